import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../http-client";
import { admin, citizen, fileReport, queryRows } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { deadUrl, verifyAsPartner, waitFor, WebhookReceiver } from "./webhook-receiver";

/**
 * Partners' signed webhooks (docs/webhooks.md), end to end: a real receiver on loopback gets the signed
 * event after staff act, verifies it as the README says, and posts a change back through the inbound door.
 */

interface DeliveryJson {
  id: string;
  eventType: string;
  reportId: string;
  radicado: string;
  status: string;
  attempts: number;
  lastError: string | null;
  lastStatusCode: number | null;
}

const DEPENDENCIAS = `{ dependencias { id name isDefault } }`;
const ROUTE = `mutation ($id: ID!, $to: ID!) { routeReport(id: $id, dependenciaId: $to) { id } }`;
const AUDIT = `{ auditLog(limit: 100) { entries { action actorName subjectType subjectId changes { field after } } } }`;

let server: TestServer;
let ana: HttpClient;
let carlos: HttpClient;
let receiver: WebhookReceiver;
let home: { id: string; name: string };
let other: { id: string; name: string };
let secret: string;

beforeAll(async () => {
  // The per-address limit's test speaks from addresses of its own, through the loopback proxy.
  server = await startTestServer({ TRUST_PROXY: "loopback" });
  ana = await admin(server);
  carlos = await citizen(server);
  receiver = await new WebhookReceiver().start();
  const list = await ana.graphql<{ dependencias: Array<{ id: string; name: string; isDefault: boolean }> }>(
    DEPENDENCIAS,
  );
  // Where a resident's report of the default form is routed (docs/staff.md#routing).
  const probe = await fileReport(carlos);
  const [routed] = await queryRows<{ dependencia_id: string }>(
    server,
    "SELECT dependencia_id FROM report WHERE id = $1",
    [probe.id],
  );
  home = list.data!.dependencias.find((entry) => entry.id === routed!.dependencia_id)!;
  other = list.data!.dependencias.find((entry) => entry.id !== home.id)!;
  const configured = await ana.request(`/api/admin/dependencias/${home.id}/webhook`, {
    method: "PUT",
    json: { url: receiver.url },
  });
  expect(configured.status).toBe(200);
  secret = ((await configured.json()) as { secret: string }).secret;
});

afterAll(async () => {
  await receiver?.stop();
  await server?.stop();
});

const deliveries = async (dependenciaId: string) => {
  const response = await ana.request(`/api/admin/dependencias/${dependenciaId}/webhook/deliveries`);
  expect(response.status).toBe(200);
  return (await response.json()) as DeliveryJson[];
};

const changeStatus = (reportId: string, body: Record<string, unknown>) =>
  ana.request(`/api/reports/${reportId}/status`, { method: "PATCH", json: body });

/** What a partner sends back: signed with its secret, over the exact body. */
function signedPost(
  body: Record<string, unknown>,
  options: { eventId?: string; timestamp?: number; key?: string; dependenciaId?: string } = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature =
    "sha256=" +
    createHmac("sha256", options.key ?? secret)
      .update(`${timestamp}.${raw}`)
      .digest("hex");
  const headers = {
    "content-type": "application/json",
    "x-reporta-dependencia": options.dependenciaId ?? home.id,
    "x-reporta-id": options.eventId ?? randomUUID(),
    "x-reporta-timestamp": timestamp,
    "x-reporta-signature": signature,
  };
  return { send: () => fetch(`${server.url}/api/webhooks/inbound`, { method: "POST", headers, body: raw }) };
}

