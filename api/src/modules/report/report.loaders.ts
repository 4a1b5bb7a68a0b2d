import type { EntityManager } from "@mikro-orm/postgresql";
import DataLoader from "dataloader";
import type { LoaderCache } from "../../context/loader-cache";
import type { CategoryRow } from "../category/category.service";
import { dependenciaNames } from "../dependencia/dependencia-names";
import {
  authorsById,
  batchedRelationReader,
  categoriesById,
  duplicatesByOriginal,
  historiesByReport,
  photosById,
  updatesByReport,
  type AuthorRow,
} from "./report.related";
import type { DuplicateRef, ReportPhoto, ReportStatusChangeView, ReportUpdateView } from "./report.types";

export interface ReportLoaders {
  category: DataLoader<string, CategoryRow | undefined>;
  author: DataLoader<string, AuthorRow | undefined>;
  photo: DataLoader<string, ReportPhoto | undefined>;
  history: DataLoader<string, ReportStatusChangeView[]>;
  dependencia: DataLoader<string, { id: string; name: string } | undefined>;
  updates: DataLoader<string, ReportUpdateView[]>;
  duplicates: DataLoader<string, DuplicateRef[]>;
}

const REPORT_LOADERS = Symbol("report loaders");

/** Keys answered in the order asked, from a map read in one query. */
function fromMap<V>(read: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>, missing: () => V) {
  return async (keys: readonly string[]) => {
    const found = await read(keys);
    return keys.map((key) => found.get(key) ?? missing());
  };
}

/**
 * The loaders of one GraphQL operation: every report of a page asking for its category, author,
 * photos or history makes one query per kind, not one per report, and the kinds asked for together
 * one statement between them. What may be shown of an author is decided before the loader is asked
 * (ReportRecord.disclosure).
 */
export function reportLoaders(cache: LoaderCache, em: EntityManager): ReportLoaders {
  return cache.get(REPORT_LOADERS, () => loadersReadingTogether(em));
}

/** Loaders whose batches dispatched together go as one statement (`batchedRelationReader`). */
function loadersReadingTogether(em: EntityManager): ReportLoaders {
  const read = batchedRelationReader(em);
  return {
    category: new DataLoader(
      fromMap(
        (ids) => categoriesById(em, ids),
        () => undefined,
      ),
    ),
    author: new DataLoader(
      fromMap(
        (ids) => authorsById(em, ids, read),
        () => undefined,
      ),
    ),
    photo: new DataLoader(
      fromMap(
        (ids) => photosById(em, ids, read),
        () => undefined,
      ),
    ),
    history: new DataLoader(
      fromMap(
        (ids) => historiesByReport(em, ids, read),
        () => [],
      ),
    ),
    dependencia: new DataLoader(
      fromMap(
        (ids) => dependenciaNames(em, ids),
        () => undefined,
      ),
    ),
    updates: new DataLoader(
      fromMap(
        (ids) => updatesByReport(em, ids, read),
        () => [],
      ),
    ),
    duplicates: new DataLoader(
      fromMap(
        (ids) => duplicatesByOriginal(em, ids, read),
        () => [],
      ),
    ),
  };
}
