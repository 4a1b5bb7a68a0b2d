import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { MODERATION_LIMITS, type FlagReason } from "../../domain";
import { Comment } from "../community/community.entity";
import { Report } from "../report/report.entity";
import { User } from "../user/user.entity";

/**
 * One person's flag on a report (`comment` null) or on one of its comments (docs/moderation.md#flags).
 * A person flags an item once, ever: a dismissed flag still counts as theirs. `closedAt` is set when
 * staff decide on the item (hide, restore or dismiss), so only open flags count towards a review.
 */
@Entity({ tableName: "content_flag" })
// One flag per person per item; NULLS NOT DISTINCT makes a report's own flags (comment null) unique too.
@Unique({
  name: "content_flag_item_user_unique",
  expression:
    'alter table "content_flag" add constraint "content_flag_item_user_unique" unique nulls not distinct ("report_id", "comment_id", "user_id")',
})
// The queue: items with open flags, newest flag first.
@Index({
  name: "content_flag_open_index",
  expression:
    'create index "content_flag_open_index" on "content_flag" ("created_at" desc) where "closed_at" is null',
})
export class ContentFlag {
  [OptionalProps]?: "id" | "comment" | "details" | "createdAt" | "closedAt";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => Report, { deleteRule: "cascade" })
  report!: Report;

  @ManyToOne(() => Comment, { nullable: true, deleteRule: "cascade", index: true })
  comment: Comment | null = null;

  /** Account deletion removes the person's flags, like their votes. */
  @ManyToOne(() => User, { deleteRule: "cascade", index: true })
  user!: User;

  @Property({ type: "string", length: 20 })
  reason!: FlagReason;

  @Property({ type: "string", length: MODERATION_LIMITS.flagDetailsMaxLength, nullable: true })
  details: string | null = null;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  closedAt: Date | null = null;
}
