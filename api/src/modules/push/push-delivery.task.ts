import type { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import webpush from "web-push";
import type { PushConfig } from "../../config/push.config";
import { neighborhoodLabel, PUSH_LIMITS, pushText, reportStatusLabel, type PushKind } from "../../domain";
import type { JobTask } from "../../jobs/job-queue";
import { vapidKeys } from "./vapid-keys";

/** What the service worker receives, decrypted (docs/push.md#what-is-sent). */
export interface PushPayload {
  title: string;
  body: string;
  /** The report's public page, a path of the app. */
  url: string;
  /** One notification per report on the device: a newer one replaces it. */
  tag: string;
}

/** The report's public page (the web app's `/community/reports/:id`). */
export const publicReportPath = (reportId: string) => `/community/reports/${reportId}`;

/**
 * The payload, from the public view only: radicado, category, barrio and status. Never a name, a
 * description, an address, an update or a message (docs/push.md#what-is-sent).
 */
export function pushPayload(input: {
  kind: PushKind;
  reportId: string;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  status: string;
}): PushPayload {
  const text = pushText({
    kind: input.kind,
    radicado: input.radicado,
    categoryName: input.categoryName,
    neighborhood: neighborhoodLabel(input.neighborhood) ?? input.neighborhood,
    statusLabel: reportStatusLabel(input.status) ?? input.status,
  });
  return { ...text, url: publicReportPath(input.reportId), tag: `report-${input.reportId}` };
}

interface SubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  radicado: string;
  neighborhood: string;
  category_name: string;
}

/**
 * The queue's `send-push` task (docs/push.md#retries): one push to one browser. The payload is encrypted
 * for the browser (RFC 8291, aes128gcm) and signed with the VAPID key by web-push, and POSTed here with a
 * time limit and no redirects. The push service's answer decides:
 * - 2xx: delivered to the service; the subscription's last use is noted.
 * - 404 or 410: the browser unsubscribed or the subscription expired: it is deleted, nothing retried.
 * - 429, 5xx, no answer, a network error: thrown, so that the queue tries again with its back-off.
 * - any other 4xx (a payload or key the service refuses): logged, not retried (it would fail alike).
 * Nothing is sent when the subscription is gone, its person is inactive or the report no longer exists.
 * The TTL is what is left of a day since the change, so a retry never extends the message's life.
 */
export function pushDeliveryTask(options: {
  orm: MikroORM;
  config: PushConfig;
  logger: Logger;
}): JobTask<"send-push"> {
  return async ({ subscriptionId, reportId, kind, status }, helpers) => {
    const em = options.orm.em.fork();
    const [row] = await em.execute<SubscriptionRow[]>(
      `SELECT s.id, s.endpoint, s.p256dh, s.auth, r.radicado, r.neighborhood, c.name AS category_name
       FROM push_subscription s JOIN app_user u ON u.id = s.user_id AND u.active
       JOIN report r ON r.id = ? JOIN category c ON c.id = r.category_id
       WHERE s.id = ?`,
      [reportId, subscriptionId],
    );
    if (!row) return;
    const age = Math.max(0, Math.floor((Date.now() - new Date(helpers.job.created_at).getTime()) / 1000));
    const ttl = PUSH_LIMITS.ttlSeconds - age;
    if (ttl <= 0) return;
    const payload = JSON.stringify(
      pushPayload({
        kind,
        reportId,
        radicado: row.radicado,
        categoryName: row.category_name,
        neighborhood: row.neighborhood,
        status,
      }),
    );
    const keys = await vapidKeys(em, options.config);
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        TTL: ttl,
        vapidDetails: { subject: options.config.subject, ...keys },
        contentEncoding: "aes128gcm",
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      // A push goes to the browser's push service, never where a redirect points.
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_LIMITS.timeoutMs),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status <= 299) {
      await em.execute(`UPDATE push_subscription SET last_used_at = now() WHERE id = ?`, [row.id]);
      return;
    }
    if (response.status === 404 || response.status === 410) {
      await em.execute(`DELETE FROM push_subscription WHERE id = ?`, [row.id]);
      return;
    }
    const origin = new URL(row.endpoint).origin;
    if (response.status === 429 || response.status >= 500 || response.status < 200) {
      throw new Error(`push to ${origin}: HTTP ${response.status}`);
    }
    options.logger.warn(
      { component: "push", status: response.status, pushService: origin },
      "push refused by the push service; not retried",
    );
  };
}
