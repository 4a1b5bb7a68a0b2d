import type { EntityManager } from "@mikro-orm/postgresql";
import DataLoader from "dataloader";
import type { LoaderCache } from "../../context/loader-cache";
import type { CategoryRow } from "../category/category.service";
import {
  authorsById,
  categoriesById,
  dependenciaNamesById,
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
function fromMap<V>(read: (keys: readonly string[]) => Promise<Map<string, V>>, missing: () => V) {
  return async (keys: readonly string[]) => {
    const found = await read(keys);
    return keys.map((key) => found.get(key) ?? missing());
  };
}

/**
 * The loaders of one GraphQL operation: every report of a page asking for its category, author,
 * photos or history makes one query per kind, not one per report. What may be shown of an author is
 * decided before the loader is asked (ReportRecord.disclosure).
 */
export function reportLoaders(cache: LoaderCache, em: EntityManager): ReportLoaders {
  return cache.get(REPORT_LOADERS, () => ({
    category: new DataLoader(
      fromMap(
        (ids) => categoriesById(em, ids),
        () => undefined,
      ),
    ),
    author: new DataLoader(
      fromMap(
        (ids) => authorsById(em, ids),
        () => undefined,
      ),
    ),
    photo: new DataLoader(
      fromMap(
        (ids) => photosById(em, ids),
        () => undefined,
      ),
    ),
    history: new DataLoader(
      fromMap(
        (ids) => historiesByReport(em, ids),
        () => [],
      ),
    ),
    dependencia: new DataLoader(
      fromMap(
        () => dependenciaNamesById(em),
        () => undefined,
      ),
    ),
    updates: new DataLoader(
      fromMap(
        (ids) => updatesByReport(em, ids),
        () => [],
      ),
    ),
    duplicates: new DataLoader(
      fromMap(
        (ids) => duplicatesByOriginal(em, ids),
        () => [],
      ),
    ),
  }));
}
