import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../http-client";
import { freePort } from "../postgres";
import { mailBody, startSmtp, type ReceivedMail } from "../smtp";
import {
  ADD_UPDATE,
  admin,
  citizen,
  fileReport,
  queryRows,
  resetRateLimits,
  signUpCitizen,
  UPDATE_STATUS,
} from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { ADD_COMMENT, registerCedula, restJson, TOGGLE_VOTE } from "./community-support";

const UNKNOWN_REPORT = "00000000-0000-4000-8000-000000000000";

const FOLLOW = `mutation ($reportId: ID!) { followReport(reportId: $reportId) { id viewerFollows viewerCan { follow } } }`;
const UNFOLLOW = `mutation ($reportId: ID!) { unfollowReport(reportId: $reportId) { id viewerFollows } }`;
const FOLLOWED = `query ($first: Int, $after: String) {
  myFollowedReports(first: $first, after: $after) { reports { id radicado viewerFollows location { approximate } } nextCursor }
}`;
const PUBLIC_FOLLOW = `query ($id: ID!) { publicReport(id: $id) { id viewerFollows viewerCan { follow } } }`;
const NOTIFICATIONS = `{ notifications(limit: 50) { kind reportId radicado fromStatus toStatus note publicUpdate originalRadicado } }`;

interface NotificationJson {
  kind: string;
  reportId: string;
  radicado: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  publicUpdate: string | null;
  originalRadicado: string | null;
}

let server: TestServer;
let smtp: { received: ReceivedMail[]; stop: () => Promise<void> };
let carlos: HttpClient;
let ana: HttpClient;

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = await startSmtp(smtpPort);
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: "Reporta Riomar <no-responder@riomar.example>",
    PUBLIC_URL: "http://reporta.example",
  });
  [carlos, ana] = await Promise.all([citizen(server), admin(server)]);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const put = (client: HttpClient, id: string) =>
  client.request(`/api/reports/${id}/follow`, { method: "PUT", json: {} });
const remove = (client: HttpClient, id: string) =>
  client.request(`/api/reports/${id}/follow`, { method: "DELETE", json: {} });
const followRows = (reportId: string) =>
  queryRows<{ user_id: string; unfollowed_at: Date | null }>(
    server,
    "SELECT user_id, unfollowed_at FROM report_follow WHERE report_id = $1 ORDER BY user_id",
    [reportId],
  );
const userId = async (client: HttpClient) =>
  ((await (await client.request("/api/auth/user")).json()) as { id: string }).id;
const notificationsOf = async (client: HttpClient) =>
  (await client.graphql<{ notifications: NotificationJson[] }>(NOTIFICATIONS)).data?.notifications ?? [];

async function newcomer(name: string): Promise<HttpClient> {
  await resetRateLimits(server);
  return signUpCitizen(server, name);
}

