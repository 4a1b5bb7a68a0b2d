import type { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOLUTION_CHECK_MESSAGES, termEnd } from "../../src/domain";
import { initOrm } from "../../src/database/orm";
import {
  askDueResolutionChecks,
  resolutionCheckToken,
} from "../../src/modules/resolution-check/resolution-check.service";
import { createLogger } from "../../src/server/logger";
import { HttpClient } from "../http-client";
import { freePort } from "../postgres";
import { mailBody, startSmtp, type ReceivedMail } from "../smtp";
import {
  admin,
  citizen,
  fileReport,
  processedPhoto,
  queryRows,
  resetRateLimits,
  RESOLUTION,
  signUpCitizen,
  UPDATE_STATUS,
} from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { residents } from "./community-support";

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = "http://reporta.example";
const NOTIFICATIONS = `{ notifications(limit: 50) { kind reportId toStatus note } }`;
const MY_CHECK = `query ($reportId: ID!) { myResolutionCheck(reportId: $reportId) { id reportId radicado answer comment reportStatus } }`;
const ANSWER = `mutation ($reportId: ID!, $answer: ResolutionAnswer!, $comment: String, $photo: String) {
  answerResolutionCheck(reportId: $reportId, answer: $answer, comment: $comment, photo: $photo) { id answer comment reportStatus }
}`;
const RESIDENT_ANSWERS = `query ($id: ID!) {
  report(id: $id) { residentAnswers { role answer comment photo { id url } } }
}`;

let server: TestServer;
let orm: MikroORM;
let smtp: { received: ReceivedMail[]; stop: () => Promise<void> };
/** test-citizen: files the reports. */
let carlos: HttpClient;
/** test-admin: resolves them, and hears of reopenings (the default dependencia has no funcionarios). */
let ana: HttpClient;

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = await startSmtp(smtpPort);
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: "Reporta Riomar <no-responder@riomar.example>",
    PUBLIC_URL,
  });
  orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
  [carlos, ana] = await Promise.all([citizen(server), admin(server)]);
}, 60_000);
afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
  await smtp?.stop();
});

const ask = (at: Date) => askDueResolutionChecks(orm.em.fork(), at);

async function resolve(reportId: string): Promise<void> {
  const result = await ana.graphql(UPDATE_STATUS, {
    id: reportId,
    status: "resuelto",
    publicUpdate: RESOLUTION,
  });
  expect(result.errors).toBeUndefined();
}

const follow = async (client: HttpClient, reportId: string) =>
  expect((await client.request(`/api/reports/${reportId}/follow`, { method: "PUT", json: {} })).status).toBe(
    200,
  );

const reportRow = async (id: string) =>
  (
    await queryRows<{ status: string; due_at: Date }>(
      server,
      "SELECT status, due_at FROM report WHERE id = $1",
      [id],
    )
  )[0]!;

const checksOf = (reportId: string) =>
  queryRows<{ id: string; user_id: string; role: string; answer: string | null }>(
    server,
    "SELECT id, user_id, role, answer FROM resolution_check WHERE report_id = $1 ORDER BY role, user_id",
    [reportId],
  );

const userId = async (client: HttpClient) =>
  ((await (await client.request("/api/auth/user")).json()) as { id: string }).id;

