import type { JobHelpers } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../http-client";
import { freePort } from "../postgres";
import { mailBody, startSmtp, type ReceivedMail } from "../smtp";
import { startTestServer, type TestServer } from "../test-server";
import { citizen, fileReport, queryRows, resetRateLimits, signUpCitizen } from "../reports/report-support";
import { subscribe } from "../live-client";
import { initOrm } from "../../src/database/orm";
import type { MikroORM } from "@mikro-orm/postgresql";
import { ALERT_MESSAGES } from "../../src/domain";
import { buildAlertDigests } from "../../src/modules/alert/alert-digest.service";
import { alertDigestCronTask } from "../../src/modules/alert/alert-email";
import { unsubscribeToken } from "../../src/modules/alert/unsubscribe.service";
import { createLogger } from "../../src/server/logger";

let smtpPort: number;
let server: TestServer;
let orm: MikroORM;
/** test-citizen (carlos@example.com): files the reports. */
let carlos: HttpClient;
/** A resident with alerts. */
let vecina: HttpClient;
let vecinaId: string;
let vecinaEmail: string;

const ALERT_FIELDS = "id neighborhoods categoryIds frequency email label";
const CREATE = `mutation ($input: AreaAlertInput!) { createAreaAlert(input: $input) { ${ALERT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: AreaAlertInput!) { updateAreaAlert(id: $id, input: $input) { ${ALERT_FIELDS} } }`;
const LIST = `{ myAreaAlerts { ${ALERT_FIELDS} } }`;

interface AlertJson {
  id: string;
  neighborhoods: string[];
  categoryIds: string[];
  frequency: string;
  email: boolean;
  label: string;
}

beforeAll(async () => {
  smtpPort = await freePort();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: "Reporta Riomar <no-responder@riomar.example>",
    PUBLIC_URL: "http://reporta.example",
  });
  orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
  carlos = await citizen(server);
  vecina = await signUpCitizen(server, "Marta");
  const me = (await (await vecina.request("/api/auth/user")).json()) as { id: string; email: string };
  vecinaId = me.id;
  vecinaEmail = me.email;
}, 60_000);
afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
});

/** A message's headers, unfolded, by lower-case name. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return new Map(
    head.split("\r\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    }),
  );
}

/** The List-Unsubscribe link of a message, pointed at the test server. */
function unsubscribeLinkOf(mail: ReceivedMail): string {
  const header = headersOf(mail.raw).get("list-unsubscribe") ?? "";
  const url = new URL(/^<(.+)>$/.exec(header)![1]!);
  expect(url.origin + url.pathname).toBe("http://reporta.example/api/unsubscribe");
  return `${server.url}${url.pathname}${url.search}`;
}

const runDigest = (upTo: Date) => buildAlertDigests(orm.em.fork(), upTo);

const alertRow = async (id: string) =>
  (await queryRows<{ email: boolean }>(server, "SELECT email FROM area_alert WHERE id = $1", [id]))[0];

