import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from "type-graphql";
import { GRAPHQL_LIMITS, REPORT_SEARCH_LIMITS, STAFF_ROLES } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import { listChanges, MISSED_CHANGES_DESCRIPTION } from "../../pubsub/list-changes";
import { searchPageCost } from "./report-search.cost";
import { ReportConnection } from "./report-search.types";
import { toConnection } from "./report.resolver";
import { ReportView } from "./report.types";
import { assignReport, inboxKeys, routeReport, searchInbox } from "./report-work.service";

function signedIn({ user }: GraphQLContext) {
  if (!user) throw unauthenticated();
  return user;
}

@InputType({ description: "Mi bandeja's filters; every one optional." })
export class InboxFilter {
  @Field(() => String, { nullable: true, description: "A category id." })
  categoryId?: string;

  @Field(() => String, { nullable: true, description: "A barrio's slug." })
  neighborhood?: string;

  @Field(() => Int, { nullable: true, description: "1 Leve … 5 Crítico." })
  severity?: number;

  @Field(() => String, { nullable: true, description: "Words in the address or description, or a radicado." })
  text?: string;

  @Field(() => Boolean, { nullable: true, description: "Only the reports assigned to the viewer." })
  assignedToMe?: boolean;
}

@ObjectType({ description: "A report entered, left or changed in the viewer's Mi bandeja." })
export class InboxChangedEvent {
  @Field(() => ID, {
    nullable: true,
    description: MISSED_CHANGES_DESCRIPTION,
  })
  reportId!: string | null;
}

/**
 * Staff's work on reports (docs/staff.md): routing, assignment and Mi bandeja. Who may work which report
 * is the service's policy; here, only that the caller is staff.
 */
@Authorized(...STAFF_ROLES)
@Resolver()
export class ReportWorkResolver {
  @Query(() => ReportConnection, {
    description:
      "Mi bandeja: the open reports of the viewer's dependencias (all for a super_admin), the ones due first.",
    complexity: ({ args, childComplexity }) =>
      GRAPHQL_LIMITS.defaultRootFieldCost + searchPageCost(args) + childComplexity,
  })
  @Extensions({ listSize: REPORT_SEARCH_LIMITS.defaultPageSize })
  async inbox(
    @Arg("filter", () => InboxFilter, { nullable: true }) filter: InboxFilter | null,
    @Arg("limit", () => Int, { nullable: true, description: "Reports per page: 1–100, default 20." })
    limit: number | null,
    @Arg("after", () => String, { nullable: true, description: "endCursor of the previous page." })
    after: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportConnection> {
    return toConnection(await searchInbox(context.em, signedIn(context), { ...filter, limit, after }));
  }

  @Mutation(() => ReportView, {
    description: "Sends a report to another dependencia (audited; the dependencia is told).",
  })
  routeReport(
    @Arg("id", () => ID) id: string,
    @Arg("dependenciaId", () => ID) dependenciaId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportView> {
    return routeReport(context.em, signedIn(context), id, { dependenciaId });
  }

  @Mutation(() => ReportView, {
    description: "Assigns a report to a funcionario of its dependencia; null leaves it unassigned (audited).",
  })
  assignReport(
    @Arg("id", () => ID) id: string,
    @Arg("assigneeId", () => ID, { nullable: true }) assigneeId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportView> {
    return assignReport(context.em, signedIn(context), id, { assigneeId });
  }

  @Subscription(() => InboxChangedEvent, {
    description:
      "Mi bandeja changed: a report filed or routed to one of the viewer's dependencias, or changed there.",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) =>
      listChanges(
        context.pubSub,
        context.pubSub.subscribeMany("inboxChanged", inboxKeys(signedIn(context))),
        { reportId: null },
      ),
  })
  inboxChanged(@Root() event: InboxChangedEvent): InboxChangedEvent {
    return event;
  }
}
