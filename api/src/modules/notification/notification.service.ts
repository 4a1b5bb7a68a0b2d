import type { EntityManager } from "@mikro-orm/postgresql";
import { textArray } from "../report/report.related";
import { z } from "zod";
import type { CurrentUser } from "../../context/current-user";
import { readJsonList } from "../../database/json-list";
import { UUID_PATTERN, type NotificationKind, type ReportStatus } from "../../domain";
import { unauthenticated } from "../../errors/app-error";
import { enqueueJob } from "../../jobs/job-queue";
import { publish } from "../../pubsub/postgres-pubsub";
import { parseInput } from "../../validation/parse-input";
import { Report } from "../report/report.entity";
import { User } from "../user/user.entity";
import { Notification } from "./notification.entity";

export interface StatusChangeNotice {
  /** Default `status`: a status change. */
  kind?: NotificationKind;
  reportId: string;
  recipientId: string;
  fromStatus: ReportStatus | null;
  toStatus: ReportStatus;
  /** Staff's message to the reporter. */
  note: string | null;
  /** A public update. Never an internal note: notices have no place for one. */
  publicUpdate?: string | null;
  /** Marked duplicado: the original, where to follow it now (docs/staff.md#duplicates). */
  originalReportId?: string | null;
}

export interface Notice extends StatusChangeNotice {
  kind: NotificationKind;
  dueAt: Date | null;
  /** Whether it also goes by e-mail; default yes. */
  email?: boolean;
}

/**
 * A reporter's notification of a status change, or of a public update or a message to them written
 * without one (docs/staff.md#notifications).
 */
export function notifyStatusChange(em: EntityManager, notice: StatusChangeNotice): Promise<Notification> {
  return notify(em, { ...notice, kind: notice.kind ?? "status", dueAt: null });
}

/**
 * In the transaction of what it tells: the notification and its e-mail job on the queue (same
 * transaction: no job without its change, no change without its job; the job key is the notification,
 * so it is queued once). The job sends nothing when SMTP is not configured (docs/staff.md#notifications).
 */
export async function notify(em: EntityManager, notice: Notice): Promise<Notification> {
  const notification = em.create(Notification, {
    kind: notice.kind,
    recipient: em.getReference(User, notice.recipientId),
    report: em.getReference(Report, notice.reportId),
    fromStatus: notice.fromStatus,
    toStatus: notice.toStatus,
    note: notice.note,
    dueAt: notice.dueAt,
    publicUpdate: notice.publicUpdate ?? null,
    originalReport: notice.originalReportId ? em.getReference(Report, notice.originalReportId) : null,
  });
  await em.flush();
  // Delivered on commit to the reporter's open pages (docs/live-updates.md#publishing).
  await publish(em, "notificationAdded", notice.recipientId, { notificationId: notification.id });
  if (notice.email === false) return notification;
  await enqueueJob(
    em,
    "send-status-email",
    { notificationId: notification.id },
    { jobKey: `notification:${notification.id}` },
  );
  return notification;
}

/**
 * Who is warned of a report's term (docs/legal-clock.md#the-overdue-job): the one place that decides it.
 * The active funcionarios of the dependencia that works it; when it has none (an external dependencia,
 * one without accounts yet), the active super_admins, so that a warning always reaches someone.
 */
export async function staffToWarnFor(em: EntityManager, report: Pick<Report, "id">): Promise<User[]> {
  const members = await em.execute<Array<{ id: string }>>(
    `SELECT u.id FROM report r JOIN staff_membership m ON m.dependencia_id = r.dependencia_id
       JOIN app_user u ON u.id = m.user_id AND u.role = 'staff' AND u.active
     WHERE r.id = ?`,
    [report.id],
  );
  if (members.length > 0) {
    return em.find(User, { id: { $in: members.map((member) => member.id) } }, { orderBy: { id: "asc" } });
  }
  return em.find(User, { role: "super_admin", active: true }, { orderBy: { id: "asc" } });
}

/**
 * Who hears of a report new in a dependencia (filed there, or routed there): its active funcionarios.
 * When it has none and someone routed it there (`routed`), the active super_admins, so that a report
 * sent where nobody works it reaches someone (docs/staff.md#notifications). Never the one who sent it.
 */
