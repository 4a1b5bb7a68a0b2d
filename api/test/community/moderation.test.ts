import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERATION_MESSAGES } from "../../src/domain";
import { HttpClient } from "../http-client";
import { subscribe } from "../live-client";
import {
  admin,
  citizen,
  fileReport,
  processedPhoto,
  queryRows,
  signUpCitizen,
} from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { citizenWithCedula, residents, restJson, type CommentJson } from "./community-support";

let server: TestServer;
let carlos: HttpClient;
let staff: HttpClient;
let neighbours: HttpClient[];
beforeAll(async () => {
  server = await startTestServer();
  carlos = await citizenWithCedula(server);
  staff = await admin(server);
  neighbours = await residents(server, 4, "Marca");
});
afterAll(async () => {
  await server?.stop();
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const AJAX = { "x-requested-with": "XMLHttpRequest" };

const FLAG = `mutation ($target: ModerationTarget!, $id: ID!, $reason: FlagReason!, $details: String) {
  flagContent(target: $target, id: $id, reason: $reason, details: $details) { target id underReview }
}`;
const QUEUE = `{ moderationQueue { total items { target reportId radicado commentId text parentText authorName
  state reason openFlags reasonCounts { reason count } flags { reason details } } } }`;
const MODERATE = `mutation ($target: ModerationTarget!, $id: ID!, $action: ModerationAction!, $reason: FlagReason) {
  moderateContent(target: $target, id: $id, action: $action, reason: $reason) { target id state reason }
}`;
const COMMENT_EVENTS = `subscription ($reportId: ID!) { commentEvents(reportId: $reportId) { kind commentId } }`;

interface ModeratedComment extends CommentJson {
  moderation: { state: string; reason: string | null; notice: string } | null;
}

const flagComment = (client: HttpClient, id: string, body: unknown = { reason: "ofensivo" }) =>
  client.request(`/api/comments/${id}/flag`, { method: "POST", json: body });
const flagReport = (client: HttpClient, id: string, body: unknown = { reason: "datos_personales" }) =>
  client.request(`/api/reports/${id}/flag`, { method: "POST", json: body });
const thread = async (client: HttpClient, reportId: string) =>
  (await restJson<ModeratedComment[]>(await client.request(`/api/reports/${reportId}/comments`))).body;
const moderate = (client: HttpClient, body: unknown) =>
  client.request("/api/moderation/actions", { method: "POST", json: body });

async function commentOn(reportId: string, content: string, author = carlos): Promise<ModeratedComment> {
  const response = await restJson<ModeratedComment>(
    await author.request(`/api/reports/${reportId}/comments`, { method: "POST", json: { content } }),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function publicCommentsCount(reportId: string): Promise<number> {
  const { body } = await restJson<{ commentsCount: number }>(
    await new HttpClient(server.url).request(`/api/public/reports/${reportId}`),
  );
  return body.commentsCount;
}

describe("flagging", () => {
  it("refuses bad flags with a Spanish message and the right code on both doors", async () => {
    const report = await fileReport(await citizen(server));
    const own = await commentOn(report.id, "Mi propio comentario");
    const [lucia] = neighbours;

    expect((await flagComment(new HttpClient(server.url), own.id)).status).toBe(401);
    const newcomer = await signUpCitizen(server, "Sin Cédula");
    expect(await restJson(await flagComment(newcomer, own.id))).toEqual({
      status: 403,
      body: { error: "Cédula required" },
    });
    expect(await restJson(await flagComment(carlos, own.id))).toEqual({
      status: 403,
      body: { error: MODERATION_MESSAGES.ownContent },
    });
    expect(await restJson(await flagComment(staff, own.id))).toEqual({
      status: 403,
      body: { error: MODERATION_MESSAGES.onlyStaffModerate },
    });
    expect((await restJson(await flagComment(lucia!, own.id, { reason: "aburrido" }))).status).toBe(400);
    expect(
      await restJson(await flagComment(lucia!, own.id, { reason: "otro", details: "x".repeat(251) })),
    ).toMatchObject({ status: 400, body: { error: MODERATION_MESSAGES.detailsTooLong } });
    expect((await flagComment(lucia!, UNKNOWN)).status).toBe(404);

    expect((await flagComment(lucia!, own.id, { reason: "otro", details: "No aporta" })).status).toBe(201);
    expect(await restJson(await flagComment(lucia!, own.id))).toEqual({
      status: 409,
      body: { error: MODERATION_MESSAGES.alreadyFlagged },
    });
    const twice = await lucia!.graphql(FLAG, { target: "comment", id: own.id, reason: "spam" });
    expect(twice.errors?.[0]).toMatchObject({
      message: MODERATION_MESSAGES.alreadyFlagged,
      extensions: { code: "CONFLICT" },
    });
    const unknownReason = await lucia!.graphql(FLAG, { target: "report", id: report.id, reason: "aburrido" });
    expect(unknownReason.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const mine = await carlos.graphql(FLAG, {
      target: "report",
      id: report.id,
      reason: "spam",
    });
    expect(mine.errors?.[0]).toMatchObject({
      message: MODERATION_MESSAGES.ownContent,
      extensions: { code: "FORBIDDEN" },
    });
    // Nothing of the refused flags was written.
    const flags = await queryRows<{ count: string }>(
      server,
      "SELECT count(*) FROM content_flag WHERE report_id = $1",
      [report.id],
    );
    expect(flags[0]!.count).toBe("1");
  });
});

describe("three flags put a comment under review", () => {
  it("hides it live from the public, keeps it for its author and staff, and takes it out of the count", async () => {
    const report = await fileReport(await citizen(server));
    const insult = await commentOn(report.id, "Un insulto, llamen al 300 123 4567");
    const live = subscribe<{ commentEvents: { kind: string; commentId: string } }>(
      server.url,
      COMMENT_EVENTS,
      { reportId: report.id },
    );
    try {
      // The subscription starts a moment after it is sent: comment until it hears one.
      for (let attempt = 1; ; attempt++) {
        const probe = await commentOn(report.id, `Hola ${attempt}`, neighbours[3]);
        const heard = await live
          .next((event) => event.commentEvents.commentId === probe.id, 1000)
          .catch(() => null);
        if (heard) break;
        if (attempt >= 5) throw new Error("the subscription never started");
      }
      const before = await publicCommentsCount(report.id);
      for (const [i, neighbour] of neighbours.slice(0, 3).entries()) {
        const flagged = await restJson<{ underReview: boolean }>(await flagComment(neighbour, insult.id));
        expect(flagged).toEqual({
          status: 201,
          body: { target: "comment", id: insult.id, underReview: i === 2 },
        });
      }
      const moderated = await live.next((event) => event.commentEvents.kind === "moderated");
      expect(moderated.commentEvents.commentId).toBe(insult.id);
      expect(await publicCommentsCount(report.id)).toBe(before - 1);
    } finally {
      await live.dispose();
    }

    const seenBy = async (client: HttpClient) =>
      (await thread(client, report.id)).find((comment) => comment.id === insult.id)!;
    expect(await seenBy(new HttpClient(server.url))).toMatchObject({
      content: null,
      author: null,
      moderation: { state: "review", reason: null, notice: "Contenido en revisión" },
      viewerCan: { reply: false, like: false, flag: false },
    });
    expect(await seenBy(neighbours[3]!)).toMatchObject({ content: null, author: null });
    expect(await seenBy(carlos)).toMatchObject({
      content: "Un insulto, llamen al 300 123 4567",
      moderation: { state: "review" },
    });
    expect((await seenBy(carlos)).moderation!.notice).toMatch(/^Tu contenido está en revisión/);
    expect(await seenBy(staff)).toMatchObject({ content: "Un insulto, llamen al 300 123 4567" });
  });
});

describe("the moderation queue", () => {
  it("lists flagged items newest first for staff only, and each decision is audited and told", async () => {
    const report = await fileReport(await citizen(server));
    const comment = await commentOn(report.id, "Escriban a pedro@example.com");
    for (const neighbour of neighbours.slice(0, 3)) {
      expect((await flagComment(neighbour, comment.id, { reason: "datos_personales" })).status).toBe(201);
    }
    const countInReview = await publicCommentsCount(report.id);

    expect((await carlos.request("/api/moderation/queue")).status).toBe(403);
    expect((await carlos.graphql(QUEUE)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const queue = await restJson<{
      total: number;
      items: Array<{ commentId: string | null; openFlags: number; text: string; state: string }>;
    }>(await staff.request("/api/moderation/queue"));
    expect(queue.status).toBe(200);
    expect(queue.body.items[0]).toMatchObject({
      target: "comment",
      reportId: report.id,
      commentId: comment.id,
      text: "Escriban a pedro@example.com",
      state: "review",
      openFlags: 3,
      reasonCounts: [{ reason: "datos_personales", count: 3 }],
    });
    const graphqlQueue = await staff.graphql<{ moderationQueue: { items: Array<{ commentId: string }> } }>(
      QUEUE,
    );
    expect(graphqlQueue.data?.moderationQueue.items[0]?.commentId).toBe(comment.id);

    // Bad decisions: a resident, a hide without its reason, an unknown action.
    expect(
      await restJson(
        await moderate(carlos, { target: "comment", id: comment.id, action: "hide", reason: "spam" }),
      ),
    ).toEqual({ status: 403, body: { error: MODERATION_MESSAGES.onlyStaffModerate } });
    expect(
      await restJson(await moderate(staff, { target: "comment", id: comment.id, action: "hide" })),
    ).toMatchObject({ status: 400, body: { error: MODERATION_MESSAGES.hideNeedsReason } });
    const unknownAction = await staff.graphql(MODERATE, {
      target: "comment",
      id: comment.id,
      action: "borrar",
    });
    expect(unknownAction.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const hidden = await restJson(
      await moderate(staff, {
        target: "comment",
        id: comment.id,
        action: "hide",
        reason: "datos_personales",
      }),
    );
    expect(hidden).toEqual({
      status: 200,
      body: { target: "comment", id: comment.id, state: "hidden", reason: "datos_personales" },
    });
    const publicView = (await thread(new HttpClient(server.url), report.id)).find(
      (c) => c.id === comment.id,
    )!;
    expect(publicView).toMatchObject({
      content: null,
      moderation: { state: "hidden", notice: "Ocultado por moderación: datos personales" },
    });
    expect(await publicCommentsCount(report.id)).toBe(countInReview);
    const audit = await queryRows<{ action: string; subject_label: string; before: unknown; after: unknown }>(
      server,
      "SELECT action, subject_label, before, after FROM audit_entry WHERE subject_id = $1",
      [comment.id],
    );
    // The flags it closed are part of the record, before and after.
    expect(audit).toEqual([
      {
        action: "moderation.hide",
        subject_label: `Comentario en ${report.radicado}`,
        before: { state: "review", reason: null, openFlags: 3 },
        after: { state: "hidden", reason: "datos_personales", openFlags: 0 },
      },
    ]);
    const notices = await queryRows<{ kind: string; note: string }>(
      server,
      "SELECT n.kind, n.note FROM notification n JOIN app_user u ON u.id = n.recipient_id WHERE n.report_id = $1 AND u.email = $2",
      [report.id, "carlos@example.com"],
    );
    expect(notices.map((notice) => notice.kind)).toContain("moderation");
    // A flagged comment its author deletes leaves the queue: nothing is left to decide.
    const regret = await commentOn(report.id, "Me arrepiento de esto");
    expect((await flagComment(neighbours[0]!, regret.id)).status).toBe(201);
    expect(
      (await carlos.request(`/api/comments/${regret.id}`, { method: "DELETE", headers: AJAX })).status,
    ).toBe(200);
    const queueAfter = await restJson<{ items: Array<{ commentId: string | null }> }>(
      await staff.request("/api/moderation/queue"),
    );
    expect(queueAfter.body.items.map((item) => item.commentId)).not.toContain(comment.id);
    expect(queueAfter.body.items.map((item) => item.commentId)).not.toContain(regret.id);

    // Restored: the public reads it again (masked as any comment), and it counts again.
    expect((await moderate(staff, { target: "comment", id: comment.id, action: "restore" })).status).toBe(
      200,
    );
    const restored = (await thread(new HttpClient(server.url), report.id)).find((c) => c.id === comment.id)!;
    expect(restored).toMatchObject({ content: "Escriban a •••@•••", moderation: null });
    expect(await publicCommentsCount(report.id)).toBe(countInReview + 1);
    expect(
      await restJson(await moderate(staff, { target: "comment", id: comment.id, action: "restore" })),
    ).toEqual({
      status: 409,
      body: { error: MODERATION_MESSAGES.notHidden },
    });
  });

  it("dismissing the flags of a report under review shows it again", async () => {
    const photo = await processedPhoto(carlos);
    const report = await fileReport(await citizen(server), {
      description: "Basura en la esquina",
      evidenceUrls: [photo],
    });
    for (const neighbour of neighbours.slice(0, 3))
      expect((await flagReport(neighbour, report.id)).status).toBe(201);

    const anonymous = new HttpClient(server.url);
    const { body: underReview } = await restJson<Record<string, unknown>>(
      await anonymous.request(`/api/public/reports/${report.id}`),
    );
    expect(underReview).toMatchObject({
      description: "Contenido en revisión",
      address: null,
      photos: [],
      evidenceUrls: [],
      updates: [],
      moderation: { state: "review" },
    });
    const { body: own } = await restJson<{
      description: string;
      photos: unknown[];
      moderation: { notice: string };
    }>(await (await citizen(server)).request(`/api/public/reports/${report.id}`));
    expect(own.description).toBe("Basura en la esquina");
    expect(own.photos).toHaveLength(1);
    // Its photo's address no longer shows it to the public; its author and staff load it, kept by no
    // shared cache.
    for (const address of [photo, `${photo}/thumbnail`]) {
      expect((await anonymous.request(address)).status, address).toBe(404);
      expect((await neighbours[0]!.request(address)).status, address).toBe(404);
      for (const reader of [await citizen(server), staff]) {
        const answer = await reader.request(address);
        expect(answer.status, address).toBe(200);
        expect(answer.headers.get("cache-control")).toBe("private, no-store");
      }
    }
    // On its community page too, its author reads a note to them, not the public's placeholder.
    expect(own.moderation.notice).toMatch(/^Tu contenido está en revisión/);
    // The report is anonymous (the default): the queue does not name its author, not even to staff.
    const { body: queue } = await restJson<{ items: Array<{ reportId: string; authorName: string | null }> }>(
      await staff.request("/api/moderation/queue"),
    );
    expect(
      queue.items.find((item) => item.reportId === report.id && item.authorName !== undefined),
    ).toMatchObject({
      authorName: null,
    });

    expect((await moderate(staff, { target: "report", id: report.id, action: "dismiss" })).status).toBe(200);
    const { body: shown } = await restJson<{ description: string; moderation: unknown }>(
      await anonymous.request(`/api/public/reports/${report.id}`),
    );
    expect(shown).toMatchObject({ description: "Basura en la esquina", moderation: null });
    const photoAgain = await anonymous.request(photo);
    expect(photoAgain.status).toBe(200);
    expect(photoAgain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(
      await restJson(await moderate(staff, { target: "report", id: report.id, action: "dismiss" })),
    ).toEqual({
      status: 409,
      body: { error: MODERATION_MESSAGES.nothingToDismiss },
    });
    // A dismissed flag stays its sender's: the same person cannot flag the report again.
    expect((await flagReport(neighbours[0]!, report.id)).status).toBe(409);
  });
});

describe("restoring from the item's own place", () => {
  const PUBLIC_REPORT = `query ($id: ID!) { publicReport(id: $id) { moderation { state } viewerCan { restore } }
    reportComments(reportId: $id) { id moderation { state } viewerCan { restore } } }`;
  type Answer = {
    publicReport: { moderation: { state: string } | null; viewerCan: { restore: boolean } };
    reportComments: Array<{
      id: string;
      moderation: { state: string } | null;
      viewerCan: { restore: boolean };
    }>;
  };

  it("offers Restaurar to staff only, on a hidden report and comment the queue no longer lists", async () => {
    const report = await fileReport(await citizen(server), { description: "Poste caído" });
    const comment = await commentOn(report.id, "Lo vi ayer.");
    for (const [target, id] of [
      ["report", report.id],
      ["comment", comment.id],
    ] as const) {
      const hidden = await staff.graphql(MODERATE, { target, id, action: "hide", reason: "otro" });
      expect(hidden.errors).toBeUndefined();
    }
    // Hiding closed their flags (none here): the queue has nothing to restore them from.
    const { body: queue } = await restJson<{ items: Array<{ reportId: string }> }>(
      await staff.request("/api/moderation/queue"),
    );
    expect(queue.items.map((item) => item.reportId)).not.toContain(report.id);

    const asStaff = await staff.graphql<Answer>(PUBLIC_REPORT, { id: report.id });
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.data!.publicReport.viewerCan.restore).toBe(true);
    expect(asStaff.data!.reportComments.find((c) => c.id === comment.id)?.viewerCan.restore).toBe(true);
    for (const reader of [carlos, neighbours[0]!, new HttpClient(server.url)]) {
      const answer = await reader.graphql<Answer>(PUBLIC_REPORT, { id: report.id });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.publicReport.viewerCan.restore).toBe(false);
      expect(answer.data!.reportComments.every((c) => !c.viewerCan.restore)).toBe(true);
    }
    // The staff tables' report too, where staff work it.
    const REPORT = `query ($id: ID!) { report(id: $id) { moderation { state } viewerCan { restore } } }`;
    const worked = await staff.graphql<{
      report: { moderation: { state: string }; viewerCan: { restore: boolean } };
    }>(REPORT, { id: report.id });
    expect(worked.data?.report).toEqual({ moderation: { state: "hidden" }, viewerCan: { restore: true } });
    const own = await (
      await citizen(server)
    ).graphql<{ report: { viewerCan: { restore: boolean } } }>(REPORT, {
      id: report.id,
    });
    expect(own.data?.report.viewerCan.restore).toBe(false);
    // REST carries the same permission.
    const { body: rest } = await restJson<{ viewerCan: { restore: boolean } }>(
      await staff.request(`/api/public/reports/${report.id}`),
    );
    expect(rest.viewerCan.restore).toBe(true);

    for (const [target, id] of [
      ["report", report.id],
      ["comment", comment.id],
    ] as const) {
      const restored = await staff.graphql(MODERATE, { target, id, action: "restore" });
      expect(restored.errors).toBeUndefined();
    }
    const after = await staff.graphql<Answer>(PUBLIC_REPORT, { id: report.id });
    expect(after.data!.publicReport.moderation).toBeNull();
    expect(after.data!.publicReport.viewerCan.restore).toBe(false);
    expect(after.data!.reportComments.find((c) => c.id === comment.id)).toMatchObject({
      moderation: null,
      viewerCan: { restore: false },
    });
  });
});