describe("webhook configuration", () => {
  it("shows the secret once, lists the webhook without it, and audits the change", async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const shown = await ana.request(`/api/admin/dependencias/${home.id}/webhook`);
    const text = await shown.text();
    expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toMatchObject({
      webhook: {
        dependenciaId: home.id,
        url: receiver.url,
        enabled: true,
        secretPrefix: secret.slice(0, 12),
      },
    });
    const graphql = await ana.graphql<{ dependenciaWebhook: { url: string; secretPrefix: string } }>(
      `query ($id: ID!) { dependenciaWebhook(dependenciaId: $id) { url secretPrefix } }`,
      { id: home.id },
    );
    expect(graphql.data?.dependenciaWebhook).toEqual({
      url: receiver.url,
      secretPrefix: secret.slice(0, 12),
    });
    const rows = await queryRows<{ secret: string }>(
      server,
      "SELECT secret FROM webhook_endpoint WHERE dependencia_id = $1",
      [home.id],
    );
    expect(rows).toEqual([{ secret }]);
    const audit = await ana.graphql<{ auditLog: { entries: Array<{ action: string; subjectId: string }> } }>(
      AUDIT,
    );
    expect(audit.data!.auditLog.entries).toContainEqual(
      expect.objectContaining({ action: "webhook.configure", subjectId: home.id }),
    );
  });

  it.each([
    ["ftp://socio.example/hook", "La URL del webhook no es válida."],
    [
      "http://socio.example/hook",
      "La URL debe empezar por https://. Solo se admite http:// para equipos de la red local (localhost o direcciones privadas).",
    ],
    [
      "https://usuario:clave@socio.example/hook",
      "La URL no puede llevar usuario ni contraseña: el webhook se firma con el secreto.",
    ],
    ["   ", "Escribe la URL del webhook."],
  ])("refuses %j with its Spanish message on both doors, changing nothing", async (url, message) => {
    const rest = await ana.request(`/api/admin/dependencias/${other.id}/webhook`, {
      method: "PUT",
      json: { url },
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ fields: { url: message } });
    const graphql = await ana.graphql(
      `mutation ($id: ID!, $url: String!) { configureWebhook(dependenciaId: $id, url: $url) { secret } }`,
      { id: other.id, url },
    );
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { url: message },
    });
    expect(
      await queryRows(server, "SELECT 1 FROM webhook_endpoint WHERE dependencia_id = $1", [other.id]),
    ).toEqual([]);
  });

  it("is refused to a citizen on both doors", async () => {
    const rest = await carlos.request(`/api/admin/dependencias/${home.id}/webhook`);
    expect(rest.status).toBe(403);
    const graphql = await carlos.graphql(
      `query ($id: ID!) { dependenciaWebhook(dependenciaId: $id) { url } }`,
      {
        id: home.id,
      },
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("outbound and inbound", () => {
  it("signs each event after staff act, and takes the partner's signed status change back", async () => {
    const report = await fileReport(carlos);
    const changed = await changeStatus(report.id, { status: "en_gestion" });
    expect(changed.status).toBe(200);
    const log = await waitFor(
      () => deliveries(home.id),
      (list) =>
        list.some(
          (entry) =>
            entry.reportId === report.id &&
            entry.eventType === "report.status_changed" &&
            entry.status === "delivered",
        ),
    );
    const delivery = log.find(
      (entry) => entry.reportId === report.id && entry.eventType === "report.status_changed",
    )!;
    expect(delivery).toMatchObject({
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      radicado: report.radicado,
    });
    expect(
      log.find((entry) => entry.reportId === report.id && entry.eventType === "report.routed"),
    ).toBeDefined();

    const got = receiver.received.find((entry) => entry.headers["x-reporta-id"] === delivery.id)!;
    expect(verifyAsPartner(secret, got.headers, got.body)).toBe(true);
    expect(verifyAsPartner("whsec_otro", got.headers, got.body)).toBe(false);
    const payload = JSON.parse(got.body) as Record<string, unknown> & { report: Record<string, unknown> };
    expect(payload).toMatchObject({
      id: delivery.id,
      type: "report.status_changed",
      dependencia: { id: home.id, name: home.name },
      report: {
        service_request_id: report.id,
        status: "open",
        service_notice: `Radicado ${report.radicado}`,
      },
    });
    expect(new Date(String(payload.occurred_at)).toISOString()).toBe(payload.occurred_at);
    // The public view: nobody's account, e-mail or exact point.
    expect(got.body).not.toMatch(/test-citizen|@example|author|email/);

    const back = await signedPost({
      type: "report.status_change",
      report_id: report.id,
      status: "resuelto",
      public_update: "La empresa cambió la tubería.",
    }).send();
    expect(back.status, await back.clone().text()).toBe(200);
    expect(await back.json()).toEqual({ report_id: report.id, status: "resuelto" });
    const [row] = await queryRows<{ status: string }>(server, "SELECT status FROM report WHERE id = $1", [
      report.id,
    ]);
    expect(row!.status).toBe("resuelto");
    const audit = await ana.graphql<{
      auditLog: { entries: Array<{ action: string; actorName: string; subjectId: string }> };
    }>(AUDIT);
    expect(audit.data!.auditLog.entries).toContainEqual(
      expect.objectContaining({
        action: "report.status",
        actorName: `Webhook: ${home.name}`,
        subjectId: report.id,
      }),
    );
    // The partner's own change is not sent back to it.
    const after = await deliveries(home.id);
    expect(
      after.filter((entry) => entry.reportId === report.id && entry.eventType === "report.status_changed"),
    ).toHaveLength(1);

    const update = await signedPost({
      type: "report.public_update",
      report_id: report.id,
      public_update: "Se revisó de nuevo la presión.",
    }).send();
    expect(update.status).toBe(200);
    const [text] = await queryRows<{ body: string }>(
      server,
      "SELECT body FROM report_update WHERE report_id = $1 AND kind = 'public_update' ORDER BY created_at DESC LIMIT 1",
      [report.id],
    );
    expect(text!.body).toBe("Se revisó de nuevo la presión.");
  });

  it("refuses with 401, and audits, a bad signature, a stale timestamp and a replay", async () => {
    const report = await fileReport(carlos);
    const body = { type: "report.status_change", report_id: report.id, status: "en_gestion" };
    const bad = await signedPost(body, { key: "whsec_adivinado" }).send();
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: "La firma no es válida." });
    const stale = await signedPost(body, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }).send();
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({
      error: "La marca de tiempo tiene más de 5 minutos de diferencia con el servidor.",
    });
    const unknown = await signedPost(body, { dependenciaId: other.id }).send();
    expect(unknown.status).toBe(401);
    let [row] = await queryRows<{ status: string }>(server, "SELECT status FROM report WHERE id = $1", [
      report.id,
    ]);
    expect(row!.status).toBe("recibido");

    const once = signedPost(body, { eventId: "evento-1" });
    expect((await once.send()).status).toBe(200);
    const replay = await once.send();
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: "Este evento ya se recibió (X-Reporta-Id repetido)." });
    // The same id, signed again with a new timestamp, is still a replay.
    expect(
      (await signedPost({ ...body, status: "resuelto", public_update: "x" }, { eventId: "evento-1" }).send())
        .status,
    ).toBe(401);
    [row] = await queryRows<{ status: string }>(server, "SELECT status FROM report WHERE id = $1", [
      report.id,
    ]);
    expect(row!.status).toBe("en_gestion");
    const audit = await ana.graphql<{
      auditLog: {
        entries: Array<{ action: string; changes: Array<{ field: string; after: string | null }> }>;
      };
    }>(AUDIT);
    const refusals = audit.data!.auditLog.entries.filter((entry) => entry.action === "webhook.refused");
    expect(
      refusals.flatMap((entry) =>
        entry.changes.filter((change) => change.field === "reason").map((change) => change.after),
      ),
    ).toEqual(
      expect.arrayContaining([
        "La firma no es válida.",
        "La marca de tiempo tiene más de 5 minutos de diferencia con el servidor.",
        "Este evento ya se recibió (X-Reporta-Id repetido).",
      ]),
    );
  });

  it("refuses a partner's change to a report routed to another dependencia", async () => {
    const report = await fileReport(carlos);
    const routed = await ana.graphql(ROUTE, { id: report.id, to: other.id });
    expect(routed.errors).toBeUndefined();
    const response = await signedPost({
      type: "report.status_change",
      report_id: report.id,
      status: "en_gestion",
    }).send();
    expect(response.status).toBe(403);
    const missing = await signedPost({
      type: "report.public_update",
      report_id: randomUUID(),
      public_update: "x",
    }).send();
    expect(missing.status).toBe(404);
    const [row] = await queryRows<{ status: string }>(server, "SELECT status FROM report WHERE id = $1", [
      report.id,
    ]);
    expect(row!.status).toBe("recibido");
  });

  it("refuses a signed body that is not a change, with 400 and its message", async () => {
    const response = await signedPost({ type: "report.delete", report_id: randomUUID() }).send();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { type: "type debe ser report.status_change o report.public_update." },
    });
  });
});

