import {
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
} from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { LIMITS, type FlagReason, type ModerationState } from "../../domain";
import { Report } from "../report/report.entity";
import { User } from "../user/user.entity";

/**
 * One resident's support of a report. The primary key (report, user) makes a second vote impossible;
 * `report.votes_count` is kept exact in the same transaction as each insert or delete
 * (docs/community.md#counts).
 */
@Entity({ tableName: "report_vote" })
// The latest voters of a report (the avatar row).
@Index({ properties: ["report", "createdAt"] })
export class Vote {
  [PrimaryKeyProp]?: ["report", "user"];
  [OptionalProps]?: "createdAt";

  @ManyToOne(() => Report, { primary: true, deleteRule: "cascade" })
  report!: Report;

  // Account deletion removes the votes (docs/decisions.md#account-deletion); the index finds them.
  @ManyToOne(() => User, { primary: true, deleteRule: "cascade", index: true })
  user!: User;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();
}

/**
 * A comment on a report, or a reply to one (replies are one level deep: `parent` is always a top-level
 * comment of the same report, which the service checks). Deleting one keeps it as "Comentario eliminado"
 * (`deletedAt`, content gone) so its replies keep their place.
 */
@Entity({ tableName: "comment" })
@Index({ properties: ["report", "createdAt"] })
export class Comment {
  [OptionalProps]?:
    "id" | "parent" | "author" | "likesCount" | "createdAt" | "deletedAt" | "moderation" | "moderationReason";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => Report, { deleteRule: "cascade" })
  report!: Report;

  @ManyToOne(() => Comment, { nullable: true, deleteRule: "cascade", index: true })
  parent: Comment | null = null;

  /** Null once the author deleted their account: the comment stays, as "Usuario eliminado". */
  @ManyToOne(() => User, { nullable: true, deleteRule: "set null", index: true })
  author: User | null = null;

  /** Null once its author deleted it. */
  @Property({ type: "string", length: LIMITS.commentMaxLength, nullable: true })
  content: string | null = null;

  @Property({ type: "integer", default: 0 })
  likesCount: number = 0;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  deletedAt: Date | null = null;

  /** Moderation, as for reports (docs/moderation.md): a comment out of sight is out of the public count. */
  @Property({ type: "string", length: 10, nullable: true })
  moderation: ModerationState | null = null;

  @Property({ type: "string", length: 20, nullable: true })
  moderationReason: FlagReason | null = null;
}

/** One resident's like of a comment; same rules as Vote, with `comment.likes_count`. */
@Entity({ tableName: "comment_like" })
export class CommentLike {
  [PrimaryKeyProp]?: ["comment", "user"];
  [OptionalProps]?: "createdAt";

  @ManyToOne(() => Comment, { primary: true, deleteRule: "cascade" })
  comment!: Comment;

  @ManyToOne(() => User, { primary: true, deleteRule: "cascade", index: true })
  user!: User;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();
}

/**
 * One person following a report (docs/community.md#following). The row stays when they unfollow
 * (`unfollowedAt`), so that filing, voting or commenting, which follow automatically, never follow
 * them again; following explicitly clears it.
 */
@Entity({ tableName: "report_follow" })
// Siguiendo: a person's followed reports, newest first, one index range per page.
@Index({ properties: ["user", "createdAt", "report"] })
export class Follow {
  [PrimaryKeyProp]?: ["report", "user"];
  [OptionalProps]?: "createdAt" | "unfollowedAt";

  @ManyToOne(() => Report, { primary: true, deleteRule: "cascade" })
  report!: Report;

  @ManyToOne(() => User, { primary: true, deleteRule: "cascade" })
  user!: User;

  /** When they (last) started following it. */
  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  /** When they unfollowed it; null while they follow it. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  unfollowedAt: Date | null = null;
}
