import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Resolver,
} from "type-graphql";
import { STAFF_ROLES, type ReportStatus } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { ReportStatusEnum } from "../report/report.types";
import { bulkAssignReports, bulkChangeReportStatus, bulkRouteReports } from "./report-bulk.service";

@ObjectType({ description: "What a bulk action did: every selected report, or none (it is refused)." })
export class BulkActionResult {
  @Field(() => Int, { description: "How many reports it acted on." })
  count!: number;

  @Field(() => [ID])
  reportIds!: string[];
}

@InputType({ description: "One status for the selected reports, with the texts written with it." })
export class BulkStatusInput {
  @Field(() => [ID], { description: "The selected reports: at most 200." })
  ids!: string[];

  @Field(() => ReportStatusEnum)
  status!: ReportStatus;

  @Field(() => String, {
    nullable: true,
    description: "A public update for every report: everyone reads it. Required to resolve.",
  })
  publicUpdate?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "Instead of publicUpdate: a response template of this status, filled in for each report.",
  })
  templateId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The public update is the answer ("Respuesta").' })
  isAnswer?: boolean | null;

  @Field(() => String, { nullable: true, description: "A message to each reporter." })
  note?: string | null;

  @Field(() => String, { nullable: true, description: "An internal note: staff only." })
  internalNote?: string | null;

  @Field(() => String, { nullable: true, description: "For duplicado: the original's radicado (or id)." })
  duplicateOf?: string | null;

  @Field(() => String, { nullable: true, description: "For trasladado: the entity that receives them." })
  transferredTo?: string | null;
}

/**
 * Bulk actions on the staff's tables (docs/staff.md#bulk-actions): each the single action on every
 * selected report, all or none. Who may act on which report is the single actions' policy.
 */
@Authorized(...STAFF_ROLES)
@Resolver()
export class ReportBulkResolver {
  @Mutation(() => BulkActionResult, {
    description: "Sets one status on up to 200 reports, each audited and notified; all or none.",
  })
  bulkChangeReportStatus(
    @Arg("input", () => BulkStatusInput) input: BulkStatusInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkActionResult> {
    return bulkChangeReportStatus(context.em, context.user, { ...input });
  }

  @Mutation(() => BulkActionResult, {
    description: "Assigns up to 200 reports to one funcionario (null unassigns); all or none.",
  })
  bulkAssignReports(
    @Arg("ids", () => [ID]) ids: string[],
    @Arg("assigneeId", () => ID, { nullable: true }) assigneeId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkActionResult> {
    return bulkAssignReports(context.em, context.user, { ids, assigneeId });
  }

  @Mutation(() => BulkActionResult, {
    description: "Sends up to 200 reports to one dependencia; all or none.",
  })
  bulkRouteReports(
    @Arg("ids", () => [ID]) ids: string[],
    @Arg("dependenciaId", () => ID) dependenciaId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkActionResult> {
    return bulkRouteReports(context.em, context.user, { ids, dependenciaId });
  }
}
