import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS, type WebhookEventType } from "../../domain";
import type { JobTask } from "../../jobs/job-queue";
import { getOpen311Request } from "../open311/open311.service";
import { findEndpoint } from "./webhook.service";
import { signWebhook, webhookTimestamp } from "./webhook-signature";

interface DeliveryRow {
  id: string;
  dependencia_id: string;
  event_type: WebhookEventType;
  report_id: string;
  occurred_at: string | Date;
  body: string | null;
  status: string;
}

/**
 * The body a delivery sends, written at its first attempt and kept, so that every retry and every
 * "Reenviar" sends the same bytes under the same event id (docs/webhooks.md#the-payload). The report is
 * its public view, as Open311 publishes it: no personal data.
 */
async function deliveryBody(
  em: EntityManager,
  delivery: DeliveryRow,
  dependenciaName: string,
): Promise<string> {
  if (delivery.body !== null) return delivery.body;
  const occurredAt =
    delivery.occurred_at instanceof Date ? delivery.occurred_at : new Date(delivery.occurred_at);
  const body = JSON.stringify({
    id: delivery.id,
    type: delivery.event_type,
    occurred_at: occurredAt.toISOString(),
    dependencia: { id: delivery.dependencia_id, name: dependenciaName },
    report: await getOpen311Request(em, delivery.report_id),
  });
  // Another attempt may have written it meanwhile (a "Reenviar" during a retry): the first one stays.
  const [kept] = await em.execute<Array<{ body: string }>>(
    `UPDATE webhook_delivery SET body = COALESCE(body, ?) WHERE id = ? RETURNING body`,
    [body, delivery.id],
  );
  return kept?.body ?? body;
}

/** Network errors in words for the staff who read the deliveries; the code stays for their partner. */
const NETWORK_FAILURES: ReadonlyArray<[RegExp, string]> = [
  [/^ECONNREFUSED$/, "El receptor rechazó la conexión"],
  [/^(ENOTFOUND|EAI_AGAIN)$/, "No se encontró el servidor de la URL"],
  [/^(ECONNRESET|EPIPE|UND_ERR_SOCKET)$/, "El receptor cortó la conexión"],
  [/^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|EHOSTUNREACH|ENETUNREACH)$/, "No se pudo llegar al servidor"],
  [/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/, "El certificado TLS del receptor no es válido"],
  // The fetch standard refuses ports of other protocols (mail, SSH…), whatever answers there.
  [/^bad port$/, "La URL usa un puerto que no se permite para web"],
];

/** A failure's text for the log: the receiver's status, the timeout, or the network error. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `Sin respuesta en ${WEBHOOK_LIMITS.timeoutMs / 1000} s`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const text = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  const words = NETWORK_FAILURES.find(([pattern]) => pattern.test(text))?.[1] ?? "Error de red";
  return `${words} (${text})`.slice(0, WEBHOOK_LIMITS.lastErrorMaxLength);
}

/**
 * The queue's `deliver-webhook` task (docs/webhooks.md#retries): POSTs the signed event to the
 * dependencia's URL and records the attempt. A failure (no answer within 10 s, a network error, any status
 * but 2xx) throws, so that graphile-worker tries again with its exponential back-off, up to 13 attempts
 * over about 22 hours; the last failed one marks the delivery `failed`. Delivered once, it is done:
 * at-least-once, since an answer lost on the way back means the partner gets it again.
 */
export function webhookDeliveryTask(options: { orm: MikroORM }): JobTask<"deliver-webhook"> {
  return async ({ deliveryId }, helpers) => {
    const em = options.orm.em.fork();
    const [delivery] = await em.execute<DeliveryRow[]>(
      `SELECT id, dependencia_id, event_type, report_id, occurred_at, body, status FROM webhook_delivery WHERE id = ?`,
      [deliveryId],
    );
    if (!delivery || delivery.status === "delivered") return;
    const endpoint = await findEndpoint(em, delivery.dependencia_id);
    if (!endpoint?.enabled) {
      await em.execute(`UPDATE webhook_delivery SET status = 'failed', last_error = ? WHERE id = ?`, [
        "Webhook desactivado",
        deliveryId,
      ]);
      return;
    }
    const body = await deliveryBody(em, delivery, endpoint.dependencia_name);
    const timestamp = webhookTimestamp();
    let statusCode: number | null = null;
    let failure: string | null = null;
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        body,
        // A signed event goes where the admin said, never where a redirect points.
        redirect: "manual",
        signal: AbortSignal.timeout(WEBHOOK_LIMITS.timeoutMs),
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "ReportaRiomar-Webhooks/1",
          [WEBHOOK_HEADERS.id]: delivery.id,
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.signature]: signWebhook(endpoint.secret, timestamp, body),
        },
      });
      statusCode = response.status;
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = describeFailure(error);
    }
    const last = helpers.job.attempts >= helpers.job.max_attempts;
    await em.execute(
      `UPDATE webhook_delivery SET attempts = attempts + 1, last_attempt_at = now(), last_status_code = ?,
         last_error = ?, status = ?, delivered_at = CASE WHEN ? THEN now() ELSE delivered_at END
       WHERE id = ?`,
      [
        statusCode,
        failure,
        failure === null ? "delivered" : last ? "failed" : "retrying",
        failure === null,
        deliveryId,
      ],
    );
    if (failure !== null) throw new Error(`webhook ${deliveryId}: ${failure}`);
  };
}
