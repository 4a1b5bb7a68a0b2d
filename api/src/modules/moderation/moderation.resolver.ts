import {
  Arg,
  Authorized,
  Ctx,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import { consume } from "../../auth/rate-limit";
import { STAFF_ROLES, type FlagReason, type ModerationAction, type ModerationTarget } from "../../domain";
import { unauthenticated } from "../../errors/app-error";
import { listChanges } from "../../pubsub/list-changes";
import { FlagReasonEnum } from "../report/report.types";
import { flagContent, listModerationQueue, moderateContent } from "./moderation.service";
import {
  FlagResultView,
  ModerationActionEnum,
  ModerationQueueChangedEvent,
  ModerationQueueView,
  ModerationResultView,
  ModerationTargetEnum,
} from "./moderation.types";

/** Flags (docs/moderation.md#flags): signed in here, the cédula and the rest in the service. */
@Authorized()
@Resolver()
export class FlagResolver {
  @Mutation(() => FlagResultView, {
    description: "Flags a report or a comment for moderation, once; three flags put it under review.",
  })
  async flagContent(
    @Arg("target", () => ModerationTargetEnum) target: ModerationTarget,
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => FlagReasonEnum) reason: FlagReason,
    @Arg("details", () => String, { nullable: true }) details: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<FlagResultView> {
    if (!context.user) throw unauthenticated();
    await consume(context.limiters.flagsPerUser, context.user.id);
    return flagContent(context.em, context.user, target, id, { reason, details });
  }
}

/** The moderation queue and its decisions (docs/moderation.md#the-queue): staff. */
@Authorized(...STAFF_ROLES)
@Resolver()
export class ModerationResolver {
  @Query(() => ModerationQueueView, { description: "Flagged items, newest flag first (staff)." })
  moderationQueue(@Ctx() context: GraphQLContext): Promise<ModerationQueueView> {
    return listModerationQueue(context.em, context.user);
  }

  @Mutation(() => ModerationResultView, {
    description: "Hides (with a public reason), restores, or dismisses the flags of a report or comment.",
  })
  moderateContent(
    @Arg("target", () => ModerationTargetEnum) target: ModerationTarget,
    @Arg("id", () => ID) id: string,
    @Arg("action", () => ModerationActionEnum) action: ModerationAction,
    @Arg("reason", () => FlagReasonEnum, { nullable: true }) reason: FlagReason | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ModerationResultView> {
    return moderateContent(context.em, context.user, { target, id, action, reason });
  }

  @Subscription(() => ModerationQueueChangedEvent, {
    description: "A flag arrived or a decision was taken: read the queue again (staff).",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) =>
      listChanges(context.pubSub, context.pubSub.subscribe("moderationQueueChanged"), { reportId: null }),
  })
  moderationQueueChanged(@Root() event: ModerationQueueChangedEvent): ModerationQueueChangedEvent {
    return event;
  }
}