const noticesOf = async (client: HttpClient) =>
  (
    await client.graphql<{
      notifications: Array<{ kind: string; reportId: string; toStatus: string; note: string | null }>;
    }>(NOTIFICATIONS)
  ).data!.notifications;

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("asking, once per resolution", () => {
  it("asks the reporter and followers 7 days after, once, after a missed run too, by e-mail with signed links; the reporter's No from the page reopens", async () => {
    const report = await fileReport(carlos, { neighborhood: "altamira", categoryId: "vias" });
    const [vecina] = await residents(server, 1, "Seguidora");
    await follow(vecina!, report.id);
    await resolve(report.id);
    const resolvedAt = Date.now();

    // Three days on nobody is asked; the run of day 7 never happens (every instance down); day 12 asks.
    expect(await ask(new Date(resolvedAt + 3 * DAY))).toBe(0);
    expect(await ask(new Date(resolvedAt + 12 * DAY))).toBe(2);
    // Twice, or again an hour later: nobody is asked twice.
    expect(await ask(new Date(resolvedAt + 12 * DAY))).toBe(0);
    expect(await ask(new Date(resolvedAt + 12 * DAY + 3600_000))).toBe(0);
    const checks = await checksOf(report.id);
    expect(checks.map((check) => check.role)).toEqual(["follower", "reporter"]);

    const bell = await noticesOf(carlos);
    expect(
      bell.filter((notice) => notice.kind === "resolutionCheck" && notice.reportId === report.id),
    ).toHaveLength(1);
    const asked = await carlos.graphql<{ myResolutionCheck: { answer: string | null; radicado: string } }>(
      MY_CHECK,
      {
        reportId: report.id,
      },
    );
    expect(asked.data!.myResolutionCheck).toMatchObject({ answer: null, radicado: report.radicado });

    const subject = `¿Quedó resuelto el reporte ${report.radicado}?`;
    const mails = () =>
      smtp.received.filter((mail) => {
        const text = mailBody(mail.raw);
        return text.includes(report.radicado) && text.includes("/api/resolution-check?token=");
      });
    await expect.poll(() => mails().length, { timeout: 30_000, interval: 200 }).toBe(2);
    const carlosEmail = ((await (await carlos.request("/api/auth/user")).json()) as { email: string }).email;
    const mine = mails().find((mail) => mail.to.includes(carlosEmail))!;
    const body = mailBody(mine.raw);
    expect(body).toContain("¿Quedó resuelto?");
    const links = [
      ...body.matchAll(
        /http:\/\/reporta\.example\/api\/resolution-check\?token=[\w.-]+&answer=(no_se|si|no)/g,
      ),
    ];
    expect(links.map((link) => link[1])).toEqual(["si", "no", "no_se"]);
    expect(mine.raw).toMatch(/^Subject: /m);
    expect(subject).toContain(report.radicado);
    const noLink = links[1]![0].replace("http://reporta.example", server.url);

    // Opening the link (a mail scanner, or the person) only asks.
    const opened = await fetch(noLink);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain("¿Quedó resuelto?");
    expect(page).toContain(report.radicado);
    expect(page).toContain('<form method="post"');
    expect((await checksOf(report.id)).every((check) => check.answer === null)).toBe(true);
    expect((await reportRow(report.id)).status).toBe("resuelto");

    // The button: a form POST, no cookie, no Origin; the token is the credential.
    const action = /action="([^"]+)"/.exec(page)![1]!.replace(/&#38;/g, "&");
    const pressed = await fetch(`${server.url}${action}`, form({ answer: "no", comment: "Sigue el hueco." }));
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(RESOLUTION_CHECK_MESSAGES.reopened);
    const reopened = await reportRow(report.id);
    expect(reopened.status).toBe("reabierto");
    const [entry] = await queryRows<{ changed_at: Date; changed_by_id: string | null }>(
      server,
      `SELECT changed_at, changed_by_id FROM report_status_change WHERE report_id = $1 AND to_status = 'reabierto'`,
      [report.id],
    );
    expect(entry!.changed_by_id).toBeNull();
    // A new term of 15 días hábiles from the reopening.
    expect(new Date(reopened.due_at).toISOString()).toBe(termEnd(new Date(entry!.changed_at)).toISOString());

    // The dependencia (here the super_admin, as it has no funcionarios) and the follower are told.
    const staffNotice = (await noticesOf(ana)).find(
      (notice) => notice.kind === "reopenedByResidents" && notice.reportId === report.id,
    );
    expect(staffNotice).toMatchObject({ toStatus: "reabierto", note: "Sigue el hueco." });
    expect(
      (await noticesOf(vecina!)).some(
        (notice) =>
          notice.kind === "followedStatus" &&
          notice.toStatus === "reabierto" &&
          notice.reportId === report.id,
      ),
    ).toBe(true);
    const audit = await queryRows<{ action: string }>(
      server,
      `SELECT action FROM audit_entry WHERE subject_id = $1 AND action = 'report.status' AND after->>'status' = 'reabierto'`,
      [report.id],
    );
    expect(audit).toHaveLength(1);

    // The link works once: then it shows the answer given, and a second POST changes nothing.
    const again = await (await fetch(noLink)).text();
    expect(again).toContain(RESOLUTION_CHECK_MESSAGES.answeredBefore("no"));
    expect(again).not.toContain("<form");
    const twice = await fetch(`${server.url}${action}`, form({ answer: "si" }));
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(RESOLUTION_CHECK_MESSAGES.answeredBefore("no"));
    expect((await checksOf(report.id)).find((check) => check.role === "reporter")!.answer).toBe("no");
  }, 120_000);
});