describe("who may follow", () => {
  it("refuses signed-out callers on both doors: 401 / UNAUTHENTICATED, nothing written", async () => {
    const report = await fileReport(carlos);
    const anonymous = new HttpClient(server.url);
    expect((await put(anonymous, report.id)).status).toBe(401);
    expect((await remove(anonymous, report.id)).status).toBe(401);
    expect((await anonymous.request("/api/me/follows")).status).toBe(401);
    for (const query of [FOLLOW, UNFOLLOW]) {
      const result = await anonymous.graphql(query, { reportId: report.id });
      expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect((await anonymous.graphql(FOLLOWED)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const answer = await anonymous.graphql<{ publicReport: unknown }>(PUBLIC_FOLLOW, { id: report.id });
    expect(answer.data?.publicReport).toEqual({
      id: report.id,
      viewerFollows: false,
      viewerCan: { follow: false },
    });
  });

  it("answers 'Reporte no encontrado' / NOT_FOUND for a report that does not exist, writing nothing", async () => {
    const resident = await newcomer("Curiosa");
    for (const id of [UNKNOWN_REPORT, "nada"]) {
      for (const request of [put, remove]) {
        expect(await restJson(await request(resident, id))).toEqual({
          status: 404,
          body: { error: "Reporte no encontrado" },
        });
      }
      for (const query of [FOLLOW, UNFOLLOW]) {
        const result = await resident.graphql(query, { reportId: id });
        expect(result.errors?.[0]?.message).toBe("Reporte no encontrado");
        expect(result.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      }
    }
    expect(
      await queryRows(server, "SELECT * FROM report_follow WHERE user_id = $1", [await userId(resident)]),
    ).toEqual([]);
  });

  it("needs no cédula: a newcomer follows through REST and GraphQL and sees it followed", async () => {
    const report = await fileReport(carlos);
    const resident = await newcomer("Sin Cédula");
    expect(await restJson(await put(resident, report.id))).toEqual({
      status: 200,
      body: { reportId: report.id, following: true },
    });
    expect(await restJson(await remove(resident, report.id))).toEqual({
      status: 200,
      body: { reportId: report.id, following: false },
    });
    const followed = await resident.graphql<{ followReport: unknown }>(FOLLOW, { reportId: report.id });
    expect(followed.data?.followReport).toEqual({
      id: report.id,
      viewerFollows: true,
      viewerCan: { follow: true },
    });
    const read = await resident.graphql<{ publicReport: unknown }>(PUBLIC_FOLLOW, { id: report.id });
    expect(read.data?.publicReport).toEqual({
      id: report.id,
      viewerFollows: true,
      viewerCan: { follow: true },
    });
    const rest = await restJson<{ viewerFollows: boolean }>(
      await resident.request(`/api/public/reports/${report.id}`),
    );
    expect(rest.body.viewerFollows).toBe(true);
    const unfollowed = await resident.graphql<{ unfollowReport: unknown }>(UNFOLLOW, { reportId: report.id });
    expect(unfollowed.data?.unfollowReport).toEqual({ id: report.id, viewerFollows: false });
  });
});

describe("automatic follows", () => {
  it("the author follows what they file; a supporter and a commenter follow what they took part in", async () => {
    const report = await fileReport(carlos);
    const author = await userId(carlos);
    const supporter = await newcomer("Apoya");
    await registerCedula(supporter);
    const commenter = await newcomer("Comenta");
    await registerCedula(commenter);
    expect((await supporter.graphql(TOGGLE_VOTE, { reportId: report.id })).errors).toBeUndefined();
    expect(
      (await commenter.graphql(ADD_COMMENT, { reportId: report.id, content: "A mí también" })).errors,
    ).toBeUndefined();
    const expected = [author, await userId(supporter), await userId(commenter)].sort();
    expect((await followRows(report.id)).map((row) => [row.user_id, row.unfollowed_at])).toEqual(
      expected.map((id) => [id, null]),
    );
    // Taking the support back does not unfollow: following is a choice of its own.
    await supporter.graphql(TOGGLE_VOTE, { reportId: report.id });
    expect((await followRows(report.id)).every((row) => row.unfollowed_at === null)).toBe(true);
  });

  it("a support's answer says the supporter now follows, so the page's «Seguir» changes at once", async () => {
    const report = await fileReport(carlos);
    const supporter = await newcomer("Apoya Ya");
    await registerCedula(supporter);
    const VOTE_AND_FOLLOW = `mutation ($reportId: ID!) { toggleVote(reportId: $reportId) { id userVoted viewerFollows } }`;
    const answer = await supporter.graphql<{ toggleVote: { userVoted: boolean; viewerFollows: boolean } }>(
      VOTE_AND_FOLLOW,
      { reportId: report.id },
    );
    expect(answer.data?.toggleVote).toMatchObject({ userVoted: true, viewerFollows: true });
  });

  it("an unfollow sticks: supporting and commenting again do not follow again; following explicitly does", async () => {
    const report = await fileReport(carlos);
    const resident = await newcomer("Decidida");
    await registerCedula(resident);
    expect((await remove(resident, report.id)).status).toBe(200);
    await resident.graphql(TOGGLE_VOTE, { reportId: report.id });
    await resident.graphql(ADD_COMMENT, { reportId: report.id, content: "Sigue igual" });
    const id = await userId(resident);
    const mine = async () => (await followRows(report.id)).find((row) => row.user_id === id);
    expect((await mine())?.unfollowed_at).not.toBeNull();
    const read = await resident.graphql<{ publicReport: { viewerFollows: boolean } }>(PUBLIC_FOLLOW, {
      id: report.id,
    });
    expect(read.data?.publicReport.viewerFollows).toBe(false);
    expect((await put(resident, report.id)).status).toBe(200);
    expect((await mine())?.unfollowed_at).toBeNull();
  });

  it("the author's own unfollow sticks too", async () => {
    const report = await fileReport(carlos);
    expect((await remove(carlos, report.id)).status).toBe(200);
    const list = await carlos.graphql<{ myFollowedReports: { reports: Array<{ id: string }> } }>(FOLLOWED, {
      first: 100,
    });
    expect(list.data?.myFollowedReports.reports.map((r) => r.id)).not.toContain(report.id);
  });
});

describe("Siguiendo", () => {
  it("lists followed reports newest follow first, in keyset pages, as the public sees them, on both doors", async () => {
    const resident = await newcomer("Lectora");
    const reports = [await fileReport(carlos), await fileReport(carlos), await fileReport(carlos)];
    for (const report of reports) expect((await put(resident, report.id)).status).toBe(200);
    const expected = reports.map((report) => report.id).reverse();

    const first = await resident.graphql<{
      myFollowedReports: {
        reports: Array<{ id: string; viewerFollows: boolean; location: unknown }>;
        nextCursor: string;
      };
    }>(FOLLOWED, { first: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.myFollowedReports.reports.map((report) => report.id)).toEqual(expected.slice(0, 2));
    expect(first.data?.myFollowedReports.reports.every((report) => report.viewerFollows)).toBe(true);
    // The public view: never the exact point, even of a report the viewer may know better.
    expect(first.data?.myFollowedReports.reports[0]?.location).toEqual({ approximate: true });
    const second = await resident.graphql<{
      myFollowedReports: { reports: Array<{ id: string }>; nextCursor: null };
    }>(FOLLOWED, { first: 2, after: first.data?.myFollowedReports.nextCursor });
    expect(second.data?.myFollowedReports.reports.map((report) => report.id)).toEqual([expected[2]]);
    expect(second.data?.myFollowedReports.nextCursor).toBeNull();

    const rest = await restJson<{
      reports: Array<{ id: string; radicado: string }>;
      nextCursor: string | null;
    }>(await resident.request("/api/me/follows?limit=2"));
    expect(rest.status).toBe(200);
    expect(rest.body.reports.map((report) => report.id)).toEqual(expected.slice(0, 2));
    const next = await restJson<{ reports: Array<{ id: string }> }>(
      await resident.request(`/api/me/follows?limit=2&after=${rest.body.nextCursor}`),
    );
    expect(next.body.reports.map((report) => report.id)).toEqual([expected[2]]);

    // An unfollowed report leaves the list.
    expect((await remove(resident, reports[1]!.id)).status).toBe(200);
    const after = await restJson<{ reports: Array<{ id: string }> }>(
      await resident.request("/api/me/follows"),
    );
    expect(after.body.reports.map((report) => report.id)).toEqual([expected[0], expected[2]]);
  });

  it("refuses a cursor it did not hand out and a bad page size, in Spanish, on both doors", async () => {
    const refused = await restJson<{ error: string; fields?: Record<string, string> }>(
      await carlos.request("/api/me/follows?after=abc"),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("La posición de la página no es válida");
    const graphql = await carlos.graphql(FOLLOWED, { first: 0 });
    expect(graphql.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("what followers are told", () => {
  it("a status change: its public update, never the message to the reporter nor the internal note; not the author twice, not the actor", async () => {
    const report = await fileReport(carlos);
    const follower = await newcomer("Seguidora");
    expect((await put(follower, report.id)).status).toBe(200);
    // Staff who follow the report and change it themselves are not told of their own change.
    expect((await put(ana, report.id)).status).toBe(200);
    const changed = await ana.graphql(UPDATE_STATUS, {
      id: report.id,
      status: "en_gestion",
      note: "MENSAJE-PRIVADO llamamos al 300 000 0000",
      publicUpdate: "Cuadrilla asignada para el lunes. Contratista: 300 765 4321.",
      internalNote: "NOTA-INTERNA del contratista",
    });
    expect(changed.errors).toBeUndefined();

    const told = (await notificationsOf(follower)).filter((n) => n.reportId === report.id);
    expect(told).toEqual([
      {
        kind: "followedStatus",
        reportId: report.id,
        radicado: report.radicado,
        fromStatus: "recibido",
        toStatus: "en_gestion",
        note: null,
        // Followers read the public view: personal data masked (docs/privacy-masking.md).
        publicUpdate: "Cuadrilla asignada para el lunes. Contratista: ••• ••• ••••.",
        originalRadicado: null,
      },
    ]);
    const authorNotices = (await notificationsOf(carlos)).filter((n) => n.reportId === report.id);
    expect(authorNotices.map((n) => n.kind)).toEqual(["status"]);
    // The reporter reads it as written.
    expect(authorNotices[0]!.publicUpdate).toBe(
      "Cuadrilla asignada para el lunes. Contratista: 300 765 4321.",
    );
    expect(
      (await notificationsOf(ana)).filter((n) => n.reportId === report.id && n.kind.startsWith("followed")),
    ).toEqual([]);

    // The e-mail says what the public may read, and nothing else.
    const followerEmail = (
      (await follower.request("/api/auth/user").then((r) => r.json())) as { email: string }
    ).email;
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(followerEmail)).length, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(followerEmail))!;
    const text = mailBody(mail.raw);
    expect(text).toContain(`El reporte ${report.radicado} que sigues`);
    expect(text).toContain("Cuadrilla asignada para el lunes. Contratista: ••• ••• ••••.");
    expect(text).not.toContain("765 4321");
    expect(text).toContain(`http://reporta.example/community/reports/${report.id}`);
    expect(mail.raw).not.toContain("MENSAJE-PRIVADO");
    expect(mail.raw).not.toContain("NOTA-INTERNA");
  });

  it("a public update alone tells followers; a message to the reporter and an internal note tell them nothing", async () => {
    const report = await fileReport(carlos);
    const follower = await newcomer("Atenta");
    expect((await put(follower, report.id)).status).toBe(200);
    for (const [kind, body] of [
      ["reporter_message", "Solo para Carlos"],
      ["internal_note", "Solo para el equipo"],
      ["public_update", "Se pidió el material."],
    ] as const) {
      const added = await ana.graphql(ADD_UPDATE, { reportId: report.id, kind, body });
      expect(added.errors).toBeUndefined();
    }
    const told = (await notificationsOf(follower)).filter((n) => n.reportId === report.id);
    expect(told.map((n) => [n.kind, n.publicUpdate, n.note])).toEqual([
      ["followedUpdate", "Se pidió el material.", null],
    ]);
  });

  it("someone who unfollowed hears nothing more", async () => {
    const report = await fileReport(carlos);
    const gone = await newcomer("Se Fue");
    expect((await put(gone, report.id)).status).toBe(200);
    expect((await remove(gone, report.id)).status).toBe(200);
    await ana.graphql(UPDATE_STATUS, { id: report.id, status: "en_gestion", publicUpdate: "En camino." });
    expect((await notificationsOf(gone)).filter((n) => n.reportId === report.id)).toEqual([]);
  });
});
