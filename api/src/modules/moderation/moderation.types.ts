import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  MODERATION_TARGETS,
  type FlagReason,
  type ModerationState,
  type ModerationTarget,
} from "../../domain";
import { Extensions } from "type-graphql";
import { FlagReasonEnum, ModerationStateEnum } from "../report/report.types";
import { MISSED_CHANGES_DESCRIPTION } from "../../pubsub/list-changes";

export const ModerationTargetEnum = Object.fromEntries(MODERATION_TARGETS.map((value) => [value, value])) as {
  [T in ModerationTarget]: T;
};
registerEnumType(ModerationTargetEnum, { name: "ModerationTarget", description: "A report or a comment." });

export const ModerationActionEnum = Object.fromEntries(MODERATION_ACTIONS.map((value) => [value, value])) as {
  [A in (typeof MODERATION_ACTIONS)[number]]: A;
};
registerEnumType(ModerationActionEnum, {
  name: "ModerationAction",
  description: "hide (with a public reason), restore, dismiss (the open flags).",
});

@ObjectType({ description: "A flag just sent." })
export class FlagResultView {
  @Field(() => ModerationTargetEnum)
  target!: ModerationTarget;

  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, { description: "Whether the item is now under review." })
  underReview!: boolean;
}

@ObjectType({ description: "An item after a moderation decision." })
export class ModerationResultView {
  @Field(() => ModerationTargetEnum)
  target!: ModerationTarget;

  @Field(() => ID)
  id!: string;

  @Field(() => ModerationStateEnum, { nullable: true })
  state!: ModerationState | null;

  @Field(() => FlagReasonEnum, { nullable: true })
  reason!: FlagReason | null;
}

@ObjectType({ description: "One flag, without who sent it." })
export class QueueFlagView {
  @Field(() => FlagReasonEnum)
  reason!: FlagReason;

  @Field(() => String, { nullable: true })
  details!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: "How many open flags give one reason." })
export class ReasonCountView {
  @Field(() => FlagReasonEnum)
  reason!: FlagReason;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "A flagged report or comment in the moderation queue, with its context." })
export class ModerationQueueItemView {
  @Field(() => ModerationTargetEnum)
  target!: ModerationTarget;

  @Field(() => ID)
  reportId!: string;

  @Field(() => String)
  radicado!: string;

  @Field(() => ID, { nullable: true })
  commentId!: string | null;

  @Field(() => String, { nullable: true, description: "The description or the comment, as written." })
  text!: string | null;

  @Field(() => String, { nullable: true, description: "For a reply: the comment it answers." })
  parentText!: string | null;

  @Field(() => String, { nullable: true })
  authorName!: string | null;

  @Field(() => ModerationStateEnum, { nullable: true })
  state!: ModerationState | null;

  @Field(() => FlagReasonEnum, { nullable: true })
  reason!: FlagReason | null;

  @Field(() => Int)
  openFlags!: number;

  @Field(() => [ReasonCountView])
  @Extensions({ listSize: 5 })
  reasonCounts!: ReasonCountView[];

  @Field(() => [QueueFlagView], { description: "The newest flags." })
  @Extensions({ listSize: MODERATION_LIMITS.flagsShownPerItem })
  flags!: QueueFlagView[];

  @Field(() => Date)
  lastFlagAt!: Date;
}

@ObjectType({ description: "The items with open flags, newest flag first." })
export class ModerationQueueView {
  @Field(() => [ModerationQueueItemView])
  @Extensions({ listSize: MODERATION_LIMITS.queuePageSize })
  items!: ModerationQueueItemView[];

  @Field(() => Int, { description: "All items with open flags (the page holds the newest)." })
  total!: number;
}

@ObjectType({ description: "The moderation queue changed." })
export class ModerationQueueChangedEvent {
  @Field(() => ID, {
    nullable: true,
    description: MISSED_CHANGES_DESCRIPTION,
  })
  reportId!: string | null;
}
