import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import { HttpClient } from "../http-client";
import { withClient } from "../postgres";
import type { TestServer } from "../test-server";

/** Every field of the GraphQL Report type, so answers can be compared with REST's JSON. */
export const REPORT_FIELDS = `
  id radicado categoryId category { id name description icon } neighborhood address description severity status
  duplicateOfId duplicateOfRadicado transferredTo transferredLate
  dueAt answeredAt overdue extendedAt originalDueAt extensionReason channel
  location { lat lng approximate } anonymous allowContact evidenceUrls photos { id url thumbnailUrl width height }
  author { firstName lastName email profileImageUrl }
  statusHistory { id fromStatus toStatus note changedAt } createdAt updatedAt
  updates { id kind body isAnswer statusChangeId createdAt } afterPhoto { id url thumbnailUrl width height }
  votesCount commentsCount viewerCan { changeStatus writeUpdate nextStatuses route assign extendDueDate follow restore }
  duplicates { id radicado } moderation { state reason notice }
  dependencia { id name } assignee { id name }
`;

export const CREATE_REPORT = `mutation ($input: CreateReportInput!, $idempotencyKey: String) {
  createReport(input: $input, idempotencyKey: $idempotencyKey) { ${REPORT_FIELDS} }
}`;

export const UPDATE_STATUS = `mutation ($id: ID!, $status: ReportStatus!, $note: String, $publicUpdate: String,
    $isAnswer: Boolean, $internalNote: String, $afterPhoto: String) {
  updateReportStatus(id: $id, status: $status, note: $note, publicUpdate: $publicUpdate, isAnswer: $isAnswer,
    internalNote: $internalNote, afterPhoto: $afterPhoto) { ${REPORT_FIELDS} }
}`;

export const ADD_UPDATE = `mutation ($reportId: ID!, $kind: ReportUpdateKind!, $body: String!, $isAnswer: Boolean) {
  addReportUpdate(reportId: $reportId, kind: $kind, body: $body, isAnswer: $isAnswer) { ${REPORT_FIELDS} }
}`;

/** What staff write to resolve a report: resolving needs a public update (docs/staff.md). */
export const RESOLUTION = "Se reparó el daño.";

export const REPORTS = `query ($status: ReportStatus, $limit: Int, $after: String) {
  reports(status: $status, limit: $limit, after: $after) {
    nodes { ${REPORT_FIELDS} }
    pageInfo { hasNextPage endCursor }
  }
}`;
export const REPORT = `query ($id: ID!) { report(id: $id) { ${REPORT_FIELDS} } }`;
export const REPORT_TOTALS = `{ reportTotals { total pending closed recibido enGestion reabierto resuelto duplicado trasladado } }`;

export interface ReportJson {
  id: string;
  radicado: string;
  categoryId: string;
  category: { id: string; name: string; description: string; icon: string };
  neighborhood: string;
  address: string | null;
  description: string | null;
  severity: number;
  status: string;
  location: { lat: number; lng: number; approximate: boolean } | null;
  anonymous: boolean;
  allowContact: boolean | null;
  evidenceUrls: string[];
  photos: Array<{ id: string; url: string; thumbnailUrl: string; width: number; height: number }>;
  author: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    profileImageUrl: string | null;
  } | null;
  statusHistory: Array<{
    id: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    changedAt: string;
  }>;
  createdAt: string;
  updatedAt: string;
  votesCount: number;
  commentsCount: number;
  viewerCan: { changeStatus: boolean; extendDueDate: boolean };
  dueAt: string;
  answeredAt: string | null;
  overdue: boolean;
  extendedAt: string | null;
  originalDueAt: string | null;
  extensionReason: string | null;
}

/** A complete, valid new-report body (docs/decisions.md#rest-calls), in Riomar. */
export function validReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    categoryId: "vias",
    neighborhood: "altamira",
    address: "Carrera 51B # 82-100",
    description: "Hueco grande frente al parque.",
    severity: 3,
    evidenceUrls: [],
    location: { lat: 11.0059, lng: -74.8232 },
    anonymous: true,
    allowContact: false,
    ...overrides,
  };
}

export async function citizen(server: TestServer): Promise<HttpClient> {
  return new HttpClient(server.url).testLogin("test-citizen");
}

export async function admin(server: TestServer): Promise<HttpClient> {
  return new HttpClient(server.url).testLogin("test-admin");
}

/**
 * Another citizen: a built-in account, signed in (sign-up itself never signs in). The sign-up budget
 * allows 5 per test server and hour.
 */
export async function signUpCitizen(server: TestServer, firstName: string): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  const credentials = {
    email: `vecina-${randomUUID().slice(0, 8)}@example.com`,
    password: "una clave suficientemente larga",
  };
  const response = await client.request("/api/auth/sign-up", {
    method: "POST",
    json: { ...credentials, firstName, lastName: "Vecina" },
  });
  expect(response.status).toBe(201);
  const signIn = await client.request("/api/auth/sign-in", { method: "POST", json: credentials });
  expect(signIn.status).toBe(200);
  return client;
}

/**
 * The per-user report budget is 20 an hour; tables of many cases start each case with a full one.
 * The limit itself has its own test.
 */
export async function resetRateLimits(server: TestServer): Promise<void> {
  await withClient(server.databaseUrl, (db) => db.query("DELETE FROM rate_limit"));
}

const smallJpeg = sharp({ create: { width: 64, height: 48, channels: 3, background: "#3b7a57" } })
  .jpeg()
  .toBuffer();

/** Uploads a small JPEG as the browser does, without processing it; returns the upload URL. */
export async function uploadOnly(client: HttpClient, options: { publicUrl?: string } = {}): Promise<string> {
  const response = await client.request("/api/objects/upload", {
    method: "POST",
    headers: { "x-requested-with": "XMLHttpRequest" },
  });
  expect(response.status).toBe(200);
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  // A server started with a PUBLIC_URL names that host in its own upload URLs: send them to the server.
  const target = new URL(uploadURL);
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : null;
  if (publicUrl && target.host === publicUrl.host) {
    const own = new URL(client.baseUrl);
    target.protocol = own.protocol;
    target.host = own.host;
  }
  const put = await fetch(target, {
    method: "PUT",
    body: new Uint8Array(await smallJpeg),
    headers: { "content-type": "image/jpeg" },
  });
  expect(put.status).toBe(200);
  return uploadURL;
}

/** The whole photo pipeline (upload, then PUT /api/evidence-photos); returns the objectPath. */
export async function processedPhoto(
  client: HttpClient,
  options: { publicUrl?: string } = {},
): Promise<string> {
  const uploadURL = await uploadOnly(client, options);
  const response = await client.request("/api/evidence-photos", {
    method: "PUT",
    json: { photoURL: uploadURL },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { objectPath: string }).objectPath;
}

export async function createViaRest(
  client: HttpClient,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<{ status: number; body: ReportJson }> {
  const response = await client.request("/api/reports", {
    method: "POST",
    json: body,
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
  });
  return { status: response.status, body: (await response.json()) as ReportJson };
}

export async function createViaGraphQL(
  client: HttpClient,
  input: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return client.graphql<{ createReport: ReportJson }>(CREATE_REPORT, { input, idempotencyKey });
}

/** Files a valid report over REST and returns it. */
export async function fileReport(
  client: HttpClient,
  overrides: Record<string, unknown> = {},
): Promise<ReportJson> {
  const { status, body } = await createViaRest(client, validReport(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

export async function queryRows<T extends Record<string, unknown>>(
  server: TestServer,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return withClient(server.databaseUrl, async (db) => (await db.query<T>(sql, params)).rows);
}
