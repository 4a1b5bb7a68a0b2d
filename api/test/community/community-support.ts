import { randomInt, randomUUID } from "node:crypto";
import { expect } from "vitest";
import { hashPassword } from "../../src/modules/user/password";
import { HttpClient } from "../http-client";
import { withClient } from "../postgres";
import { resetRateLimits } from "../reports/report-support";
import type { TestServer } from "../test-server";

export const PUBLIC_REPORT_FIELDS = `
  id radicado categoryId category { id name description icon } neighborhood address location { lat lng approximate } description severity status
  duplicateOfId duplicateOfRadicado transferredTo transferredLate dueAt answeredAt overdue originalDueAt anonymous
  author { firstName lastName profileImageUrl } evidenceUrls photos { id url thumbnailUrl width height }
  statusHistory { id fromStatus toStatus changedAt } updates { id kind body isAnswer statusChangeId createdAt }
  afterPhoto { id url thumbnailUrl width height } votesCount commentsCount userVoted viewerFollows
  duplicates { id radicado }
  voters { firstName lastName profileImageUrl } viewerCan { vote comment changeStatus follow blockedBy flag restore }
  moderation { state reason notice } createdAt updatedAt
`;

const COMMENT_BODY = `id reportId parentId content deleted author { firstName lastName profileImageUrl }
  authorDeleted likesCount likedByMe viewerCan { reply like delete flag restore } moderation { state reason notice } createdAt`;
export const COMMENT_FIELDS = `${COMMENT_BODY} replies { ${COMMENT_BODY} }`;

export const PUBLIC_REPORTS = `query ($filter: PublicReportsFilter, $sort: PublicReportSort, $first: Int, $after: String) {
  publicReports(filter: $filter, sort: $sort, first: $first, after: $after) {
    reports { ${PUBLIC_REPORT_FIELDS} } nextCursor
  }
}`;
export const PUBLIC_REPORT = `query ($id: ID!) { publicReport(id: $id) { ${PUBLIC_REPORT_FIELDS} } }`;
export const REPORT_COMMENTS = `query ($reportId: ID!) { reportComments(reportId: $reportId) { ${COMMENT_FIELDS} } }`;
export const TOGGLE_VOTE = `mutation ($reportId: ID!) {
  toggleVote(reportId: $reportId) { id votesCount userVoted voters { firstName } }
}`;
export const ADD_COMMENT = `mutation ($reportId: ID!, $content: String!, $parentId: ID) {
  addComment(reportId: $reportId, content: $content, parentId: $parentId) { ${COMMENT_FIELDS} }
}`;
export const TOGGLE_LIKE = `mutation ($commentId: ID!) {
  toggleCommentLike(commentId: $commentId) { id likesCount likedByMe }
}`;
export const DELETE_COMMENT = `mutation ($commentId: ID!) { deleteComment(commentId: $commentId) { ${COMMENT_FIELDS} } }`;

export interface CommentJson {
  id: string;
  reportId: string;
  parentId: string | null;
  content: string | null;
  deleted: boolean;
  author: { firstName: string | null; lastName: string | null; profileImageUrl: string | null } | null;
  authorDeleted: boolean;
  likesCount: number;
  likedByMe: boolean;
  viewerCan: { reply: boolean; like: boolean; delete: boolean };
  createdAt: string;
  replies: CommentJson[];
}

export interface PublicReportJson {
  id: string;
  anonymous: boolean;
  author: { firstName: string | null; lastName: string | null; profileImageUrl: string | null } | null;
  votesCount: number;
  commentsCount: number;
  userVoted: boolean;
  voters: Array<{
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  }>;
  viewerCan: {
    vote: boolean;
    comment: boolean;
    changeStatus: boolean;
    follow: boolean;
    blockedBy: string | null;
  };
  status: string;
  createdAt: string;
  [field: string]: unknown;
}

/** A fresh cédula (6–10 digits) no other account of this run holds. */
export function freshCedula(): string {
  return String(randomInt(10_000_000, 9_999_999_999));
}

export async function registerCedula(client: HttpClient): Promise<void> {
  const response = await client.request("/api/user/cedula", {
    method: "PUT",
    json: { cedula: freshCedula(), consent: true },
  });
  expect(response.status).toBe(200);
}

/**
 * `count` residents with accounts and cédulas, signed in. The per-IP sign-up budget (5 an hour) is
 * refilled between them: that limit has its own test.
 */
const RESIDENT_PASSWORD = "una clave suficientemente larga";
/** One scrypt hash for every crowd resident: each hash costs 32 MiB and most of a second on a busy core. */
let residentPasswordHash: Promise<string> | undefined;

export async function residents(server: TestServer, count: number, name = "Vecina"): Promise<HttpClient[]> {
  residentPasswordHash ??= hashPassword(RESIDENT_PASSWORD);
  const passwordHash = await residentPasswordHash;
  // The accounts are written directly (sign-up's own rules have their tests); each then signs in through
  // the API, so every resident holds a real session, and registers a cédula.
  const accounts = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    email: `vecina-${randomUUID().slice(0, 8)}@example.com`,
    firstName: `${name} ${i + 1}`,
  }));
  await withClient(server.databaseUrl, (db) =>
    db.query(
      `INSERT INTO app_user (id, role, email, first_name, last_name, password_hash, active, created_at, updated_at)
       SELECT a.id, 'citizen', a.email, a.first_name, 'Vecina', $2, true, now(), now()
         FROM jsonb_to_recordset($1::jsonb) AS a(id text, email text, first_name text)`,
      [
        JSON.stringify(accounts.map((a) => ({ id: a.id, email: a.email, first_name: a.firstName }))),
        passwordHash,
      ],
    ),
  );
  const clients: HttpClient[] = [];
  for (const [i, account] of accounts.entries()) {
    if (i % 5 === 0) await resetRateLimits(server);
    const client = new HttpClient(server.url);
    const signIn = await client.request("/api/auth/sign-in", {
      method: "POST",
      json: { email: account.email, password: RESIDENT_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    await registerCedula(client);
    clients.push(client);
  }
  await resetRateLimits(server);
  return clients;
}

/** The test citizen (Carlos Pérez) with a cédula registered. */
export async function citizenWithCedula(server: TestServer): Promise<HttpClient> {
  const client = await new HttpClient(server.url).testLogin("test-citizen");
  const me = (await (await client.request("/api/auth/user")).json()) as { hasCedula: boolean };
  if (!me.hasCedula) await registerCedula(client);
  return client;
}

export async function restJson<T>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}
