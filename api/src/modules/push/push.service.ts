import type { EntityManager } from "@mikro-orm/postgresql";
import type { PushConfig } from "../../config/push.config";
import type { CurrentUser } from "../../context/current-user";
import { PUSH_LIMITS, PUSH_MESSAGES, type PushKind, type ReportStatus } from "../../domain";
import { notFound, unauthenticated } from "../../errors/app-error";
import { canKeepPushSubscriptions, isOwnPushSubscription } from "../../policies/push.policy";
import { parseInput } from "../../validation/parse-input";
import { textArray } from "../report/report.related";
import { pushEndpointInput, pushSubscriptionInput } from "./push.inputs";
import { vapidKeys } from "./vapid-keys";

/** A browser's subscription as its owner sees it on both doors (never its keys). */
export interface PushSubscriptionView {
  endpoint: string;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface SubscriptionRow {
  endpoint: string;
  user_agent: string | null;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const present = (row: SubscriptionRow): PushSubscriptionView => ({
  endpoint: row.endpoint,
  userAgent: row.user_agent,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
});

/** The VAPID public key (base64url) a browser subscribes with, its `applicationServerKey` (docs/push.md#keys). */
export async function pushPublicKey(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  config: PushConfig,
): Promise<string> {
  if (!canKeepPushSubscriptions(viewer)) throw unauthenticated();
  return (await vapidKeys(em, config)).publicKey;
}

/**
 * Keeps the viewer's browser subscription (docs/push.md#subscribing). The endpoint names one browser: sent
 * again, its keys are refreshed; sent by another person (another account signed in on that browser), it
 * becomes theirs, so pushes follow whoever is signed in there now. Each person keeps their newest
 * PUSH_LIMITS.perUser, counted under a lock of their row: a new one beyond that drops the oldest.
 */
export async function subscribePush(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  config: PushConfig,
  input: unknown,
): Promise<PushSubscriptionView> {
  if (!canKeepPushSubscriptions(viewer)) throw unauthenticated();
  const subscription = parseInput(pushSubscriptionInput(config.allowLocalHttp), input);
  return em.transactional(async (tx) => {
    await tx.execute(`SELECT id FROM app_user WHERE id = ? FOR UPDATE`, [viewer.id]);
    const [row] = await tx.execute<SubscriptionRow[]>(
      `INSERT INTO push_subscription (id, user_id, endpoint, p256dh, auth, user_agent, created_at)
       VALUES (gen_random_uuid(), ?, ?, ?, ?, ?, now())
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
         user_agent = excluded.user_agent, user_id = excluded.user_id,
         created_at = CASE WHEN push_subscription.user_id = excluded.user_id THEN push_subscription.created_at
                           ELSE excluded.created_at END,
         last_used_at = CASE WHEN push_subscription.user_id = excluded.user_id THEN push_subscription.last_used_at END
       RETURNING endpoint, user_agent, created_at, last_used_at`,
      [
        viewer.id,
        subscription.endpoint,
        subscription.keys.p256dh,
        subscription.keys.auth,
        subscription.userAgent,
      ],
    );
    await tx.execute(
      `DELETE FROM push_subscription WHERE user_id = ? AND id NOT IN (
         SELECT id FROM push_subscription WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
      [viewer.id, viewer.id, PUSH_LIMITS.perUser],
    );
    return present(row!);
  });
}

/**
 * Removes one of the viewer's subscriptions by its endpoint. Another person's answers "not found", like
 * one that does not exist, and stays.
 */
export async function unsubscribePush(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<boolean> {
  if (!canKeepPushSubscriptions(viewer)) throw unauthenticated();
  const { endpoint } = parseInput(pushEndpointInput, input);
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<Array<{ id: string; user_id: string }>>(
      `SELECT id, user_id FROM push_subscription WHERE endpoint = ? FOR UPDATE`,
      [endpoint],
    );
    if (!row || !isOwnPushSubscription(viewer, { userId: row.user_id })) {
      throw notFound(PUSH_MESSAGES.notFound);
    }
    await tx.execute(`DELETE FROM push_subscription WHERE id = ?`, [row.id]);
    return true;
  });
}

/**
 * A person's subscriptions for their data export (Mis datos): the push service each goes through, the
 * device's label and the dates; not the endpoint's secret path nor the keys.
 */
export async function pushSubscriptionsOf(
  em: EntityManager,
  userId: string,
): Promise<
  Array<{ pushService: string; userAgent: string | null; createdAt: string; lastUsedAt: string | null }>
> {
  const rows = await em.execute<SubscriptionRow[]>(
    `SELECT endpoint, user_agent, created_at, last_used_at FROM push_subscription WHERE user_id = ?
     ORDER BY created_at, id`,
    [userId],
  );
  return rows.map(present).map((view) => ({
    pushService: new URL(view.endpoint).origin,
    userAgent: view.userAgent,
    createdAt: view.createdAt.toISOString(),
    lastUsedAt: view.lastUsedAt?.toISOString() ?? null,
  }));
}

/** One person to tell, and how (docs/push.md#what-is-sent). */
export interface PushRecipient {
  userId: string;
  kind: PushKind;
}

/**
 * Queues one `send-push` job per subscription of each recipient, in the caller's transaction (the
 * change's): a push exists exactly when the change commits (docs/events.md). One statement whatever
 * their number. The job key is the subscription and the report: a newer change of the same report
 * replaces a push not yet sent, as the browser's notification of that report is replaced anyway.
 */
export async function queuePushes(
  tx: EntityManager,
  push: { reportId: string; status: ReportStatus; recipients: readonly PushRecipient[] },
): Promise<void> {
  if (push.recipients.length === 0) return;
  await tx.execute(
    `SELECT graphile_worker.add_jobs(array_agg(ROW(
       'send-push',
       json_build_object('subscriptionId', s.id, 'reportId', ?::text, 'kind', r.kind, 'status', ?::text),
       NULL, NULL, ?::int, 'push:' || s.id || ':' || ?::text, NULL, NULL
     )::graphile_worker.job_spec ORDER BY s.id))
     FROM unnest(?::text[], ?::text[]) AS r(user_id, kind)
     JOIN push_subscription s ON s.user_id = r.user_id
     HAVING count(*) > 0`,
    [
      push.reportId,
      push.status,
      PUSH_LIMITS.maxAttempts,
      push.reportId,
      textArray(push.recipients.map((recipient) => recipient.userId)),
      textArray(push.recipients.map((recipient) => recipient.kind)),
    ],
  );
}
