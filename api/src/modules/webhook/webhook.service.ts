import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import {
  UUID_PATTERN,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  webhookActorName,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from "../../domain";
import { forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { enqueueJob } from "../../jobs/job-queue";
import { canManageWebhooks } from "../../policies/webhook.policy";
import { parseInput } from "../../validation/parse-input";
import { User } from "../user/user.entity";
import { configureWebhookInput } from "./webhook.inputs";
import { newWebhookSecret } from "./webhook-signature";

/** A dependencia's webhook as admins see it: never its secret, which was shown once. */
export interface WebhookView {
  dependenciaId: string;
  dependenciaName: string;
  url: string;
  enabled: boolean;
  /** The secret's first characters, to tell an old one from the current one. */
  secretPrefix: string;
  createdAt: Date;
  updatedAt: Date;
  secretRotatedAt: Date;
}

export interface WebhookWithSecret {
  webhook: WebhookView;
  /** The whole secret: shown when it is made (first configuration, rotation), stored for signing only. */
  secret: string | null;
}

export interface WebhookDeliveryView {
  id: string;
  eventType: WebhookEventType;
  reportId: string;
  radicado: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastStatusCode: number | null;
  occurredAt: Date;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

/** Characters of the secret shown in the list: the marker and 6 of the random part. */
const SHOWN_SECRET = 12;

interface EndpointRow {
  dependencia_id: string;
  dependencia_name: string;
  url: string;
  enabled: boolean;
  secret: string;
  partner_user_id: string;
  created_at: string | Date;
  updated_at: string | Date;
  secret_rotated_at: string | Date;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: string | Date | null) => (value == null ? null : toDate(value));

function view(row: EndpointRow): WebhookView {
  return {
    dependenciaId: row.dependencia_id,
    dependenciaName: row.dependencia_name,
    url: row.url,
    enabled: row.enabled,
    secretPrefix: row.secret.slice(0, SHOWN_SECRET),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    secretRotatedAt: toDate(row.secret_rotated_at),
  };
}

const ENDPOINT_SELECT = `SELECT w.dependencia_id, d.name AS dependencia_name, w.url, w.enabled, w.secret,
  w.partner_user_id, w.created_at, w.updated_at, w.secret_rotated_at
  FROM webhook_endpoint w JOIN dependencia d ON d.id = w.dependencia_id`;

/** The endpoint of a dependencia with its secret, for signing and verifying (no permission check). */
export async function findEndpoint(em: EntityManager, dependenciaId: string): Promise<EndpointRow | null> {
  if (!UUID_PATTERN.test(dependenciaId)) return null;
  const [row] = await em.execute<EndpointRow[]>(`${ENDPOINT_SELECT} WHERE w.dependencia_id = ?`, [
    dependenciaId,
  ]);
  return row ?? null;
}

async function dependenciaName(tx: EntityManager, dependenciaId: string): Promise<string> {
  const [row] = UUID_PATTERN.test(dependenciaId)
    ? await tx.execute<Array<{ name: string }>>("SELECT name FROM dependencia WHERE id = ? FOR UPDATE", [
        dependenciaId,
      ])
    : [];
  if (!row) throw notFound(WEBHOOK_MESSAGES.dependenciaNotFound);
  return row.name;
}

/** A dependencia's webhook, or null when it has none (super_admins). */
export async function getWebhook(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  dependenciaId: string,
): Promise<WebhookView | null> {
  if (!canManageWebhooks(viewer)) throw forbidden();
  const row = await findEndpoint(em, dependenciaId);
  return row ? view(row) : null;
}

/**
 * Sets a dependencia's webhook (super_admins; audited). The first time, it makes the secret and the
 * account the partner's inbound requests act as (docs/webhooks.md#inbound), and answers the secret, once;
 * later, it changes the URL and whether it is on, and the secret stays.
 */
export async function configureWebhook(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  dependenciaId: string,
  input: unknown,
): Promise<WebhookWithSecret> {
  if (!canManageWebhooks(viewer)) throw forbidden();
  const { url, enabled } = parseInput(configureWebhookInput, input);
  return em.transactional(async (tx) => {
    const name = await dependenciaName(tx, dependenciaId);
    const existing = await findEndpoint(tx, dependenciaId);
    let secret: string | null = null;
    if (existing) {
      await tx.execute(
        "UPDATE webhook_endpoint SET url = ?, enabled = ?, updated_at = now() WHERE dependencia_id = ?",
        [url, enabled, dependenciaId],
      );
      // Its actor keeps the dependencia's current name (history and audit log read it).
      await tx.nativeUpdate(User, { id: existing.partner_user_id }, { firstName: webhookActorName(name) });
    } else {
      secret = newWebhookSecret();
      // No password and no provider identity, inactive: it can never sign in; only the inbound door
      // acts as it, for this dependencia's reports alone.
      const partner = tx.create(User, { role: "staff", firstName: webhookActorName(name), active: false });
      await tx.flush();
      await tx.execute(
        `INSERT INTO webhook_endpoint (dependencia_id, url, secret, enabled, partner_user_id, created_at, updated_at,
           secret_rotated_at) VALUES (?, ?, ?, ?, ?, now(), now(), now())`,
        [dependenciaId, url, secret, enabled, partner.id],
      );
    }
    const before = existing ? { url: existing.url, enabled: existing.enabled } : null;
    const after = { url, enabled };
    if (!existing || existing.url !== url || existing.enabled !== enabled) {
      await emit(tx, "webhook.changed", {
        actorId: viewer!.id,
        action: "webhook.configure",
        dependenciaId,
        dependenciaName: name,
        before,
        after,
      });
    }
    return { webhook: view((await findEndpoint(tx, dependenciaId))!), secret };
  });
}

/**
 * A new secret for a dependencia's webhook (super_admins; audited), answered once: from now on the old
 * one neither signs what is sent nor verifies what comes in.
 */
export async function rotateWebhookSecret(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  dependenciaId: string,
): Promise<WebhookWithSecret> {
  if (!canManageWebhooks(viewer)) throw forbidden();
  return em.transactional(async (tx) => {
    const name = await dependenciaName(tx, dependenciaId);
    const existing = await findEndpoint(tx, dependenciaId);
    if (!existing) throw notFound(WEBHOOK_MESSAGES.notConfigured);
    const secret = newWebhookSecret();
    await tx.execute(
      "UPDATE webhook_endpoint SET secret = ?, secret_rotated_at = now(), updated_at = now() WHERE dependencia_id = ?",
      [secret, dependenciaId],
    );
    await emit(tx, "webhook.changed", {
      actorId: viewer!.id,
      action: "webhook.rotate",
      dependenciaId,
      dependenciaName: name,
      before: { secret: existing.secret.slice(0, SHOWN_SECRET) },
      after: { secret: secret.slice(0, SHOWN_SECRET) },
    });
    return { webhook: view((await findEndpoint(tx, dependenciaId))!), secret };
  });
}

interface DeliveryRow {
  id: string;
  event_type: WebhookEventType;
  report_id: string;
  radicado: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_error: string | null;
  last_status_code: number | null;
  occurred_at: string | Date;
  created_at: string | Date;
  last_attempt_at: string | Date | null;
  delivered_at: string | Date | null;
}

const DELIVERY_SELECT = `SELECT w.id, w.event_type, w.report_id, r.radicado, w.status, w.attempts, w.last_error,
  w.last_status_code, w.occurred_at, w.created_at, w.last_attempt_at, w.delivered_at
  FROM webhook_delivery w JOIN report r ON r.id = w.report_id`;

function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    eventType: row.event_type,
    reportId: row.report_id,
    radicado: row.radicado,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastStatusCode: row.last_status_code,
    occurredAt: toDate(row.occurred_at),
    createdAt: toDate(row.created_at),
    lastAttemptAt: toDateOrNull(row.last_attempt_at),
    deliveredAt: toDateOrNull(row.delivered_at),
  };
}

/** A dependencia's latest deliveries, newest first (super_admins). */
export async function listWebhookDeliveries(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  dependenciaId: string,
): Promise<WebhookDeliveryView[]> {
  if (!canManageWebhooks(viewer)) throw forbidden();
  if (!UUID_PATTERN.test(dependenciaId)) throw notFound(WEBHOOK_MESSAGES.dependenciaNotFound);
  const rows = await em.execute<DeliveryRow[]>(
    `${DELIVERY_SELECT} WHERE w.dependencia_id = ? ORDER BY w.created_at DESC, w.id DESC
      LIMIT ${WEBHOOK_LIMITS.deliveriesListMax}`,
    [dependenciaId],
  );
  return rows.map(deliveryView);
}

/** Queues a delivery's job: one pending job per delivery, retried with the queue's back-off. */
export function enqueueDelivery(tx: EntityManager, deliveryId: string): Promise<void> {
  return enqueueJob(
    tx,
    "deliver-webhook",
    { deliveryId },
    { jobKey: `webhook-delivery:${deliveryId}`, maxAttempts: WEBHOOK_LIMITS.maxAttempts },
  );
}

/**
 * Sends a delivery again, with the same event id and body, so the partner can recognise it
 * (super_admins; audited): a new round of attempts starts now.
 */
export async function resendWebhookDelivery(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  if (!canManageWebhooks(viewer)) throw forbidden();
  if (!UUID_PATTERN.test(deliveryId)) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<Array<DeliveryRow & { dependencia_id: string; dependencia_name: string }>>(
      `UPDATE webhook_delivery w SET status = 'pending' FROM report r, dependencia d
        WHERE w.id = ? AND r.id = w.report_id AND d.id = w.dependencia_id
        RETURNING w.id, w.event_type, w.report_id, r.radicado, w.status, w.attempts, w.last_error,
          w.last_status_code, w.occurred_at, w.created_at, w.last_attempt_at, w.delivered_at,
          w.dependencia_id, d.name AS dependencia_name`,
      [deliveryId],
    );
    if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    await enqueueDelivery(tx, deliveryId);
    await emit(tx, "webhook.changed", {
      actorId: viewer!.id,
      action: "webhook.resend",
      dependenciaId: row.dependencia_id,
      dependenciaName: row.dependencia_name,
      before: null,
      after: { eventId: deliveryId },
    });
    return deliveryView(row);
  });
}

/**
 * Records an event for a dependencia's partner and queues its delivery, in the writer's transaction
 * (docs/webhooks.md#outbound). Nothing when the dependencia has no webhook or it is off, or when the
 * partner itself made the change (it knows already).
 */
export async function queueWebhookEvent(
  tx: EntityManager,
  event: {
    dependenciaId: string;
    type: WebhookEventType;
    reportId: string;
    occurredAt: Date;
    actorId: string | null;
  },
): Promise<void> {
  const [endpoint] = await tx.execute<Array<{ enabled: boolean; partner_user_id: string }>>(
    "SELECT enabled, partner_user_id FROM webhook_endpoint WHERE dependencia_id = ?",
    [event.dependenciaId],
  );
  if (!endpoint?.enabled || endpoint.partner_user_id === event.actorId) return;
  const id = randomUUID();
  await tx.execute(
    `INSERT INTO webhook_delivery (id, dependencia_id, event_type, report_id, occurred_at, created_at)
     VALUES (?, ?, ?, ?, ?, now())`,
    [id, event.dependenciaId, event.type, event.reportId, event.occurredAt.toISOString()],
  );
  await enqueueDelivery(tx, id);
}