describe("area alerts on both doors", () => {
  it("creates, lists, changes and deletes the viewer's own alerts over GraphQL and REST alike", async () => {
    const created = await vecina.graphql<{ createAreaAlert: AlertJson }>(CREATE, {
      input: {
        neighborhoods: ["riomar", "altamira", "riomar"],
        categoryIds: [],
        frequency: "daily",
        email: false,
      },
    });
    expect(created.errors).toBeUndefined();
    const alert = created.data!.createAreaAlert;
    expect(alert).toMatchObject({
      neighborhoods: ["altamira", "riomar"],
      categoryIds: [],
      frequency: "daily",
      email: false,
      label: "Todas las categorías en Altamira, Riomar",
    });

    const listed = await vecina.request("/api/me/alerts");
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject([{ id: alert.id, frequency: "daily" }]);

    const changed = await vecina.request(`/api/me/alerts/${alert.id}`, {
      method: "PUT",
      json: { neighborhoods: [], categoryIds: ["vias", "aseo"], frequency: "immediate", email: true },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      categoryIds: ["aseo", "vias"],
      label: "Aseo, Vías en todos los barrios",
    });

    // Another resident neither sees nor reaches it: "not found" on both doors, as if it did not exist.
    expect((await carlos.graphql<{ myAreaAlerts: AlertJson[] }>(LIST)).data!.myAreaAlerts).toEqual([]);
    const foreign = await carlos.graphql(UPDATE, {
      id: alert.id,
      input: { neighborhoods: ["riomar"], categoryIds: [], frequency: "daily", email: true },
    });
    expect(foreign.errors?.[0]).toMatchObject({
      message: ALERT_MESSAGES.notFound,
      extensions: { code: "NOT_FOUND" },
    });
    expect((await carlos.request(`/api/me/alerts/${alert.id}`, { method: "DELETE", json: {} })).status).toBe(
      404,
    );

    const deleted = await vecina.graphql(`mutation ($id: ID!) { deleteAreaAlert(id: $id) }`, {
      id: alert.id,
    });
    expect(deleted.data).toEqual({ deleteAreaAlert: true });
    expect((await vecina.graphql<{ myAreaAlerts: AlertJson[] }>(LIST)).data!.myAreaAlerts).toEqual([]);
  });

  it.each([
    [
      "no barrio and no category",
      { neighborhoods: [], categoryIds: [] },
      "neighborhoods",
      ALERT_MESSAGES.areaRequired,
    ],
    [
      "a barrio that does not exist",
      { neighborhoods: ["bocagrande"], categoryIds: [] },
      "neighborhoods",
      ALERT_MESSAGES.neighborhoodUnknown,
    ],
    [
      "a category that does not exist",
      { neighborhoods: [], categoryIds: ["volcanes"] },
      "categoryIds",
      ALERT_MESSAGES.categoryUnknown,
    ],
  ])(
    "refuses an alert with %s, in Spanish, on both doors, and writes nothing",
    async (_name, area, field, message) => {
      const input = { ...area, frequency: "immediate", email: true };
      const rest = await vecina.request("/api/me/alerts", { method: "POST", json: input });
      expect(rest.status).toBe(400);
      expect(await rest.json()).toMatchObject({ fields: { [field]: message } });
      const graphql = await vecina.graphql(CREATE, { input });
      expect(graphql.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { [field]: message },
      });
      expect(await queryRows(server, "SELECT id FROM area_alert WHERE user_id = $1", [vecinaId])).toEqual([]);
    },
  );

  it("refuses a frequency that does not exist with its Spanish message on both doors", async () => {
    const input = { neighborhoods: ["riomar"], categoryIds: [], frequency: "semanal", email: true };
    const rest = await vecina.request("/api/me/alerts", { method: "POST", json: input });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ fields: { frequency: ALERT_MESSAGES.frequencyInvalid } });
    const graphql = await vecina.graphql(CREATE, { input });
    expect(graphql.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(graphql.errors)).toContain(ALERT_MESSAGES.frequencyInvalid);
  });

  it("needs a session", async () => {
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.request("/api/me/alerts")).status).toBe(401);
    expect((await anonymous.graphql(LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("immediate alerts and one-click unsubscribe", () => {
  it("tells subscribers of a new report in the app at once and by e-mail once, SMTP outage or not", async () => {
    const mine = await vecina.graphql<{ createAreaAlert: AlertJson }>(CREATE, {
      input: { neighborhoods: ["altamira"], categoryIds: ["vias"], frequency: "immediate", email: true },
    });
    const alertId = mine.data!.createAreaAlert.id;
    // The author's own alert on the same area: nobody is told of their own report.
    await carlos.graphql(CREATE, {
      input: { neighborhoods: ["altamira"], categoryIds: [], frequency: "immediate", email: true },
    });

    // Nothing listens on the SMTP port yet.
    // A phone in the description reaches the subscriber masked (docs/privacy-masking.md).
    const report = await fileReport(carlos, {
      neighborhood: "altamira",
      categoryId: "vias",
      description: "Hueco grande frente al parque. Llamar al 300 765 4321.",
    });
    await fileReport(carlos, {
      neighborhood: "riomar",
      categoryId: "vias",
      location: { lat: 11.0111, lng: -74.8152 },
    });
    const bell = await vecina.graphql<{
      notifications: Array<{ kind: string; reportId: string; radicado: string }>;
    }>("{ notifications { kind reportId radicado } }");
    expect(bell.data!.notifications).toEqual([
      { kind: "areaAlert", reportId: report.id, radicado: report.radicado },
    ]);
    const authorBell = await carlos.graphql<{ notifications: Array<{ kind: string }> }>(
      "{ notifications { kind } }",
    );
    expect(authorBell.data!.notifications.filter((notice) => notice.kind === "areaAlert")).toEqual([]);

    await expect
      .poll(
        async () =>
          (
            await queryRows<{ failed: string }>(
              server,
              `SELECT count(*) AS failed FROM graphile_worker.jobs
                WHERE task_identifier = 'send-alert-email' AND attempts >= 1 AND last_error IS NOT NULL`,
            )
          )[0]?.failed,
        { timeout: 30_000, interval: 100 },
      )
      .toBe("1");
    const smtp = await startSmtp(smtpPort);
    try {
      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 250 }).toBe(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual([vecinaEmail]);
      const body = mailBody(mail!.raw);
      expect(body).toContain(`${report.radicado} (Vías, Altamira)`);
      expect(body).toContain("«Hueco grande frente al parque. Llamar al ••• ••• ••••.»");
      expect(body).not.toContain("765 4321");
      expect(body).toContain(`http://reporta.example/community/reports/${report.id}`);
      expect(body).toContain("Vías en Altamira");
      // The public view only: no exact point, no address of the reporter, no name.
      expect(body).not.toContain("11.0059");
      expect(body).not.toContain("Carlos");
      const headers = headersOf(mail!.raw);
      expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(unsubscribeLinkOf(mail!)).toContain("token=");
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ left: string }>(
                server,
                "SELECT count(*) AS left FROM graphile_worker.jobs WHERE task_identifier = 'send-alert-email'",
              )
            )[0]?.left,
          { timeout: 30_000, interval: 100 },
        )
        .toBe("0");
      expect(smtp.received).toHaveLength(1);

      // The mail provider's one-click POST: form-encoded, no cookie, no Origin.
      const link = unsubscribeLinkOf(mail!);
      const scanned = await fetch(link);
      expect(scanned.status).toBe(200);
      const question = await scanned.text();
      expect(question).toContain(ALERT_MESSAGES.unsubscribeAlertQuestion);
      expect(question).toContain('<form method="post"');
      expect((await alertRow(alertId))?.email).toBe(true);

      const oneClick = await fetch(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain(ALERT_MESSAGES.unsubscribedAlert);
      expect((await alertRow(alertId))?.email).toBe(false);

      // Its in-app notices go on; its e-mails stop.
      await fileReport(carlos, { neighborhood: "altamira", categoryId: "vias" });
      const after = await vecina.graphql<{ notifications: Array<{ kind: string }> }>(
        "{ notifications { kind } }",
      );
      expect(after.data!.notifications).toHaveLength(2);
      expect(
        await queryRows(
          server,
          "SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'send-alert-email'",
        ),
      ).toEqual([]);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  }, 90_000);

  it("answers a tampered or expired link with a Spanish page and 400, and changes nothing", async () => {
    const created = await vecina.graphql<{ createAreaAlert: AlertJson }>(CREATE, {
      input: { neighborhoods: ["riomar"], categoryIds: [], frequency: "daily", email: true },
    });
    const alertId = created.data!.createAreaAlert.id;
    const secret = server.env.SESSION_SECRET!;
    const good = unsubscribeToken(secret, { alertId });
    const [payload, signature] = good.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const otherAlert = `${Buffer.from(JSON.stringify({ ...claims, s: "all:" + vecinaId })).toString("base64url")}.${signature}`;
    const expired = unsubscribeToken(secret, { alertId }, new Date(Date.now() - 365 * 24 * 3600 * 1000));
    for (const [token, message] of [
      [otherAlert, ALERT_MESSAGES.unsubscribeInvalid],
      [`${good}x`, ALERT_MESSAGES.unsubscribeInvalid],
      ["", ALERT_MESSAGES.unsubscribeInvalid],
      [expired, ALERT_MESSAGES.unsubscribeExpired],
    ] as const) {
      const url = `${server.url}/api/unsubscribe?token=${encodeURIComponent(token)}`;
      const get = await fetch(url);
      expect(get.status).toBe(400);
      expect(get.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await get.text();
      expect(page).toContain(message);
      expect(page).not.toContain("<form");
      const post = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(post.status).toBe(400);
      expect(await post.text()).toContain(message);
    }
    expect((await alertRow(alertId))?.email).toBe(true);

    // The page's own button posts the token in the form's action: every alert e-mail of the person stops.
    const all = unsubscribeToken(secret, { userId: vecinaId });
    const page = await (await fetch(`${server.url}/api/unsubscribe?token=${all}`)).text();
    expect(page).toContain(ALERT_MESSAGES.unsubscribeAllQuestion);
    const action = /action="([^"]+)"/.exec(page)![1]!.replace(/&#38;/g, "&");
    const pressed = await fetch(`${server.url}${action}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(ALERT_MESSAGES.unsubscribedAll);
    expect(
      await queryRows(server, "SELECT id FROM area_alert WHERE user_id = $1 AND email", [vecinaId]),
    ).toEqual([]);
  });
});

describe("the daily digest", () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** The last 7:00 in Bogotá (12:00 UTC) before now. */
  const lastSeven = () => {
    const today = new Date();
    today.setUTCHours(12, 0, 0, 0);
    return today.getTime() > Date.now() ? new Date(today.getTime() - DAY) : today;
  };
  const runCron = (at: Date, backfilled = false) =>
    alertDigestCronTask({ orm })({ _cron: { ts: at.toISOString(), backfilled } }, {} as JobHelpers);

  it("sends one e-mail per person per day, lists a missed day's reports with the next, and survives an SMTP outage", async () => {
    const maria = await signUpCitizen(server, "María");
    const { id: mariaId, email: mariaEmail } = (await (await maria.request("/api/auth/user")).json()) as {
      id: string;
      email: string;
    };
    const created = await maria.graphql<{ createAreaAlert: AlertJson }>(CREATE, {
      input: { neighborhoods: [], categoryIds: ["aseo"], frequency: "daily", email: true },
    });
    expect(created.errors).toBeUndefined();
    const seven = lastSeven();
    // The alert exists since three days before the last 7:00; its last digest went out then.
    await queryRows(server, "UPDATE area_alert SET created_at = $2, digested_up_to = $2 WHERE id = $1", [
      created.data!.createAreaAlert.id,
      new Date(seven.getTime() - 3 * DAY),
    ]);
    const twoDaysAgo = await fileReport(carlos, { categoryId: "aseo", description: "Basura en la esquina." });
    const yesterday = await fileReport(carlos, { categoryId: "aseo", description: "Escombros en el andén." });
    const today = await fileReport(carlos, { categoryId: "aseo", description: "El camión no pasó." });
    await queryRows(server, "UPDATE report SET created_at = $2 WHERE id = $1", [
      twoDaysAgo.id,
      new Date(seven.getTime() - 2 * DAY + 3 * 3600 * 1000),
    ]);
    await queryRows(server, "UPDATE report SET created_at = $2 WHERE id = $1", [
      yesterday.id,
      new Date(seven.getTime() - DAY + 3 * 3600 * 1000),
    ]);
    const digests = () =>
      queryRows<{ day: string; report_ids: string[]; sent: boolean }>(
        server,
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, report_ids, sent_at IS NOT NULL AS sent FROM alert_digest WHERE user_id = $1 ORDER BY day",
        [mariaId],
      );

    // Yesterday's 7:00 never ran (the app was down). Today's, twice at once, then once more late
    // (a second instance's backfill): one digest, with both days' reports and not today's later one.
    await Promise.all([runCron(seven), runCron(seven)]);
    await runCron(seven, true);
    const built = await digests();
    expect(built).toHaveLength(1);
    expect(built[0]!.report_ids).toEqual([twoDaysAgo.id, yesterday.id]);
    // Flagged into review before the e-mail leaves: listed, without its text (docs/moderation.md).
    await queryRows(server, "UPDATE report SET moderation = 'review' WHERE id = $1", [twoDaysAgo.id]);

    // SMTP is down: the e-mail waits in the queue.
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ failed: string }>(
              server,
              `SELECT count(*) AS failed FROM graphile_worker.jobs
                WHERE task_identifier = 'send-alert-digest' AND attempts >= 1 AND last_error IS NOT NULL`,
            )
          )[0]?.failed,
        { timeout: 30_000, interval: 100 },
      )
      .toBe("1");
    const smtp = await startSmtp(smtpPort);
    try {
      const toMaria = () => smtp.received.filter((mail) => mail.to[0] === mariaEmail);
      await expect.poll(() => toMaria().length, { timeout: 30_000, interval: 250 }).toBe(1);
      const body = mailBody(toMaria()[0]!.raw);
      expect(body).toContain("2 reportes nuevos");
      expect(body).toContain(twoDaysAgo.radicado);
      expect(body).toContain(yesterday.radicado);
      expect(body).not.toContain(today.radicado);
      expect(body).toContain("«Escombros en el andén.»");
      expect(body).not.toContain("Basura en la esquina");
      expect(headersOf(toMaria()[0]!.raw).get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      await expect.poll(async () => (await digests())[0]?.sent, { timeout: 30_000 }).toBe(true);

      // Running today's again sends nothing more; tomorrow's lists what came after today's 7:00.
      await runCron(seven);
      await runCron(new Date(seven.getTime() + DAY));
      await expect.poll(() => toMaria().length, { timeout: 30_000, interval: 250 }).toBe(2);
      const next = mailBody(toMaria()[1]!.raw);
      expect(next).toContain("1 reporte nuevo");
      expect(next).toContain(today.radicado);
      expect(next).not.toContain(yesterday.radicado);
      expect((await digests()).map((digest) => digest.report_ids)).toEqual([
        [twoDaysAgo.id, yesterday.id],
        [today.id],
      ]);

      // Its link stops every alert e-mail of the person, signed out, in one POST.
      const oneClick = await fetch(unsubscribeLinkOf(toMaria()[1]!), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(
        await queryRows(server, "SELECT id FROM area_alert WHERE user_id = $1 AND email", [mariaId]),
      ).toEqual([]);
      expect(toMaria()).toHaveLength(2);
    } finally {
      await smtp.stop();
    }
  }, 120_000);
});

describe("the digest's matching", () => {
  it("takes barrios, categories and both alike, lists a report once per person, and never their own", async () => {
    await resetRateLimits(server);
    const sofia = await signUpCitizen(server, "Sofia");
    const { id: sofiaId } = (await (await sofia.request("/api/auth/user")).json()) as { id: string };
    for (const area of [
      { neighborhoods: ["altos-de-riomar"], categoryIds: [] },
      { neighborhoods: ["altos-de-riomar"], categoryIds: ["ruido"] },
      { neighborhoods: [], categoryIds: ["iluminacion"] },
    ]) {
      expect(
        (await sofia.graphql(CREATE, { input: { ...area, frequency: "daily", email: true } })).errors,
      ).toBeUndefined();
    }
    // The author's own daily alert on the same barrio.
    expect(
      (
        await carlos.graphql(CREATE, {
          input: { neighborhoods: ["altos-de-riomar"], categoryIds: [], frequency: "daily", email: true },
        })
      ).errors,
    ).toBeUndefined();
    const altos = { neighborhood: "altos-de-riomar", location: { lat: 11.0148, lng: -74.8205 } };
    const pothole = await fileReport(carlos, { ...altos, categoryId: "vias" });
    const noise = await fileReport(carlos, { ...altos, categoryId: "ruido" });
    const light = await fileReport(carlos, { categoryId: "iluminacion" });
    await fileReport(carlos, { categoryId: "vias" });

    const upTo = new Date(Date.now() + 1000);
    await runDigest(upTo);
    const rows = await queryRows<{ user_id: string; report_ids: string[] }>(
      server,
      "SELECT user_id, report_ids FROM alert_digest WHERE up_to = $1 ORDER BY user_id",
      [upTo],
    );
    expect(rows).toEqual([{ user_id: sofiaId, report_ids: [pothole.id, noise.id, light.id] }]);
  }, 60_000);
});

describe("the live bell", () => {
  it("rings a subscriber's open pages as soon as a report is filed in their area", async () => {
    await resetRateLimits(server);
    const rosa = await signUpCitizen(server, "Rosa");
    const created = await rosa.graphql<{ createAreaAlert: AlertJson }>(CREATE, {
      input: { neighborhoods: ["las-tres-ave-maria"], categoryIds: [], frequency: "daily", email: false },
    });
    expect(created.errors).toBeUndefined();
    const bell = subscribe<{ notificationAdded: { notificationId: string | null } }>(
      server.url,
      "subscription { notificationAdded { notificationId } }",
      {},
      `reporta.sid=${rosa.cookie("reporta.sid")}`,
    );
    try {
      // Its first event says it listens.
      expect(await bell.next()).toEqual({ notificationAdded: { notificationId: null } });
      await fileReport(carlos, {
        neighborhood: "las-tres-ave-maria",
        location: { lat: 11.021, lng: -74.8076 },
      });
      const heard = await bell.next();
      const listed = await rosa.graphql<{ notifications: Array<{ id: string; kind: string }> }>(
        "{ notifications { id kind } }",
      );
      expect(listed.data!.notifications[0]).toEqual({
        id: heard.notificationAdded.notificationId,
        kind: "areaAlert",
      });
    } finally {
      await bell.dispose();
    }
  }, 60_000);
});
