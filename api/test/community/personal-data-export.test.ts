import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, fileReport, UPDATE_STATUS } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { ADD_COMMENT, residents, TOGGLE_LIKE, TOGGLE_VOTE, type CommentJson } from "./community-support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const FLAG = `mutation ($id: ID!) { flagContent(target: comment, id: $id, reason: spam, details: "Publicidad") { __typename } }`;
const UNFOLLOW = `mutation ($reportId: ID!) { unfollowReport(reportId: $reportId) { id } }`;
const ALERT = `mutation ($input: AreaAlertInput!) { createAreaAlert(input: $input) { id } }`;

interface Exported {
  comments: Array<{ report: string; reply: boolean; content: string | null }>;
  supports: Array<{ report: string }>;
  commentLikes: Array<{ report: string; commentId: string }>;
  follows: Array<{ report: string; unfollowedAt: string | null }>;
  areaAlerts: Array<{ neighborhoods: string[]; frequency: string; email: boolean }>;
  notifications: Array<{ report: string; toStatus: string; message: string | null }>;
  flags: Array<{ report: string; onComment: boolean; reason: string; details: string | null }>;
  resolutionChecks: unknown[];
}

describe("Descargar mis datos", () => {
  it("holds what the resident said, supported, liked, followed, flagged and was told, by radicado", async () => {
    const [author, resident] = await residents(server, 2, "Exporta");
    const theirs = await fileReport(author!, { anonymous: false });
    const mine = await fileReport(resident!, { anonymous: false });
    const asked = async (client: typeof author, query: string, variables: Record<string, unknown>) => {
      const result = await client!.graphql<Record<string, unknown>>(query, variables);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data!;
    };
    const first = (await asked(author, ADD_COMMENT, { reportId: theirs.id, content: "Sigue igual." }))
      .addComment as CommentJson;
    await asked(resident, TOGGLE_VOTE, { reportId: theirs.id });
    await asked(resident, ADD_COMMENT, { reportId: theirs.id, content: "Aquí también pasa." });
    await asked(resident, ADD_COMMENT, { reportId: theirs.id, content: "Gracias.", parentId: first.id });
    await asked(resident, TOGGLE_LIKE, { commentId: first.id });
    await asked(resident, FLAG, { id: first.id });
    await asked(resident, UNFOLLOW, { reportId: theirs.id });
    await asked(resident, ALERT, {
      input: { neighborhoods: ["altamira"], categoryIds: [], frequency: "daily", email: false },
    });
    await asked(await admin(server), UPDATE_STATUS, {
      id: mine.id,
      status: "en_gestion",
      note: "La cuadrilla va el lunes.",
    });

    const exported = (await (await resident!.request("/api/user/data")).json()) as Exported;
    expect(exported.comments.map(({ report, reply, content }) => ({ report, reply, content }))).toEqual([
      { report: theirs.radicado, reply: false, content: "Aquí también pasa." },
      { report: theirs.radicado, reply: true, content: "Gracias." },
    ]);
    expect(exported.supports.map((support) => support.report)).toEqual([theirs.radicado]);
    // The like is theirs; the comment's text is its author's (masked or withheld elsewhere): its id only.
    expect(exported.commentLikes).toMatchObject([{ report: theirs.radicado, commentId: first.id }]);
    expect(JSON.stringify(exported)).not.toContain("Sigue igual.");
    // Their own report (filing follows it) and the one they supported, then stopped following.
    expect(exported.follows).toHaveLength(2);
    expect(exported.follows.find((follow) => follow.report === theirs.radicado)?.unfollowedAt).not.toBeNull();
    expect(exported.follows.find((follow) => follow.report === mine.radicado)?.unfollowedAt).toBeNull();
    expect(exported.areaAlerts).toMatchObject([
      { neighborhoods: ["altamira"], frequency: "daily", email: false },
    ]);
    expect(exported.notifications).toMatchObject([
      { report: mine.radicado, toStatus: "en_gestion", message: "La cuadrilla va el lunes." },
    ]);
    expect(exported.flags).toMatchObject([
      { report: theirs.radicado, onComment: true, reason: "spam", details: "Publicidad" },
    ]);
    expect(exported.resolutionChecks).toEqual([]);
    // Nobody else's: the author's own comment is in theirs, not in this resident's.
    const authorsOwn = (await (await author!.request("/api/user/data")).json()) as Exported;
    expect(authorsOwn.comments.map((comment) => comment.content)).toEqual(["Sigue igual."]);
    expect(authorsOwn.supports).toEqual([]);
  });
});