describe("answering in the app and reopening by followers", () => {
  it("reopens on the No of two distinct followers with cédula, not one, not one without cédula; a second answer is refused", async () => {
    const report = await fileReport(carlos, { neighborhood: "riomar", categoryId: "vias" });
    const [uno, dos] = await residents(server, 2, "Vecino");
    await resetRateLimits(server);
    const sinCedula = await signUpCitizen(server, "Sin Cédula");
    for (const client of [uno!, dos!, sinCedula]) await follow(client, report.id);
    await resolve(report.id);
    expect(await ask(new Date(Date.now() + 8 * DAY))).toBe(4);

    // Without cédula: recorded, not counted for reopening (GraphQL).
    const plain = await sinCedula.graphql<{
      answerResolutionCheck: { answer: string; reportStatus: string };
    }>(ANSWER, { reportId: report.id, answer: "no" });
    expect(plain.data!.answerResolutionCheck).toEqual(
      expect.objectContaining({ answer: "no", reportStatus: "resuelto" }),
    );

    // One follower with cédula (REST): still resuelto.
    const first = await uno!.request(`/api/reports/${report.id}/resolution-check`, {
      method: "POST",
      json: { answer: "no", comment: "Volvió a abrirse." },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      answer: "no",
      comment: "Volvió a abrirse.",
      reportStatus: "resuelto",
    });
    expect((await reportRow(report.id)).status).toBe("resuelto");

    // Their second answer is refused on both doors, and changes nothing.
    const restAgain = await uno!.request(`/api/reports/${report.id}/resolution-check`, {
      method: "POST",
      json: { answer: "si" },
    });
    expect(restAgain.status).toBe(400);
    expect(await restAgain.json()).toMatchObject({ error: RESOLUTION_CHECK_MESSAGES.alreadyAnswered });
    const gqlAgain = await uno!.graphql(ANSWER, { reportId: report.id, answer: "si" });
    expect(gqlAgain.errors?.[0]).toMatchObject({
      message: RESOLUTION_CHECK_MESSAGES.alreadyAnswered,
      extensions: { code: "BAD_USER_INPUT" },
    });

    // The second distinct follower with cédula: reopened.
    const second = await dos!.graphql<{ answerResolutionCheck: { reportStatus: string } }>(ANSWER, {
      reportId: report.id,
      answer: "no",
    });
    expect(second.data!.answerResolutionCheck.reportStatus).toBe("reabierto");
    expect((await reportRow(report.id)).status).toBe("reabierto");
    // The reporter hears of it (someone else reopened it).
    expect(
      (await noticesOf(carlos)).some(
        (notice) =>
          notice.kind === "status" && notice.toStatus === "reabierto" && notice.reportId === report.id,
      ),
    ).toBe(true);
    expect((await checksOf(report.id)).map((check) => check.answer).sort()).toEqual(["no", "no", "no", null]);
  }, 120_000);

  it("takes a photo with a «No» in the app, which staff see on the report and nobody else", async () => {
    const report = await fileReport(carlos, { neighborhood: "riomar", categoryId: "iluminacion" });
    await resolve(report.id);
    await ask(new Date(Date.now() + 8 * DAY));
    const photo = await processedPhoto(carlos, { publicUrl: PUBLIC_URL });

    // Only with a «No», and only one's own photo, never attached: refused on both doors, nothing written.
    const withYes = await carlos.request(`/api/reports/${report.id}/resolution-check`, {
      method: "POST",
      json: { answer: "si", photo },
    });
    expect(withYes.status).toBe(400);
    expect(await withYes.json()).toMatchObject({
      error: RESOLUTION_CHECK_MESSAGES.photoOnlyWithNo,
      fields: { photo: RESOLUTION_CHECK_MESSAGES.photoOnlyWithNo },
    });
    const someoneElses = await carlos.graphql(ANSWER, {
      reportId: report.id,
      answer: "no",
      photo: await processedPhoto(ana, { publicUrl: PUBLIC_URL }),
    });
    expect(someoneElses.errors?.[0]).toMatchObject({
      message: RESOLUTION_CHECK_MESSAGES.photoInvalid,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await checksOf(report.id)).every((check) => check.answer === null)).toBe(true);
    expect((await reportRow(report.id)).status).toBe("resuelto");

    const no = await carlos.graphql<{ answerResolutionCheck: { reportStatus: string } }>(ANSWER, {
      reportId: report.id,
      answer: "no",
      comment: "La lámpara sigue apagada.",
      photo,
    });
    expect(no.errors).toBeUndefined();
    expect(no.data!.answerResolutionCheck.reportStatus).toBe("reabierto");

    // Staff read the answer with its photo, which the photo route serves.
    const staffView = await ana.graphql<{
      report: {
        residentAnswers: Array<{ role: string; answer: string; comment: string; photo: { url: string } }>;
      };
    }>(RESIDENT_ANSWERS, { id: report.id });
    expect(staffView.errors).toBeUndefined();
    const [answer, ...others] = staffView.data!.report.residentAnswers;
    expect(others).toEqual([]);
    expect(answer).toMatchObject({ role: "reporter", answer: "no", comment: "La lámpara sigue apagada." });
    expect(answer!.photo.url).toContain("/api/photos/");
    const served = await ana.request(staffView.data!.report.residentAnswers[0]!.photo.url);
    expect(served.status).toBe(200);
    // Not even the reporter reads the answers on the report (a follower's comment may name them).
    const ownView = await carlos.graphql<{ report: { residentAnswers: unknown[] } }>(RESIDENT_ANSWERS, {
      id: report.id,
    });
    expect(ownView.data!.report.residentAnswers).toEqual([]);
    // The attached photo is not purged as abandoned, and cannot be used again.
    const [row] = await queryRows<{ report_id: string }>(
      server,
      "SELECT p.report_id FROM resolution_check c JOIN photo p ON p.id = c.photo_id WHERE c.report_id = $1",
      [report.id],
    );
    expect(row?.report_id).toBe(report.id);
  }, 120_000);

  it("refuses bad input and strangers with Spanish messages on both doors", async () => {
    const report = await fileReport(carlos, { neighborhood: "altamira", categoryId: "vias" });
    await resolve(report.id);
    const stranger = new HttpClient(server.url);
    const signedOut = await stranger.graphql(MY_CHECK, { reportId: report.id });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await stranger.request(`/api/reports/${report.id}/resolution-check`)).status).toBe(401);

    // Not asked yet (the 7 days have not passed): nothing to answer.
    expect(
      (await carlos.graphql<{ myResolutionCheck: null }>(MY_CHECK, { reportId: report.id })).data,
    ).toEqual({
      myResolutionCheck: null,
    });
    const early = await carlos.request(`/api/reports/${report.id}/resolution-check`, {
      method: "POST",
      json: { answer: "no" },
    });
    expect(early.status).toBe(404);
    expect(await early.json()).toMatchObject({ error: RESOLUTION_CHECK_MESSAGES.notAsked });

    await ask(new Date(Date.now() + 8 * DAY));
    const invalid = await carlos.request(`/api/reports/${report.id}/resolution-check`, {
      method: "POST",
      json: { answer: "tal vez" },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: RESOLUTION_CHECK_MESSAGES.answerInvalid });
    expect((await checksOf(report.id)).every((check) => check.answer === null)).toBe(true);
    expect((await reportRow(report.id)).status).toBe("resuelto");

    // "Sí" from the reporter keeps it resolved.
    const yes = await carlos.graphql<{ answerResolutionCheck: { answer: string; reportStatus: string } }>(
      ANSWER,
      {
        reportId: report.id,
        answer: "si",
      },
    );
    expect(yes.data!.answerResolutionCheck).toMatchObject({ answer: "si", reportStatus: "resuelto" });
  }, 60_000);

  it("answers a tampered or expired link with a Spanish page and 400, and changes nothing", async () => {
    const report = await fileReport(carlos, { neighborhood: "altamira", categoryId: "vias" });
    await resolve(report.id);
    await ask(new Date(Date.now() + 8 * DAY));
    const carlosId = await userId(carlos);
    const check = (await checksOf(report.id)).find((row) => row.user_id === carlosId);
    const secret = server.env.SESSION_SECRET!;
    const good = resolutionCheckToken(secret, check!.id);
    const [payload, signature] = good.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, s: "00000000-0000-4000-8000-000000000000" })).toString("base64url")}.${signature}`;
    const expired = resolutionCheckToken(secret, check!.id, new Date(Date.now() - 365 * DAY));
    for (const [token, message] of [
      [forged, RESOLUTION_CHECK_MESSAGES.linkInvalid],
      [`${good}x`, RESOLUTION_CHECK_MESSAGES.linkInvalid],
      ["", RESOLUTION_CHECK_MESSAGES.linkInvalid],
      [expired, RESOLUTION_CHECK_MESSAGES.linkExpired],
    ] as const) {
      const url = `${server.url}/api/resolution-check?token=${encodeURIComponent(token)}`;
      const get = await fetch(url);
      expect(get.status).toBe(400);
      const text = await get.text();
      expect(text).toContain(message);
      expect(text).not.toContain("<form");
      const post = await fetch(url, form({ answer: "no" }));
      expect(post.status).toBe(400);
      expect(await post.text()).toContain(message);
    }
    expect((await checksOf(report.id)).every((row) => row.answer === null)).toBe(true);
    expect((await reportRow(report.id)).status).toBe("resuelto");
  }, 60_000);
});
