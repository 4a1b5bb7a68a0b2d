import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain";
import { HttpClient } from "../http-client";
import { releaseWhenWaiting } from "../postgres";
import { citizen, fileReport, queryRows, resetRateLimits, signUpCitizen } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import {
  ADD_COMMENT,
  citizenWithCedula,
  DELETE_COMMENT,
  REPORT_COMMENTS,
  residents,
  restJson,
  TOGGLE_LIKE,
  type CommentJson,
} from "./community-support";

let server: TestServer;
let reportId: string;
let carlos: HttpClient;
let lucia: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  reportId = (await fileReport(await citizen(server))).id;
  carlos = await citizenWithCedula(server);
  lucia = (await residents(server, 1, "Lucía"))[0]!;
});
afterAll(async () => {
  await server?.stop();
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const AJAX = { "x-requested-with": "XMLHttpRequest" };

const post = (client: HttpClient, body: unknown, id = reportId) =>
  client.request(`/api/reports/${id}/comments`, { method: "POST", json: body });
const like = (client: HttpClient, commentId: string) =>
  client.request(`/api/comments/${commentId}/like`, { method: "POST", headers: AJAX });
const remove = (client: HttpClient, commentId: string) =>
  client.request(`/api/comments/${commentId}`, { method: "DELETE", headers: AJAX });
const thread = async (client: HttpClient, id = reportId) =>
  restJson<CommentJson[]>(await client.request(`/api/reports/${id}/comments`));

async function comment(
  client: HttpClient,
  content: string,
  parentId?: string,
  id = reportId,
): Promise<CommentJson> {
  const response = await restJson<CommentJson>(await post(client, { content, parentId }, id));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe("who may comment and like", () => {
  it("refuses signed-out callers: 401 / UNAUTHENTICATED, through both doors", async () => {
    const anonymous = new HttpClient(server.url);
    expect((await post(anonymous, { content: "Hola" })).status).toBe(401);
    expect((await like(anonymous, UNKNOWN)).status).toBe(401);
    expect((await remove(anonymous, UNKNOWN)).status).toBe(401);
    for (const [query, variables] of [
      [ADD_COMMENT, { reportId, content: "Hola" }],
      [TOGGLE_LIKE, { commentId: UNKNOWN }],
      [DELETE_COMMENT, { commentId: UNKNOWN }],
    ] as const) {
      expect((await anonymous.graphql(query, variables)).errors?.[0]?.extensions?.code).toBe(
        "UNAUTHENTICATED",
      );
    }
  });

  it("refuses a resident without a cédula: 403 'Cédula required' / CEDULA_REQUIRED", async () => {
    const newcomer = await signUpCitizen(server, "Sin Cédula");
    const target = await comment(carlos, "Para que le den like");
    expect(await restJson(await post(newcomer, { content: "Hola" }))).toEqual({
      status: 403,
      body: { error: "Cédula required" },
    });
    expect(await restJson(await like(newcomer, target.id))).toEqual({
      status: 403,
      body: { error: "Cédula required" },
    });
    for (const [query, variables] of [
      [ADD_COMMENT, { reportId, content: "Hola" }],
      [TOGGLE_LIKE, { commentId: target.id }],
    ] as const) {
      const error = (await newcomer.graphql(query, variables)).errors?.[0];
      expect([error?.message, error?.extensions?.code]).toEqual(["Cédula required", "CEDULA_REQUIRED"]);
    }
  });

  it("answers 404 for a report or comment that does not exist", async () => {
    expect(await restJson(await post(carlos, { content: "Hola" }, UNKNOWN))).toEqual({
      status: 404,
      body: { error: MESSAGES.reportNotFound },
    });
    expect((await thread(carlos, UNKNOWN)).status).toBe(404);
    expect(await restJson(await like(carlos, UNKNOWN))).toEqual({
      status: 404,
      body: { error: MESSAGES.commentNotFound },
    });
    expect((await remove(carlos, "nada")).status).toBe(404);
    const result = await carlos.graphql(REPORT_COMMENTS, { reportId: UNKNOWN });
    expect(result.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("comment content", () => {
  it.each([
    ["empty", ""],
    ["only spaces and line breaks", "   \n\t  "],
    ["only invisible characters", "\u200B\u200B"],
    ["missing", undefined],
  ])("refuses %s with 'Comentario vacío' through both doors", async (_name, content) => {
    expect(await restJson(await post(carlos, { content }))).toEqual({
      status: 400,
      body: { error: "Comentario vacío", fields: { content: "Comentario vacío" } },
    });
    const result = await carlos.graphql(
      content === undefined
        ? "mutation ($reportId: ID!) { addComment(reportId: $reportId) { id } }"
        : ADD_COMMENT,
      { reportId, content },
    );
    const error = result.errors?.[0];
    expect(error?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    if (content !== undefined) expect(error?.extensions?.fields).toEqual({ content: "Comentario vacío" });
  });

  it("refuses more than 1000 characters, and control characters, with Spanish messages", async () => {
    expect(await restJson(await post(carlos, { content: "a".repeat(1001) }))).toEqual({
      status: 400,
      body: { error: MESSAGES.commentTooLong, fields: { content: MESSAGES.commentTooLong } },
    });
    expect((await comment(carlos, ` ${"á".repeat(1000)} `)).content).toBe("á".repeat(1000));
    const bidi = await restJson<{ fields: Record<string, string> }>(
      await post(carlos, { content: "hola \u202E" }),
    );
    expect(bidi.body.fields).toEqual({ content: MESSAGES.textHasControlCharacters });
  });

  it("answers the new comment, trimmed, and counts it on the report", async () => {
    const report = await fileReport(await citizen(server));
    const created = await comment(lucia, "  Esto lleva semanas así.  ", undefined, report.id);
    expect(created).toMatchObject({
      reportId: report.id,
      parentId: null,
      content: "Esto lleva semanas así.",
      deleted: false,
      author: { firstName: "Lucía 1", lastName: "Vecina", profileImageUrl: null },
      authorDeleted: false,
      likesCount: 0,
      likedByMe: false,
      viewerCan: { reply: true, like: true, delete: true, flag: false, restore: false },
      replies: [],
    });
    const viaGraphQL = await carlos.graphql<{ addComment: CommentJson }>(ADD_COMMENT, {
      reportId: report.id,
      content: "Confirmo",
    });
    expect(viaGraphQL.data?.addComment).toMatchObject({ content: "Confirmo", viewerCan: { delete: true } });
    const [row] = await queryRows<{ comments_count: number }>(
      server,
      "SELECT comments_count FROM report WHERE id = $1",
      [report.id],
    );
    expect(row!.comments_count).toBe(2);
  });
});

describe("replies are one level deep", () => {
  it("nests a reply under its top-level comment; both doors give the same thread", async () => {
    const report = await fileReport(await citizen(server));
    const first = await comment(carlos, "Primero", undefined, report.id);
    const second = await comment(lucia, "Segundo", undefined, report.id);
    const reply = await comment(lucia, "Respuesta", first.id, report.id);
    expect(reply.parentId).toBe(first.id);
    expect(reply.viewerCan.reply).toBe(false);

    const { body } = await thread(carlos, report.id);
    // Newest top-level first; replies oldest first.
    expect(body.map((c) => [c.content, c.replies.map((r) => r.content)])).toEqual([
      ["Segundo", []],
      ["Primero", ["Respuesta"]],
    ]);
    expect(body[1]!.viewerCan).toEqual({
      reply: true,
      like: true,
      delete: true,
      flag: false,
      restore: false,
    });
    expect(body[0]!.viewerCan).toEqual({
      reply: true,
      like: true,
      delete: false,
      flag: true,
      restore: false,
    });
    const graphql = await carlos.graphql<{ reportComments: CommentJson[] }>(REPORT_COMMENTS, {
      reportId: report.id,
    });
    // The same thread (the GraphQL document asks for no replies of replies: there are none).
    expect(graphql.data?.reportComments).toEqual(
      body.map((c) => ({ ...c, replies: c.replies.map(({ replies: _none, ...reply }) => reply) })),
    );
    expect(second.id).toBe(body[0]!.id);
  });

  it("refuses a reply to a reply, to another report's comment and to an unknown comment", async () => {
    const report = await fileReport(await citizen(server));
    const other = await fileReport(await citizen(server));
    const top = await comment(carlos, "Arriba", undefined, report.id);
    const reply = await comment(lucia, "Respuesta", top.id, report.id);
    const elsewhere = await comment(carlos, "En otro reporte", undefined, other.id);
    for (const parentId of [reply.id, elsewhere.id, UNKNOWN, "nada"]) {
      expect(await restJson(await post(carlos, { content: "No", parentId }, report.id))).toEqual({
        status: 400,
        body: { error: MESSAGES.replyParentInvalid, fields: { parentId: MESSAGES.replyParentInvalid } },
      });
    }
    const result = await carlos.graphql(ADD_COMMENT, {
      reportId: report.id,
      content: "No",
      parentId: reply.id,
    });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const [row] = await queryRows<{ comments_count: number }>(
      server,
      "SELECT comments_count FROM report WHERE id = $1",
      [report.id],
    );
    expect(row!.comments_count).toBe(2);
  });
});

describe("deleting a comment", () => {
  it("is for its author only; it then reads as deleted, keeps its replies and stops counting", async () => {
    const report = await fileReport(await citizen(server));
    const top = await comment(carlos, "Me equivoqué", undefined, report.id);
    await comment(lucia, "Te respondo", top.id, report.id);
    const lonely = await comment(carlos, "Sin respuestas", undefined, report.id);

    expect(await restJson(await remove(lucia, top.id))).toEqual({
      status: 403,
      body: { error: MESSAGES.onlyAuthorDeletesComment },
    });
    const byGraphQL = await lucia.graphql(DELETE_COMMENT, { commentId: top.id });
    expect(byGraphQL.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const deleted = await restJson<CommentJson>(await remove(carlos, top.id));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: top.id, content: null, deleted: true, author: null });
    expect(deleted.body.viewerCan).toEqual({
      reply: false,
      like: false,
      delete: false,
      flag: false,
      restore: false,
    });
    // Twice changes nothing.
    expect((await carlos.graphql(DELETE_COMMENT, { commentId: top.id })).errors).toBeUndefined();
    // Deleted or not, it is still its author's alone: anyone else hears no.
    expect(await restJson(await remove(lucia, top.id))).toEqual({
      status: 403,
      body: { error: MESSAGES.onlyAuthorDeletesComment },
    });
    expect((await lucia.graphql(DELETE_COMMENT, { commentId: top.id })).errors?.[0]).toMatchObject({
      message: MESSAGES.onlyAuthorDeletesComment,
      extensions: { code: "FORBIDDEN" },
    });
    await remove(carlos, lonely.id);

    const { body } = await thread(lucia, report.id);
    // The deleted comment holds its reply; the one without replies is gone from the thread.
    expect(body.map((c) => [c.deleted, c.content, c.replies.map((r) => r.content)])).toEqual([
      [true, null, ["Te respondo"]],
    ]);
    const [row] = await queryRows<{ comments_count: number }>(
      server,
      "SELECT comments_count FROM report WHERE id = $1",
      [report.id],
    );
    expect(row!.comments_count).toBe(1);
    // A deleted comment takes no likes.
    expect((await like(lucia, top.id)).status).toBe(404);
  });
});

describe("likes", () => {
  it("toggle per resident, through both doors, with an exact count and likedByMe", async () => {
    const target = await comment(lucia, "Dale like");
    expect(await restJson(await like(carlos, target.id))).toEqual({
      status: 200,
      body: { commentId: target.id, liked: true, likesCount: 1 },
    });
    const viaGraphQL = await lucia.graphql<{ toggleCommentLike: unknown }>(TOGGLE_LIKE, {
      commentId: target.id,
    });
    expect(viaGraphQL.data?.toggleCommentLike).toEqual({ id: target.id, likesCount: 2, likedByMe: true });
    const mine = (await thread(carlos)).body.find((c) => c.id === target.id)!;
    expect([mine.likesCount, mine.likedByMe]).toEqual([2, true]);
    const anonymousView = (await thread(new HttpClient(server.url))).body.find((c) => c.id === target.id)!;
    expect([anonymousView.likedByMe, anonymousView.viewerCan]).toEqual([
      false,
      { reply: false, like: false, delete: false, flag: true, restore: false },
    ]);
    expect(await restJson(await like(carlos, target.id))).toEqual({
      status: 200,
      body: { commentId: target.id, liked: false, likesCount: 1 },
    });
  });

  it("answer both of one resident's simultaneous toggles with the state that won, through both doors", async () => {
    const target = await comment(lucia, "Dos toques a la vez");
    // The comment's row stays locked until both toggles are under way, so that they truly overlap.
    const together = <T>(requests: () => Promise<T>) =>
      releaseWhenWaiting(
        server.databaseUrl,
        "SELECT id FROM comment WHERE id = $1 FOR UPDATE",
        [target.id],
        2,
        requests,
      );

    const on = await together(() => Promise.all([like(carlos, target.id), like(carlos, target.id)]));
    for (const response of on) {
      expect(await restJson(response)).toEqual({
        status: 200,
        body: { commentId: target.id, liked: true, likesCount: 1 },
      });
    }
    // From a like, the two would undo each other if both counted: one wins and both say so.
    const [rest, graphql] = await together(() =>
      Promise.all([
        like(carlos, target.id),
        carlos.graphql<{ toggleCommentLike: unknown }>(TOGGLE_LIKE, { commentId: target.id }),
      ]),
    );
    expect(await restJson(rest)).toEqual({
      status: 200,
      body: { commentId: target.id, liked: false, likesCount: 0 },
    });
    expect(graphql.data?.toggleCommentLike).toEqual({ id: target.id, likesCount: 0, likedByMe: false });
  });

  it("keep the count exact under concurrent toggles", async () => {
    const target = await comment(lucia, "Muchos likes a la vez");
    const crowd = await residents(server, 10, "Multitud");
    await Promise.all(
      crowd.flatMap((client) => [like(client, target.id), like(client, target.id), like(client, target.id)]),
    );
    const [row] = await queryRows<{ likes_count: number; likes: string }>(
      server,
      "SELECT likes_count, (SELECT count(*) FROM comment_like WHERE comment_id = $1) AS likes FROM comment WHERE id = $1",
      [target.id],
    );
    expect(row!.likes_count).toBe(Number(row!.likes));
  }, 60_000);
});

describe("abuse limits", () => {
  it("allows 30 comments an hour per resident, then answers 429 / RATE_LIMITED", async () => {
    await resetRateLimits(server);
    for (let i = 0; i < 30; i++) expect((await post(lucia, { content: `Comentario ${i}` })).status).toBe(201);
    expect((await post(lucia, { content: "Uno más" })).status).toBe(429);
    const result = await lucia.graphql(ADD_COMMENT, { reportId, content: "Uno más" });
    expect(result.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    await resetRateLimits(server);
  }, 60_000);
});
