import type { ReportStatus } from "../domain";

/**
 * Every topic of the app's pub/sub and what it carries, as `[routing id, payload]` (or `[payload]` for a
 * topic without ids). Payloads are plain JSON values (ids, counts, short texts), never entities: they
 * travel through PostgreSQL NOTIFY, at most 8000 bytes, to every app instance. Per-viewer values
 * (`userVoted`, `likedByMe`) are never published: they differ for each subscriber.
 * docs/live-updates.md explains how to add a topic.
 */
export type Topics = {
  /** A report's public counts or status changed (a vote, a comment, a status change). Id: report id. */
  reportActivity: [reportId: string, payload: ReportActivityEvent];
  /** Something happened in a report's thread. Id: report id. */
  commentEvents: [reportId: string, payload: CommentEvent];
  /** A report was filed (staff's panel shows it at once; staff-only subscription). */
  reportFiled: [payload: { reportId: string }];
  /**
   * One of a user's own reports changed (its status, or a note from staff): their Mis reportes reads it
   * again as they see it. Id: the report's author's user id.
   */
  ownReportChanged: [authorId: string, payload: { reportId: string }];
  /**
   * A report entered, left or changed in a dependencia's Mi bandeja (filed or routed there, routed away,
   * assigned, its status changed). Id: the dependencia's id, and `INBOX_ALL` for super_admins, who see
   * every dependencia's (docs/live-updates.md#mi-bandeja).
   */
  inboxChanged: [dependenciaId: string, payload: { reportId: string }];
  /** The moderation queue changed (a flag, a decision): staff's open queue reads it again. */
  moderationQueueChanged: [payload: { reportId: string }];
  /** One user got a notification (their bell). Id: the recipient's user id. */
  notificationAdded: [userId: string, payload: { notificationId: string }];
  /**
   * The report counts changed (a report filed, a status changed): published by the statistics triggers
   * in the writing transaction (docs/statistics.md#live-figures).
   */
  publicStatisticsChanged: [payload: { changedAt: string; transaction: string }];
  /**
   * A column the open-data files publish changed (a report filed, changed or deleted, a category
   * renamed): published by triggers in the writing transaction (docs/statistics.md#open-data).
   */
  openDataChanged: [payload: { transaction: string }];
  /**
   * Local only, never sent through PostgreSQL: this instance's LISTEN connection came back after a loss.
   * Events published meanwhile were not received, so live views re-read what they show.
   */
  [RESYNC_TOPIC]: [payload: { reconnectedAt: string }];
};

export const RESYNC_TOPIC = "pubsub.reconnected";

export interface ReportActivityEvent {
  reportId: string;
  votesCount: number;
  commentsCount: number;
  status: ReportStatus;
}

/**
 * A new comment as everyone sees it. `authorId` lets each subscriber's own resolver work out what that
 * subscriber may do with it (policies), without publishing anything per viewer.
 */
export interface PublishedComment {
  id: string;
  reportId: string;
  parentId: string | null;
  content: string;
  authorId: string;
  author: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
  createdAt: string;
}

export type CommentEvent =
  | { kind: "created"; comment: PublishedComment }
  | { kind: "deleted"; commentId: string; parentId: string | null }
  | { kind: "liked"; commentId: string; parentId: string | null; likesCount: number }
  /** Moderation put it out of sight or back (docs/moderation.md): each page reads the thread again. */
  | { kind: "moderated"; commentId: string; parentId: string | null };

/** The key of `inboxChanged` that super_admins follow: every dependencia's changes are published to it too. */
export const INBOX_ALL = "*";
