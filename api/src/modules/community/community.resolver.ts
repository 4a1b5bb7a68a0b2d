import { Arg, Authorized, Ctx, Extensions, Float, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { LIMITS, NEARBY_LIMITS } from "../../domain";
import { Public } from "../../auth/auth-checker";
import { consume } from "../../auth/rate-limit";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import type { PublicReportSort } from "./community.inputs";
import {
  CommentView,
  NearbyReport,
  PublicReportPage,
  PublicReportSortEnum,
  PublicReportView,
  PublicReportsFilter,
} from "./community.types";
import { addComment, deleteComment, getComment, listComments, toggleCommentLike } from "./comment.service";
import { findNearbyReports } from "./nearby.service";
import { getPublicReport, listPublicReports } from "./public-report.service";
import { toggleVote } from "./vote.service";

/** The community's reads, for anyone (docs/community.md#what-is-public). */
@Public()
@Resolver()
export class CommunityResolver {
  @Query(() => PublicReportPage, {
    description: "The public community list, newest or most supported first.",
  })
  // A page: its reports by `first`, 12 without it (docs/graphql.md#cost).
  @Extensions({ listSize: LIMITS.publicReportsPageSize })
  publicReports(
    @Arg("filter", () => PublicReportsFilter, { nullable: true }) filter: PublicReportsFilter | null,
    @Arg("sort", () => PublicReportSortEnum, { nullable: true }) sort: PublicReportSort | null,
    @Arg("first", () => Int, { nullable: true, description: "Page size, 1–100 (default 12)." })
    first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<PublicReportPage> {
    return listPublicReports(em, user, { ...filter, sort, first, after });
  }

  @Query(() => PublicReportView, { description: "One public report; NOT_FOUND when there is none." })
  publicReport(
    @Arg("id", () => ID) id: string,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<PublicReportView> {
    return getPublicReport(em, user, id);
  }

  @Query(() => [NearbyReport], {
    description:
      "¿Ya lo reportaron?: up to 5 open reports of the category near the point (within 250 m of their public point) or with similar text in the barrio, nearest first.",
  })
  @Extensions({ listSize: NEARBY_LIMITS.results })
  async nearbyReports(
    @Arg("categoryId", () => ID) categoryId: string,
    @Arg("neighborhood", () => String, { description: "The barrio's slug." }) neighborhood: string,
    @Arg("lat", () => Float, { nullable: true }) lat: number | null,
    @Arg("lng", () => Float, { nullable: true }) lng: number | null,
    @Arg("text", () => String, { nullable: true, description: "The address and description typed so far." })
    text: string | null,
    @Ctx() { em, user, limiters, clientAddress }: GraphQLContext,
  ): Promise<NearbyReport[]> {
    await consume(limiters.nearbyPerCaller, user?.id ?? clientAddress ?? "unknown");
    return findNearbyReports(em, user, { categoryId, neighborhood, lat, lng, text });
  }

  @Query(() => [CommentView], {
    description: "A report's thread: top-level comments newest first, each with its replies oldest first.",
  })
  reportComments(
    @Arg("reportId", () => ID) reportId: string,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<CommentView[]> {
    return listComments(em, user, reportId);
  }
}

function signedIn({ user }: GraphQLContext) {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Votes, comments and likes: signed in here; the cédula rule and the rest in the services, so that both
 * doors answer alike. Each action spends the caller's budget for it first.
 */
@Authorized()
@Resolver()
export class CommunityActionsResolver {
  @Mutation(() => PublicReportView, { description: "Supports the report, or takes the support back." })
  async toggleVote(
    @Arg("reportId", () => ID) reportId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PublicReportView> {
    const user = signedIn(context);
    await consume(context.limiters.votesPerUser, user.id);
    await toggleVote(context.em, user, reportId);
    return getPublicReport(context.em.fork(), user, reportId);
  }

  @Mutation(() => CommentView, { description: "Comments on a report, or replies to a top-level comment." })
  async addComment(
    @Arg("reportId", () => ID) reportId: string,
    @Arg("content", () => String) content: string,
    @Arg("parentId", () => ID, { nullable: true }) parentId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CommentView> {
    const user = signedIn(context);
    await consume(context.limiters.commentsPerUser, user.id);
    return addComment(context.em, user, reportId, { content, parentId });
  }

  @Mutation(() => CommentView, { description: "Likes the comment, or takes the like back." })
  async toggleCommentLike(
    @Arg("commentId", () => ID) commentId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<CommentView> {
    const user = signedIn(context);
    await consume(context.limiters.likesPerUser, user.id);
    await toggleCommentLike(context.em, user, commentId);
    return getComment(context.em.fork(), user, commentId);
  }

  @Mutation(() => CommentView, {
    description: 'Deletes the caller\'s own comment: it reads "Comentario eliminado" and keeps its replies.',
  })
  deleteComment(
    @Arg("commentId", () => ID) commentId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<CommentView> {
    return deleteComment(context.em, signedIn(context), commentId);
  }
}
