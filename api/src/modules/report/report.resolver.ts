import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { reportBudget } from "../../auth/rate-limit";
import type { ReportStatus } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import { changeReportStatus, createReport, getReport, listReports, reportTotals } from "./report.service";
import { CreateReportInput, ReportStatusEnum, ReportTotals, ReportView } from "./report.types";

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
  @Query(() => [ReportView], {
    description: "Citizens: their own reports; staff: all. Newest first.",
  })
  reports(
    @Arg("status", () => ReportStatusEnum, { nullable: true }) status: ReportStatus | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportView[]> {
    return listReports(context.em, signedIn(context), { status });
  }

  @Query(() => ReportTotals, { description: "Counts by status over the reports of `reports` (any status)." })
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

  @Authorized("super_admin")
  @Mutation(() => ReportView, {
    description: "Sets a report's status and records it in its history (staff).",
  })
  updateReportStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => ReportStatusEnum) status: ReportStatus,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportView> {
    return changeReportStatus(context.em, signedIn(context), id, { status, note });
  }
}
