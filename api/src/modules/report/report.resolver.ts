import { Arg, Authorized, Ctx, Extensions, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { GRAPHQL_LIMITS, REPORT_SEARCH_LIMITS, STAFF_ROLES } from "../../domain";
import { matchCountCost, searchPageCost } from "./report-search.cost";
import { reportBudget } from "../../auth/rate-limit";
import type { ReportStatus } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import {
  addReportUpdate,
  changeReportStatus,
  createReport,
  getReport,
  listReports,
  reportTotals,
} from "./report.service";
import { searchReports, type ReportPage } from "./report-search.service";
import { extendReportDueDate } from "./report-clock.service";
import { ReportConnection, ReportSearchFilter, ReportSortEnum } from "./report-search.types";
import { reportSummary } from "./report-summary.service";
import {
  CreateReportInput,
  ReportStatusEnum,
  ReportSummaryView,
  ReportTotals,
  ReportUpdateKindEnum,
  ReportView,
} from "./report.types";
import type { ReportSort, ReportUpdateKind } from "../../domain";

function signedIn({ user }: GraphQLContext) {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Who may file or change what is decided by the service (policies/report.policy.ts), so both doors
 * answer the same FORBIDDEN message; here, only that the caller is signed in.
 */
@Authorized()
@Resolver(() => ReportView)
export class ReportResolver {
  @Query(() => ReportConnection, {
    description:
      "Citizens: their own reports; staff: all. Newest first, one keyset page at a time (pass endCursor as `after`).",
  })
  // Its rows by `limit` (default 20), for the cost limit (docs/graphql.md#cost).
  @Extensions({ listSize: REPORT_SEARCH_LIMITS.defaultPageSize })
  async reports(
    @Arg("status", () => ReportStatusEnum, { nullable: true }) status: ReportStatus | null,
    @Arg("limit", () => Int, { nullable: true, description: "Reports per page: 1–100, default 20." })
    limit: number | null,
    @Arg("after", () => String, { nullable: true, description: "endCursor of the previous page." })
    after: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportConnection> {
    return toConnection(await listReports(context.em, signedIn(context), { status, limit, after }));
  }

  @Query(() => ReportConnection, {
    description:
      "Every report, filtered, sorted and paged (keyset cursors). Staff see authors as the privacy rules allow; everyone else the public view.",
    // Its rows by `limit` (default 20), its words, and any count of its matches (docs/graphql.md#cost).
    complexity: ({ args, childComplexity }) =>
      GRAPHQL_LIMITS.defaultRootFieldCost + searchPageCost(args) + childComplexity,
  })
  @Extensions({ listSize: REPORT_SEARCH_LIMITS.defaultPageSize })
  async searchReports(
    @Arg("filter", () => ReportSearchFilter, { nullable: true }) filter: ReportSearchFilter | null,
    @Arg("sort", () => ReportSortEnum, { nullable: true }) sort: ReportSort | null,
    @Arg("limit", () => Int, { nullable: true, description: "Reports per page: 1–100, default 20." })
    limit: number | null,
    @Arg("after", () => String, { nullable: true, description: "endCursor of the previous page." })
    after: string | null,
    @Arg("before", () => String, {
      nullable: true,
      description: "startCursor of the page after: the page before it, in the same order.",
    })
    before: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportConnection> {
    const page = await searchReports(context.em, signedIn(context), {
      ...filter,
      sort,
      limit,
      after,
      before,
    });
    return toConnection(page);
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => ReportSummaryView, {
    description: "Admin tiles over the reports matching the filter (staff).",
    // One pass over every match (docs/graphql.md#cost).
    complexity: ({ args, childComplexity }) =>
      GRAPHQL_LIMITS.defaultRootFieldCost + matchCountCost(args) + childComplexity,
  })
  reportSummary(
    @Arg("filter", () => ReportSearchFilter, { nullable: true }) filter: ReportSearchFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportSummaryView> {
    return reportSummary(context.em, signedIn(context), { ...filter });
  }

  @Query(() => ReportTotals, {
    description: "Counts by status over the reports of `reports` (any status).",
    // For staff, a pass over every report (docs/graphql.md#cost).
    complexity: ({ childComplexity }) =>
      GRAPHQL_LIMITS.defaultRootFieldCost + GRAPHQL_LIMITS.matchCountCost + childComplexity,
  })
  reportTotals(@Ctx() context: GraphQLContext): Promise<ReportTotals> {
    return reportTotals(context.em, signedIn(context));
  }

  @Query(() => ReportView, {
    nullable: true,
    description: "One report the caller may see; NOT_FOUND when missing or not theirs to see.",
  })
  report(@Arg("id", () => ID) id: string, @Ctx() context: GraphQLContext): Promise<ReportView> {
    return getReport(context.em, signedIn(context), id);
  }

  @Mutation(() => ReportView, {
    description:
      "Files a report (citizens only). A repeated idempotencyKey answers the first report instead of filing another; the same key with a different report answers CONFLICT.",
  })
  async createReport(
    @Arg("input", () => CreateReportInput) input: CreateReportInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportView> {
    const user = signedIn(context);
    const spendBudget = reportBudget(context.limiters, user.id);
    return (await createReport(context.em, user, input, idempotencyKey, spendBudget)).report;
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => ReportView, {
    description:
      "Sets a report's status and records it in its history (staff), with the texts written with it. Resolving needs a publicUpdate.",
  })
  updateReportStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => ReportStatusEnum) status: ReportStatus,
    @Arg("note", () => String, {
      nullable: true,
      description: "A message to the reporter: only the reporter and staff read it.",
    })
    note: string | null,
    @Ctx() context: GraphQLContext,
    @Arg("publicUpdate", () => String, {
      nullable: true,
      description: "A public update: everyone reads it. Required to resolve.",
    })
    publicUpdate?: string | null,
    @Arg("isAnswer", () => Boolean, {
      nullable: true,
      description: 'The public update is the answer ("Respuesta"): a substantive reply.',
    })
    isAnswer?: boolean | null,
    @Arg("internalNote", () => String, { nullable: true, description: "An internal note: staff only." })
    internalNote?: string | null,
    @Arg("afterPhoto", () => String, {
      nullable: true,
      description: 'On resolving: the "después" photo, an objectPath from PUT /api/evidence-photos.',
    })
    afterPhoto?: string | null,
    @Arg("duplicateOf", () => String, {
      nullable: true,
      description: "For duplicado: the original's radicado (or id).",
    })
    duplicateOf?: string | null,
    @Arg("transferredTo", () => String, {
      nullable: true,
      description: "For trasladado: the entity that receives it.",
    })
    transferredTo?: string | null,
  ): Promise<ReportView> {
    return changeReportStatus(context.em, signedIn(context), id, {
      status,
      note,
      duplicateOf,
      transferredTo,
      publicUpdate,
      isAnswer,
      internalNote,
      afterPhoto,
    });
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => ReportView, {
    description:
      "Extends a report's term once, before it expires, by 15 días hábiles after its due date; the reporter is told the reason (staff). CONFLICT after expiry, a second time, or when answered or closed.",
  })
  async extendReportDueDate(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, {
      nullable: true,
      description: "Required (BAD_USER_INPUT when missing or blank); at most 500 characters.",
    })
    reason: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportView> {
    const viewer = signedIn(context);
    await extendReportDueDate(context.em, viewer, id, { reason });
    return getReport(context.em, viewer, id);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => ReportView, {
    description:
      "Writes a text on a report without changing its status (staff): a public update (everyone reads it), a message to the reporter (the reporter and staff) or an internal note (staff only).",
  })
  addReportUpdate(
    @Arg("reportId", () => ID) reportId: string,
    @Arg("kind", () => ReportUpdateKindEnum) kind: ReportUpdateKind,
    @Arg("body", () => String) body: string,
    @Arg("isAnswer", () => Boolean, {
      nullable: true,
      description: 'Public updates only: it is the answer ("Respuesta").',
    })
    isAnswer: boolean | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportView> {
    return addReportUpdate(context.em, signedIn(context), reportId, { kind, body, isAnswer });
  }
}

export function toConnection(page: ReportPage): ReportConnection {
  return { ...page, nodes: page.edges.map((edge) => edge.node) };
}
