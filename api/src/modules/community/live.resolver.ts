import { Arg, Ctx, ID, Resolver, Root, Subscription, type SubscribeResolverData } from "type-graphql";
import { Public } from "../../auth/auth-checker";
import type { GraphQLContext } from "../../context/graphql-context";
import type { ReportActivityEvent } from "../../pubsub/topics";
import { presentPublishedComment } from "./comment.presenter";
import { commentEventStream, reportActivityStream, type CommentStreamEvent } from "./live.service";
import { CommentEventView, ReportActivity } from "./live.types";

type Subscribe<Args> = SubscribeResolverData<unknown, Args, GraphQLContext>;

/** Live updates over graphql-ws; public counts and threads, so anyone may subscribe (docs/live-updates.md). */
@Public()
@Resolver()
export class LiveResolver {
  @Subscription(() => ReportActivity, {
    description:
      "Counts and status of the given reports (at most 100) whenever a vote, a comment or a status change touches one.",
    subscribe: ({ args, context }: Subscribe<{ reportIds: string[] }>) =>
      reportActivityStream(context.em, context.pubSub, args),
  })
  reportActivity(
    @Root() event: ReportActivityEvent,
    @Arg("reportIds", () => [ID]) _reportIds: string[],
  ): ReportActivity {
    return event;
  }

  @Subscription(() => CommentEventView, {
    description: "New comments and replies, deletions and like counts of one report's thread.",
    subscribe: ({ args, context }: Subscribe<{ reportId: string }>) =>
      commentEventStream(context.em, context.pubSub, args.reportId),
  })
  commentEvents(
    @Root() event: CommentStreamEvent,
    @Arg("reportId", () => ID) reportId: string,
    @Ctx() { user }: GraphQLContext,
  ): CommentEventView {
    const base = { reportId, commentId: null, parentId: null, comment: null, likesCount: null };
    switch (event.kind) {
      case "created":
        // What this subscriber may do with it is worked out here, for them: never broadcast.
        return {
          ...base,
          kind: "created",
          commentId: event.comment.id,
          parentId: event.comment.parentId,
          comment: presentPublishedComment(user, event.comment),
        };
      case "deleted":
      case "moderated":
        return { ...base, kind: event.kind, commentId: event.commentId, parentId: event.parentId };
      case "liked":
        return {
          ...base,
          kind: "liked",
          commentId: event.commentId,
          parentId: event.parentId,
          likesCount: event.likesCount,
        };
      case "resync":
        return { ...base, kind: "resync" };
    }
  }
}
