import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { readJsonList } from "../../database/json-list";
import {
  MESSAGES,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  UUID_PATTERN,
  type FlagReason,
  type ModerationAction,
  type ModerationState,
  type ModerationTarget,
} from "../../domain";
import { conflict, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canModerate, offersFlag } from "../../policies/community.policy";
import { parseInput } from "../../validation/parse-input";
import { requireParticipant } from "../community/participant.service";
import { countsOf, RETURNING_COUNTS, type ReportCountsRow } from "../community/report-counts";
import { flagInput, moderationActionInput } from "./moderation.inputs";

export interface FlagResult {
  target: ModerationTarget;
  id: string;
  /** Whether the item is now under review (this flag or earlier ones). */
  underReview: boolean;
}

/** A report or comment row, locked for the change, with what moderation decides on. */
interface ItemRow {
  report_id: string;
  radicado: string;
  comment_id: string | null;
  parent_id: string | null;
  author_id: string | null;
  deleted: boolean;
  moderation: ModerationState | null;
  moderation_reason: FlagReason | null;
}

/**
 * Locks the item (its row, so concurrent flags and decisions on it queue up) and reads it; NOT_FOUND
 * when there is none, or it is a deleted comment.
 */
async function lockItem(tx: EntityManager, target: ModerationTarget, id: string): Promise<ItemRow> {
  const notFoundError = notFound(target === "report" ? MESSAGES.reportNotFound : MESSAGES.commentNotFound);
  if (!UUID_PATTERN.test(id)) throw notFoundError;
  const [row] =
    target === "report"
      ? await tx.execute<ItemRow[]>(
          `SELECT id AS report_id, radicado, NULL AS comment_id, NULL AS parent_id, author_id, false AS deleted,
                  moderation, moderation_reason
             FROM report WHERE id = ? FOR UPDATE`,
          [id],
        )
      : await tx.execute<ItemRow[]>(
          `SELECT c.report_id, r.radicado, c.id AS comment_id, c.parent_id, c.author_id,
                  c.deleted_at IS NOT NULL AS deleted, c.moderation, c.moderation_reason
             FROM comment c JOIN report r ON r.id = c.report_id WHERE c.id = ? FOR UPDATE OF c`,
          [id],
        );
  if (!row || row.deleted) throw notFoundError;
  return row;
}

async function openFlagsOf(tx: EntityManager, item: ItemRow): Promise<number> {
  const [row] = await tx.execute<Array<{ open: number }>>(
    `SELECT count(*)::int AS open FROM content_flag
      WHERE report_id = ? AND comment_id IS NOT DISTINCT FROM ?::uuid AND closed_at IS NULL`,
    [item.report_id, item.comment_id],
  );
  return row!.open;
}

/**
 * Moves a comment in or out of the public count when it goes out of sight or comes back (docs/moderation.md),
 * and answers the report's counts after it.
 */
async function countChange(tx: EntityManager, item: ItemRow, delta: number): Promise<ReportCountsRow> {
  const [row] = await tx.execute<ReportCountsRow[]>(
    `UPDATE report SET comments_count = comments_count + ? WHERE id = ? ${RETURNING_COUNTS}`,
    [item.comment_id && !item.deleted ? delta : 0, item.report_id],
  );
  return row!;
}

/**
 * A resident flags a report or a comment (docs/moderation.md#flags): with a cédula, never their own
 * item, once per item. The flag that makes three open ones puts the item under review in the same
 * transaction, so the public stops reading it the moment the flag is saved.
 */