describe("a slow or dead receiver", () => {
  it("never holds the staff request, and a failed attempt is retried with the same event id", async () => {
    const report = await fileReport(carlos);
    await waitFor(
      () => deliveries(home.id),
      (list) => list.some((entry) => entry.reportId === report.id && entry.status === "delivered"),
    );
    receiver.holding = true;
    expect((await changeStatus(report.id, { status: "en_gestion" })).status).toBe(200);
    await waitFor(
      () => Promise.resolve(receiver.heldCount),
      (count) => count === 1,
    );
    // The receiver is still holding the first event: a second change answers all the same.
    const second = await changeStatus(report.id, { status: "en_gestion", publicUpdate: "Vamos en camino." });
    expect(second.status).toBe(200);
    receiver.release(503);
    const retried = await waitFor(
      () => deliveries(home.id),
      (list) =>
        list
          .filter((entry) => entry.reportId === report.id && entry.eventType === "report.status_changed")
          .every((entry) => entry.status === "delivered"),
    );
    const first = retried
      .filter((entry) => entry.reportId === report.id && entry.eventType === "report.status_changed")
      .at(-1)!;
    expect(first).toMatchObject({ attempts: 2, lastStatusCode: 200, lastError: null });
    const attempts = receiver.received.filter((entry) => entry.headers["x-reporta-id"] === first.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.body).toBe(attempts[1]!.body);
  });

  it("logs a dead receiver's error, retries it, and Reenviar sends the same event once it is back", async () => {
    const dead = await deadUrl();
    const configured = await ana.request(`/api/admin/dependencias/${other.id}/webhook`, {
      method: "PUT",
      json: { url: dead },
    });
    expect(configured.status).toBe(200);
    const report = await fileReport(carlos);
    const routed = await ana.graphql(ROUTE, { id: report.id, to: other.id });
    expect(routed.errors).toBeUndefined();
    const failing = await waitFor(
      () => deliveries(other.id),
      (list) => list.some((entry) => entry.reportId === report.id && entry.attempts >= 2),
    );
    const delivery = failing.find((entry) => entry.reportId === report.id)!;
    expect(delivery).toMatchObject({ eventType: "report.routed", status: "retrying", lastStatusCode: null });
    expect(delivery.lastError).toBe("El receptor rechazó la conexión (ECONNREFUSED)");

    const back = await ana.request(`/api/admin/dependencias/${other.id}/webhook`, {
      method: "PUT",
      json: { url: receiver.url },
    });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { secret: string | null }).secret).toBeNull();
    const resend = await ana.graphql<{ resendWebhookDelivery: { id: string; status: string } }>(
      `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id status } }`,
      { id: delivery.id },
    );
    expect(resend.data?.resendWebhookDelivery).toEqual({ id: delivery.id, status: "pending" });
    const done = await waitFor(
      () => deliveries(other.id),
      (list) => list.some((entry) => entry.id === delivery.id && entry.status === "delivered"),
    );
    expect(done.find((entry) => entry.id === delivery.id)!.attempts).toBeGreaterThanOrEqual(3);
    // At least once: a retry due meanwhile may have reached the receiver too, always with the same body.
    const copies = receiver.received.filter((entry) => entry.headers["x-reporta-id"] === delivery.id);
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(new Set(copies.map((entry) => entry.body)).size).toBe(1);
  });

  it("rotating the secret answers a new one once; the old one stops verifying", async () => {
    const [before] = await queryRows<{ secret: string }>(
      server,
      "SELECT secret FROM webhook_endpoint WHERE dependencia_id = $1",
      [other.id],
    );
    const rotated = await ana.request(`/api/admin/dependencias/${other.id}/webhook/rotate`, {
      method: "POST",
      json: {},
    });
    expect(rotated.status).toBe(200);
    const { secret: fresh } = (await rotated.json()) as { secret: string };
    expect(fresh).toMatch(/^whsec_/);
    const report = await fileReport(carlos);
    await ana.graphql(ROUTE, { id: report.id, to: other.id });
    const log = await waitFor(
      () => deliveries(other.id),
      (list) => list.some((entry) => entry.reportId === report.id && entry.status === "delivered"),
    );
    const got = receiver.received.find(
      (entry) => entry.headers["x-reporta-id"] === log.find((entry) => entry.reportId === report.id)!.id,
    )!;
    expect(verifyAsPartner(fresh, got.headers, got.body)).toBe(true);
    expect(verifyAsPartner(before!.secret, got.headers, got.body)).toBe(false);
    const body = { type: "report.public_update", report_id: report.id, public_update: "Revisado." };
    const old = await signedPost(body, { key: before!.secret, dependenciaId: other.id }).send();
    expect(old.status).toBe(401);
    expect((await signedPost(body, { key: fresh, dependenciaId: other.id }).send()).status).toBe(200);
  });
});

describe("the inbound door's limit", () => {
  it("refuses an address past 120 requests a minute with 429 before checking anything, and not the others", async () => {
    const send = (address: string) =>
      fetch(`${server.url}/api/webhooks/inbound`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: "{}",
      });
    for (let attempt = 0; attempt < 120; attempt++) expect((await send("198.51.100.91")).status).toBe(401);
    const limited = await send("198.51.100.91");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send("198.51.100.92")).status).toBe(401);
  });
});
