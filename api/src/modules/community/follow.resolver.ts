import DataLoader from "dataloader";
import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import { REPORT_SEARCH_LIMITS } from "../../domain";
import type { ReportRecord } from "../report/report.record";
import { ReportView } from "../report/report.types";
import { FollowedReportPage, PublicReportView } from "./community.types";
import { listFollowedReports, setFollow } from "./follow.service";
import { followedBy } from "./public-report.presenter";
import { getPublicReport } from "./public-report.service";

const FOLLOW_LOADER = Symbol("follow loader");

/** Following a report and Siguiendo, for anyone signed in (docs/community.md#following). */
@Authorized()
@Resolver()
export class FollowResolver {
  @Mutation(() => PublicReportView, {
    description: "Follows the report: its public changes reach the viewer. NOT_FOUND when there is none.",
  })
  async followReport(
    @Arg("reportId", () => ID) reportId: string,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<PublicReportView> {
    await setFollow(em, user, reportId, true);
    return getPublicReport(em.fork(), user, reportId);
  }

  @Mutation(() => PublicReportView, {
    description:
      "Stops following the report; filing, supporting or commenting will not follow it again. NOT_FOUND when there is none.",
  })
  async unfollowReport(
    @Arg("reportId", () => ID) reportId: string,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<PublicReportView> {
    await setFollow(em, user, reportId, false);
    return getPublicReport(em.fork(), user, reportId);
  }

  @Query(() => FollowedReportPage, {
    description: "Siguiendo: the reports the viewer follows, most recently followed first.",
  })
  @Extensions({ listSize: REPORT_SEARCH_LIMITS.defaultPageSize })
  myFollowedReports(
    @Arg("first", () => Int, {
      nullable: true,
      description: "Page size (default and limit as Mis reportes).",
    })
    first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<FollowedReportPage> {
    if (!user) throw unauthenticated();
    return listFollowedReports(em, user, { limit: first, after });
  }
}

/** Whether the viewer follows a report of Mis reportes or the staff tables, batched per operation. */
@Resolver(() => ReportView)
export class ReportFollowFieldsResolver {
  @FieldResolver(() => Boolean, {
    description: "Whether the viewer follows it: told of its public changes (docs/community.md#following).",
  })
  viewerFollows(
    @Root() report: ReportRecord,
    @Ctx() { em, user, loaders }: GraphQLContext,
  ): Promise<boolean> {
    if (!user) return Promise.resolve(false);
    const loader = loaders.get(
      FOLLOW_LOADER,
      () =>
        new DataLoader<string, boolean>(async (ids) => {
          const following = await followedBy(em, user, ids);
          return ids.map((id) => following.has(id));
        }),
    );
    return loader.load(report.id);
  }
}
