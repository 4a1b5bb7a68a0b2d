import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { ReportStatus } from "../../domain";
import { ReportStatusEnum } from "../report/report.types";
import { CommentView } from "./community.types";

@ObjectType({
  description:
    "A report's public counts and status, pushed when a vote, a comment or a status change touches it. Nothing in it depends on who is watching.",
})
export class ReportActivity {
  @Field(() => ID)
  reportId!: string;

  @Field(() => Int)
  votesCount!: number;

  @Field(() => Int)
  commentsCount!: number;

  @Field(() => ReportStatusEnum)
  status!: ReportStatus;
}

export const CommentEventKindEnum = {
  created: "created",
  deleted: "deleted",
  liked: "liked",
  moderated: "moderated",
  resync: "resync",
} as const;
export type CommentEventKind = keyof typeof CommentEventKindEnum;
registerEnumType(CommentEventKindEnum, {
  name: "CommentEventKind",
  description:
    "created (a comment or reply, in `comment`), deleted, liked (`likesCount`), moderated (put out of sight or back: reload the thread), resync (events may have been missed: reload the thread).",
});

@ObjectType({
  description:
    "Something that happened in a report's thread. `comment` (created) is computed for each subscriber; nothing else depends on who is watching.",
})
export class CommentEventView {
  @Field(() => CommentEventKindEnum)
  kind!: CommentEventKind;

  @Field(() => ID)
  reportId!: string;

  @Field(() => ID, { nullable: true, description: "Null for resync." })
  commentId!: string | null;

  @Field(() => ID, { nullable: true, description: "The top-level comment, for a reply." })
  parentId!: string | null;

  @Field(() => CommentView, { nullable: true })
  comment!: CommentView | null;

  @Field(() => Int, { nullable: true })
  likesCount!: number | null;
}
