import { Ctx, Extensions, FieldResolver, Int, Resolver, Root } from "type-graphql";
import { displayName, LIMITS } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { Category } from "../category/category.entity";
import type { CategoryRow } from "../category/category.service";
import { matchCountCost } from "./report-search.cost";
import { countMatching } from "./report-search.service";
import { ReportConnection } from "./report-search.types";
import { reportLoaders } from "./report.loaders";
import type { ReportRecord } from "./report.record";
import { authorToLoad, presentAuthor, presentHistory, presentUpdates, showsWork } from "./report-view";
import {
  DuplicateRef,
  NamedRef,
  ReportAuthor,
  ReportPhoto,
  ReportStatusChangeView,
  ReportUpdateView,
  ReportView,
} from "./report.types";

/**
 * A report's related data, read only when a query asks for it and batched per operation (one query per
 * kind for a whole page). No access rule here: the service that produced the record decided what its
 * viewer may see of it (ReportRecord.disclosure), and report-view.ts presents it.
 */
@Resolver(() => ReportView)
export class ReportFieldsResolver {
  @FieldResolver(() => Category)
  async category(@Root() report: ReportRecord, @Ctx() { loaders, em }: GraphQLContext): Promise<CategoryRow> {
    return (await reportLoaders(loaders, em).category.load(report.categoryId))!;
  }

  @FieldResolver(() => ReportAuthor, {
    nullable: true,
    description:
      "Null when hidden (anonymous, seen by someone else). Staff see an anonymous author who allowed contact with the e-mail only; public views never show an e-mail.",
  })
  async author(
    @Root() report: ReportRecord,
    @Ctx() { loaders, em }: GraphQLContext,
  ): Promise<ReportAuthor | null> {
    const authorId = authorToLoad(report);
    if (!authorId) return null;
    return presentAuthor(report, await reportLoaders(loaders, em).author.load(authorId));
  }

  @FieldResolver(() => [ReportPhoto])
  @Extensions({ listSize: LIMITS.photosPerReport }) // for the cost limit (docs/graphql.md#cost)
  async photos(@Root() report: ReportRecord, @Ctx() { loaders, em }: GraphQLContext): Promise<ReportPhoto[]> {
    const photos = await reportLoaders(loaders, em).photo.loadMany(report.photoIds);
    return photos.filter((photo): photo is ReportPhoto => photo != null && !(photo instanceof Error));
  }

  @FieldResolver(() => [DuplicateRef], {
    description: "The reports staff marked duplicado of this one, oldest first (docs/staff.md#duplicates).",
  })
  @Extensions({ listSize: LIMITS.duplicatesListed })
  duplicates(@Root() report: ReportRecord, @Ctx() { loaders, em }: GraphQLContext): Promise<DuplicateRef[]> {
    return reportLoaders(loaders, em).duplicates.load(report.id);
  }

  @FieldResolver(() => [String], { description: "The photos' url values, in order." })
  async evidenceUrls(@Root() report: ReportRecord, @Ctx() context: GraphQLContext): Promise<string[]> {
    return (await this.photos(report, context)).map((photo) => photo.url);
  }

  @FieldResolver(() => NamedRef, {
    nullable: true,
    description: "The dependencia that works it (staff only; docs/staff.md#routing).",
  })
  async dependencia(
    @Root() report: ReportRecord,
    @Ctx() { loaders, em }: GraphQLContext,
  ): Promise<NamedRef | null> {
    if (!showsWork(report)) return null;
    return (await reportLoaders(loaders, em).dependencia.load(report.dependenciaId)) ?? null;
  }

  @FieldResolver(() => NamedRef, {
    nullable: true,
    description: "The funcionario it is assigned to, if any (staff only).",
  })
  async assignee(
    @Root() report: ReportRecord,
    @Ctx() { loaders, em }: GraphQLContext,
  ): Promise<NamedRef | null> {
    if (!showsWork(report) || !report.assigneeId) return null;
    const person = await reportLoaders(loaders, em).author.load(report.assigneeId);
    return person ? { id: person.id, name: displayName(person) } : null;
  }

  @FieldResolver(() => [ReportStatusChangeView], {
    description: "Oldest first; the first entry is the creation (null → recibido).",
  })
  async statusHistory(
    @Root() report: ReportRecord,
    @Ctx() { loaders, em }: GraphQLContext,
  ): Promise<ReportStatusChangeView[]> {
    return presentHistory(report, await reportLoaders(loaders, em).history.load(report.id));
  }

  @FieldResolver(() => [ReportUpdateView], {
    description:
      "Staff's texts, oldest first, of the kinds the viewer may read: public updates (everyone), messages to the reporter (the reporter and staff), internal notes (staff).",
  })
  async updates(
    @Root() report: ReportRecord,
    @Ctx() { loaders, em }: GraphQLContext,
  ): Promise<ReportUpdateView[]> {
    return presentUpdates(report, await reportLoaders(loaders, em).updates.load(report.id));
  }

  @FieldResolver(() => ReportPhoto, {
    nullable: true,
    description: "Staff's \"después\" photo of the resolution, shown beside the resident's photos.",
  })
  async afterPhoto(
    @Root() report: ReportRecord,
    @Ctx() { loaders, em }: GraphQLContext,
  ): Promise<ReportPhoto | null> {
    if (!report.afterPhotoId) return null;
    return (await reportLoaders(loaders, em).photo.load(report.afterPhotoId)) ?? null;
  }
}

@Resolver(() => ReportConnection)
export class ReportConnectionResolver {
  @FieldResolver(() => Int, {
    description: "Reports matching the filter, over all pages (counted when asked).",
  })
  // Reads every match: priced with the search's filter (docs/graphql.md#cost).
  @Extensions({ costFromPage: matchCountCost })
  totalCount(@Root() connection: ReportConnection, @Ctx() { em }: GraphQLContext): Promise<number> {
    return countMatching(em, connection.match);
  }
}