export async function flagContent(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  target: ModerationTarget,
  id: string,
  input: unknown,
): Promise<FlagResult> {
  // Staff moderate from the queue instead (docs/moderation.md#flags).
  if (canModerate(viewer)) throw forbidden(MODERATION_MESSAGES.onlyStaffModerate);
  const user = requireParticipant(viewer);
  const { reason, details } = parseInput(flagInput, input);
  return em.transactional(async (tx) => {
    const item = await lockItem(tx, target, id);
    if (!offersFlag(user, { authorId: item.author_id })) throw forbidden(MODERATION_MESSAGES.ownContent);
    const [inserted] = await tx.execute<Array<{ id: string }>>(
      `INSERT INTO content_flag (id, report_id, comment_id, user_id, reason, details, created_at)
       VALUES (gen_random_uuid(), ?, ?, ?, ?, ?, now())
       ON CONFLICT ON CONSTRAINT content_flag_item_user_unique DO NOTHING RETURNING id`,
      [item.report_id, item.comment_id, user.id, reason, details],
    );
    if (!inserted) throw conflict(MODERATION_MESSAGES.alreadyFlagged);
    const openFlags = await openFlagsOf(tx, item);
    const underReview = item.moderation === null && openFlags >= MODERATION_LIMITS.flagsToReview;
    if (underReview) {
      await tx.execute(
        `UPDATE ${target === "report" ? "report" : "comment"} SET moderation = 'review' WHERE id = ?`,
        [item.comment_id ?? item.report_id],
      );
    }
    const counts = await countChange(tx, item, underReview ? -1 : 0);
    await emit(tx, "content.flagged", {
      target,
      reportId: item.report_id,
      commentId: item.comment_id,
      parentId: item.parent_id,
      flagId: inserted.id,
      flaggerId: user.id,
      reason,
      openFlags,
      underReview,
      counts: countsOf(counts),
    });
    return { target, id, underReview: underReview || item.moderation === "review" };
  });
}

export interface ModerationResult {
  target: ModerationTarget;
  id: string;
  state: ModerationState | null;
  reason: FlagReason | null;
}

/** What each decision leaves: the new state and reason, or a refusal when it has nothing to act on. */
function decide(
  action: ModerationAction,
  item: ItemRow,
  openFlags: number,
  reason: FlagReason | null,
): { state: ModerationState | null; reason: FlagReason | null } {
  switch (action) {
    case "hide":
      return { state: "hidden", reason };
    case "restore":
      if (item.moderation === null) throw conflict(MODERATION_MESSAGES.notHidden);
      return { state: null, reason: null };
    case "dismiss":
      if (openFlags === 0) throw conflict(MODERATION_MESSAGES.nothingToDismiss);
      // Dismissing the flags of an item under review shows it again; a hidden item stays hidden.
      return item.moderation === "hidden"
        ? { state: "hidden", reason: item.moderation_reason }
        : { state: null, reason: null };
  }
}

/**
 * Staff hide an item with a public reason, restore it, or dismiss its flags (docs/moderation.md#the-queue).
 * Every decision closes the item's open flags, and is audited and told to the author by its event.
 */