export async function staffToTellOfNewReport(
  em: EntityManager,
  dependenciaId: string,
  { actorId, routed }: { actorId: string | null; routed: boolean },
): Promise<string[]> {
  const members = await em.execute<Array<{ id: string }>>(
    `SELECT u.id FROM staff_membership m JOIN app_user u ON u.id = m.user_id AND u.role = 'staff' AND u.active
     WHERE m.dependencia_id = ? ORDER BY u.id`,
    [dependenciaId],
  );
  const ids =
    members.length > 0 || !routed
      ? members.map((member) => member.id)
      : (await em.find(User, { role: "super_admin", active: true }, { orderBy: { id: "asc" } })).map(
          (user) => user.id,
        );
  return ids.filter((id) => id !== actorId);
}

/**
 * The kinds told to people who read the report's public view (followers, area alerts' subscribers): while
 * the report is under review or hidden, their public update is withheld like the rest of its public view
 * (docs/moderation.md), including what they were told before.
 */
export const PUBLIC_VIEW_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  "followedStatus",
  "followedUpdate",
  "areaAlert",
];

const listInput = z.object({
  limit: z.preprocess((value) => value ?? undefined, z.number().int().min(1).max(50).default(20)),
});

export async function listNotifications(em: EntityManager, viewer: CurrentUser | undefined, input: unknown) {
  if (!viewer) throw unauthenticated();
  const { limit } = parseInput(listInput, input);
  return em.find(
    Notification,
    { recipient: viewer.id },
    { orderBy: [{ createdAt: "desc" }, { id: "desc" }], limit, populate: ["report", "originalReport"] },
  );
}

export async function unreadNotificationCount(
  em: EntityManager,
  viewer: CurrentUser | undefined,
): Promise<number> {
  if (!viewer) throw unauthenticated();
  return em.count(Notification, { recipient: viewer.id, readAt: null });
}

/** Marks the viewer's own notifications read (all when `ids` is absent); answers the unread count left. */
export async function markNotificationsRead(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  ids: string[] | null,
): Promise<number> {
  if (!viewer) throw unauthenticated();
  const uuids = (ids ?? []).filter((id) => UUID_PATTERN.test(id));
  await em.nativeUpdate(
    Notification,
    { recipient: viewer.id, readAt: null, ...(ids ? { id: { $in: uuids } } : {}) },
    { readAt: new Date() },
  );
  return unreadNotificationCount(em, viewer);
}

/**
 * The same in-app notice for many recipients at once, in the caller's transaction: one statement
 * whatever their number (an area alert can reach many people, docs/alerts.md#immediate-alerts), each
 * delivered live on commit. No e-mail: the caller queues its own. Answers each recipient's notification.
 */
export async function notifyMany(
  em: EntityManager,
  notice: {
    kind: NotificationKind;
    reportId: string;
    toStatus: ReportStatus;
    recipientIds: readonly string[];
  },
): Promise<Array<{ id: string; recipientId: string }>> {
  if (notice.recipientIds.length === 0) return [];
  const rows = await em.execute<Array<{ id: string; recipient_id: string }>>(
    `INSERT INTO notification (id, recipient_id, report_id, kind, to_status, created_at)
     SELECT gen_random_uuid(), recipient, ?, ?, ?, now() FROM unnest(?::text[]) AS recipient
     RETURNING id, recipient_id`,
    [notice.reportId, notice.kind, notice.toStatus, textArray(notice.recipientIds)],
  );
  for (const row of rows) {
    await publish(em, "notificationAdded", row.recipient_id, { notificationId: row.id });
  }
  return rows.map((row) => ({ id: row.id, recipientId: row.recipient_id }));
}

/**
 * A person's notifications for their data export (docs/decisions.md#account-deletion): a public update
 * of a report now under moderation is withheld, as the notifications screen withholds it.
 */
export function notificationsOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'kind', n.kind, 'fromStatus', n.from_status,
              'toStatus', n.to_status, 'message', n.note,
              'publicUpdate', CASE WHEN r.moderation IS NOT NULL AND n.kind = ANY(?::text[]) THEN NULL
                                   ELSE n.public_update END, 'createdAt', n.created_at,
              'readAt', n.read_at, 'emailSentAt', n.email_sent_at) ORDER BY n.created_at, n.id), '[]') AS list
       FROM notification n JOIN report r ON r.id = n.report_id WHERE n.recipient_id = ?`,
    [textArray(PUBLIC_VIEW_NOTIFICATION_KINDS), userId],
  );
}