export async function moderateContent(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<ModerationResult> {
  if (!viewer || !canModerate(viewer)) throw forbidden(MODERATION_MESSAGES.onlyStaffModerate);
  const { target, id, action, reason } = parseInput(moderationActionInput, input);
  return em.transactional(async (tx) => {
    const item = await lockItem(tx, target, id);
    const openFlags = await openFlagsOf(tx, item);
    const after = decide(action, item, openFlags, reason);
    await tx.execute(
      `UPDATE ${target === "report" ? "report" : "comment"} SET moderation = ?, moderation_reason = ? WHERE id = ?`,
      [after.state, after.reason, item.comment_id ?? item.report_id],
    );
    await tx.execute(
      `UPDATE content_flag SET closed_at = now()
        WHERE report_id = ? AND comment_id IS NOT DISTINCT FROM ?::uuid AND closed_at IS NULL`,
      [item.report_id, item.comment_id],
    );
    const wasShown = item.moderation === null;
    const isShown = after.state === null;
    const counts = await countChange(tx, item, wasShown === isShown ? 0 : isShown ? 1 : -1);
    await emit(tx, "content.moderated", {
      actorId: viewer.id,
      action,
      target,
      reportId: item.report_id,
      radicado: item.radicado,
      commentId: item.comment_id,
      parentId: item.parent_id,
      authorId: item.author_id,
      label: target === "report" ? item.radicado : `Comentario en ${item.radicado}`,
      before: { state: item.moderation, reason: item.moderation_reason, openFlags },
      // Every decision closes the item's open flags.
      after: { ...after, openFlags: 0 },
      counts: countsOf(counts),
    });
    return { target, id, ...after };
  });
}

export interface QueueFlag {
  reason: FlagReason;
  details: string | null;
  createdAt: Date;
}

export interface QueueItem {
  target: ModerationTarget;
  reportId: string;
  radicado: string;
  commentId: string | null;
  /** The item's text as written (staff read it whole): the description, or the comment. */
  text: string | null;
  /** For a reply: the comment it answers, as written (the thread's context). */
  parentText: string | null;
  authorName: string | null;
  state: ModerationState | null;
  reason: FlagReason | null;
  openFlags: number;
  reasonCounts: Array<{ reason: FlagReason; count: number }>;
  /** The newest flags, up to MODERATION_LIMITS.flagsShownPerItem; who flagged is not shown. */
  flags: QueueFlag[];
  lastFlagAt: Date;
}

export interface ModerationQueue {
  items: QueueItem[];
  /** Items with open flags, all of them (the page holds the newest). */
  total: number;
}

interface QueueRow {
  report_id: string;
  comment_id: string | null;
  open_flags: number;
  last_flag_at: Date | string;
  flags: Array<{ reason: FlagReason; details: string | null; created_at: string }>;
  radicado: string;
  report_text: string | null;
  report_moderation: ModerationState | null;
  report_reason: FlagReason | null;
  comment_text: string | null;
  comment_moderation: ModerationState | null;
  comment_reason: FlagReason | null;
  parent_text: string | null;
  first_name: string | null;
  last_name: string | null;
  total: number;
}

/**
 * The moderation queue (docs/moderation.md#the-queue): every item with open flags, newest flag first,
 * with its reasons and context, in one statement over the open flags' partial index.
 */
export async function listModerationQueue(
  em: EntityManager,
  viewer: CurrentUser | undefined,
): Promise<ModerationQueue> {
  if (!viewer || !canModerate(viewer)) throw forbidden(MODERATION_MESSAGES.onlyStaffModerate);
  const rows = await em.execute<QueueRow[]>(
    `WITH items AS (
       SELECT report_id, comment_id, count(*)::int AS open_flags, max(created_at) AS last_flag_at,
              (json_agg(json_build_object('reason', reason, 'details', details, 'created_at', created_at)
                        ORDER BY created_at DESC)) AS flags
         FROM content_flag WHERE closed_at IS NULL
        GROUP BY report_id, comment_id)
     SELECT i.report_id, i.comment_id, i.open_flags, i.last_flag_at, i.flags, r.radicado,
            r.description AS report_text, r.moderation AS report_moderation, r.moderation_reason AS report_reason,
            c.content AS comment_text, c.moderation AS comment_moderation, c.moderation_reason AS comment_reason,
            p.content AS parent_text, u.first_name, u.last_name, count(*) OVER ()::int AS total
       FROM items i
       JOIN report r ON r.id = i.report_id
       LEFT JOIN comment c ON c.id = i.comment_id
       LEFT JOIN comment p ON p.id = c.parent_id
       -- An anonymous report's author is nobody's to know, staff included (docs/decisions.md#privacy-of-reports).
       LEFT JOIN app_user u
         ON u.id = CASE WHEN i.comment_id IS NOT NULL THEN c.author_id WHEN NOT r.anonymous THEN r.author_id END
      -- A comment its author deleted is gone: its flags were closed with it (moderation.reactions.ts).
      WHERE i.comment_id IS NULL OR c.deleted_at IS NULL
      ORDER BY i.last_flag_at DESC, i.report_id, i.comment_id NULLS FIRST
      LIMIT ${MODERATION_LIMITS.queuePageSize}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => {
      const isComment = row.comment_id !== null;
      const reasonCounts = new Map<FlagReason, number>();
      for (const flag of row.flags) reasonCounts.set(flag.reason, (reasonCounts.get(flag.reason) ?? 0) + 1);
      const name = [row.first_name, row.last_name].filter(Boolean).join(" ");
      return {
        target: isComment ? "comment" : "report",
        reportId: row.report_id,
        radicado: row.radicado,
        commentId: row.comment_id,
        text: isComment ? row.comment_text : row.report_text,
        parentText: row.parent_text,
        authorName: name || null,
        state: isComment ? row.comment_moderation : row.report_moderation,
        reason: isComment ? row.comment_reason : row.report_reason,
        openFlags: row.open_flags,
        reasonCounts: [...reasonCounts].map(([reason, count]) => ({ reason, count })),
        flags: row.flags.slice(0, MODERATION_LIMITS.flagsShownPerItem).map((flag) => ({
          reason: flag.reason,
          details: flag.details,
          createdAt: new Date(flag.created_at),
        })),
        lastFlagAt: new Date(row.last_flag_at),
      };
    }),
  };
}

/** The flags a person raised, for their data export (docs/decisions.md#account-deletion). */
export function flagsOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'onComment', g.comment_id IS NOT NULL,
              'reason', g.reason, 'details', g.details, 'createdAt', g.created_at)
              ORDER BY g.created_at, g.id), '[]') AS list
       FROM content_flag g JOIN report r ON r.id = g.report_id WHERE g.user_id = ?`,
    [userId],
  );
}
