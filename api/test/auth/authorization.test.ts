import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationAccess } from "../../src/auth/auth-checker";
import { RESOLVERS } from "../../src/server/schema";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("who may call what", () => {
  it("every GraphQL operation declares its access (a diff here is a permission change)", () => {
    expect(operationAccess(RESOLVERS)).toMatchInlineSnapshot(`
      {
        "Mutation.addComment": "signed-in",
        "Mutation.addReportUpdate": [
          "staff",
          "super_admin",
        ],
        "Mutation.answerResolutionCheck": "signed-in",
        "Mutation.assignReport": [
          "staff",
          "super_admin",
        ],
        "Mutation.blurReportPhoto": "signed-in",
        "Mutation.bulkAssignReports": [
          "staff",
          "super_admin",
        ],
        "Mutation.bulkChangeReportStatus": [
          "staff",
          "super_admin",
        ],
        "Mutation.bulkRouteReports": [
          "staff",
          "super_admin",
        ],
        "Mutation.changeMyName": "signed-in",
        "Mutation.configureWebhook": [
          "super_admin",
        ],
        "Mutation.createAreaAlert": "signed-in",
        "Mutation.createDependencia": [
          "super_admin",
        ],
        "Mutation.createReport": "signed-in",
        "Mutation.deleteAreaAlert": "signed-in",
        "Mutation.deleteComment": "signed-in",
        "Mutation.deleteMyAccount": "signed-in",
        "Mutation.deleteResponseTemplate": [
          "super_admin",
        ],
        "Mutation.deleteRoutingRule": [
          "super_admin",
        ],
        "Mutation.extendReportDueDate": [
          "staff",
          "super_admin",
        ],
        "Mutation.flagContent": "signed-in",
        "Mutation.followReport": "signed-in",
        "Mutation.issueApiKey": [
          "super_admin",
        ],
        "Mutation.markNotificationsRead": "signed-in",
        "Mutation.moderateContent": [
          "staff",
          "super_admin",
        ],
        "Mutation.registerCedula": "signed-in",
        "Mutation.reorderCategories": [
          "super_admin",
        ],
        "Mutation.requestPasswordReset": "public",
        "Mutation.resendWebhookDelivery": [
          "super_admin",
        ],
        "Mutation.resetPassword": "public",
        "Mutation.revokeApiKey": [
          "super_admin",
        ],
        "Mutation.rotateWebhookSecret": [
          "super_admin",
        ],
        "Mutation.routeReport": [
          "staff",
          "super_admin",
        ],
        "Mutation.saveResponseTemplate": [
          "super_admin",
        ],
        "Mutation.sendPasswordResetLink": [
          "super_admin",
        ],
        "Mutation.setRoutingRule": [
          "super_admin",
        ],
        "Mutation.setStaffDependencias": [
          "super_admin",
        ],
        "Mutation.setUserActive": [
          "super_admin",
        ],
        "Mutation.setUserRole": [
          "super_admin",
        ],
        "Mutation.subscribePush": "signed-in",
        "Mutation.toggleCommentLike": "signed-in",
        "Mutation.toggleVote": "signed-in",
        "Mutation.unfollowReport": "signed-in",
        "Mutation.unsubscribePush": "signed-in",
        "Mutation.updateAreaAlert": "signed-in",
        "Mutation.updateCategory": [
          "super_admin",
        ],
        "Mutation.updateDependencia": [
          "super_admin",
        ],
        "Mutation.updateReportStatus": [
          "staff",
          "super_admin",
        ],
        "Query.allCategories": [
          "super_admin",
        ],
        "Query.apiKeys": [
          "super_admin",
        ],
        "Query.auditLog": [
          "super_admin",
        ],
        "Query.categories": "public",
        "Query.dependenciaMembers": [
          "staff",
          "super_admin",
        ],
        "Query.dependenciaWebhook": [
          "super_admin",
        ],
        "Query.dependencias": [
          "staff",
          "super_admin",
        ],
        "Query.filledResponseTemplates": [
          "staff",
          "super_admin",
        ],
        "Query.inbox": [
          "staff",
          "super_admin",
        ],
        "Query.me": "public",
        "Query.moderationQueue": [
          "staff",
          "super_admin",
        ],
        "Query.myAreaAlerts": "signed-in",
        "Query.myFollowedReports": "signed-in",
        "Query.myResolutionCheck": "signed-in",
        "Query.nearbyReports": "public",
        "Query.notifications": "signed-in",
        "Query.passwordResetLink": "public",
        "Query.performance": "public",
        "Query.publicReport": "public",
        "Query.publicReports": "public",
        "Query.publicStatistics": "public",
        "Query.pushPublicKey": "signed-in",
        "Query.report": "signed-in",
        "Query.reportComments": "public",
        "Query.reportSummary": [
          "staff",
          "super_admin",
        ],
        "Query.reportTotals": "signed-in",
        "Query.reports": "signed-in",
        "Query.responseTemplates": [
          "super_admin",
        ],
        "Query.routingRules": [
          "staff",
          "super_admin",
        ],
        "Query.searchReports": "signed-in",
        "Query.statistics": "public",
        "Query.unreadNotificationCount": "signed-in",
        "Query.users": [
          "super_admin",
        ],
        "Query.webhookDeliveries": [
          "super_admin",
        ],
        "Query.weeklyCategoryActivity": "signed-in",
        "Subscription.commentEvents": "public",
        "Subscription.inboxChanged": [
          "staff",
          "super_admin",
        ],
        "Subscription.moderationQueueChanged": [
          "staff",
          "super_admin",
        ],
        "Subscription.myReportChanged": "signed-in",
        "Subscription.notificationAdded": "signed-in",
        "Subscription.publicStatisticsChanged": "public",
        "Subscription.reportActivity": "public",
        "Subscription.reportFiled": [
          "staff",
          "super_admin",
        ],
      }
    `);
  });
});

type Caller = "anonymous" | "citizen" | "super_admin";
/** A well-formed report id that no report has: access is decided before "not found". */
const UNKNOWN_REPORT = "00000000-0000-4000-8000-000000000000";
const CALLERS: Caller[] = ["anonymous", "citizen", "super_admin"];

async function clientFor(caller: Caller): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  if (caller === "citizen") await client.testLogin("test-citizen");
  if (caller === "super_admin") await client.testLogin("test-admin");
  return client;
}

/** The outcome each caller gets: "ok" or the GraphQL error code. */
const GRAPHQL_MATRIX: Array<[string, string, Record<Caller, string>]> = [
  ["categories", "{ categories { id } }", { anonymous: "ok", citizen: "ok", super_admin: "ok" }],
  [
    "publicStatistics",
    "{ publicStatistics { totalReports } }",
    { anonymous: "ok", citizen: "ok", super_admin: "ok" },
  ],
  ["me", "{ me { id } }", { anonymous: "ok", citizen: "ok", super_admin: "ok" }],
  [
    "statistics",
    "{ statistics { totals { total } } }",
    { anonymous: "ok", citizen: "ok", super_admin: "ok" },
  ],
  [
    "weeklyCategoryActivity",
    "{ weeklyCategoryActivity { categoryId } }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "registerCedula",
    'mutation { registerCedula(cedula: "", consent: true) { id } }',
    // Signed-in callers reach validation: access is granted, the input is wrong.
    { anonymous: "UNAUTHENTICATED", citizen: "BAD_USER_INPUT", super_admin: "BAD_USER_INPUT" },
  ],
  // Citizens see their own reports, staff all of them (test/reports covers what each one sees).
  [
    "reports",
    "{ reports { nodes { id } } }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  // Every signed-in user browses every report (staff in full, others in the public view).
  [
    "searchReports",
    "{ searchReports { totalCount } }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "reportTotals",
    "{ reportTotals { total } }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "report",
    `{ report(id: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  // Moderation (docs/moderation.md): flags from residents, the queue and decisions for staff.
  [
    "flagContent",
    `mutation { flagContent(target: report, id: "${UNKNOWN_REPORT}", reason: spam) { id } }`,
    // The test citizen has no cédula until a test registers one; staff moderate instead of flagging.
    { anonymous: "UNAUTHENTICATED", citizen: "CEDULA_REQUIRED", super_admin: "FORBIDDEN" },
  ],
  [
    "moderationQueue",
    "{ moderationQueue { total } }",
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "ok" },
  ],
  [
    "moderateContent",
    `mutation { moderateContent(target: report, id: "${UNKNOWN_REPORT}", action: dismiss) { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "NOT_FOUND" },
  ],
  // Staff tools (super_admins); citizens FORBIDDEN, the service says so too.
  ...(
    [
      ["users", "{ users { total } }", "ok"],
      ["auditLog", "{ auditLog { nextCursor } }", "ok"],
      ["allCategories", "{ allCategories { id } }", "ok"],
      ["reportSummary", "{ reportSummary { total } }", "ok"],
      ["setUserRole", 'mutation { setUserRole(userId: "nadie", role: citizen) { id } }', "NOT_FOUND"],
      ["setUserActive", 'mutation { setUserActive(userId: "nadie", active: true) { id } }', "NOT_FOUND"],
      ["updateCategory", 'mutation { updateCategory(id: "nada", input: {}) { id } }', "NOT_FOUND"],
      ["reorderCategories", "mutation { reorderCategories(ids: []) { id } }", "BAD_USER_INPUT"],
    ] as const
  ).map(([name, query, admin]): [string, string, Record<Caller, string>] => [
    name,
    query,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: admin },
  ]),
  // The bell: one's own notifications.
  [
    "notifications",
    "{ notifications { id } unreadNotificationCount }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "markNotificationsRead",
    "mutation { markNotificationsRead }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "createReport",
    'mutation { createReport(input: { categoryId: "x", neighborhood: "x", severity: 1 }) { id } }',
    // "signed-in" above: the service refuses staff (policies canFileReport) with the Spanish message.
    { anonymous: "UNAUTHENTICATED", citizen: "BAD_USER_INPUT", super_admin: "FORBIDDEN" },
  ],
  // The community: reads for anyone; actions signed in, then the cédula (test-citizen and test-admin have
  // none here; test/community covers residents who do).
  [
    "publicReports",
    "{ publicReports { reports { id } } }",
    { anonymous: "ok", citizen: "ok", super_admin: "ok" },
  ],
  [
    "nearbyReports",
    '{ nearbyReports(categoryId: "vias", neighborhood: "altamira") { distance report { id } } }',
    { anonymous: "ok", citizen: "ok", super_admin: "ok" },
  ],
  [
    "publicReport",
    `{ publicReport(id: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "NOT_FOUND", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  [
    "reportComments",
    `{ reportComments(reportId: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "NOT_FOUND", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  [
    "toggleVote",
    `mutation { toggleVote(reportId: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "CEDULA_REQUIRED", super_admin: "CEDULA_REQUIRED" },
  ],
  [
    "addComment",
    `mutation { addComment(reportId: "${UNKNOWN_REPORT}", content: "Hola") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "CEDULA_REQUIRED", super_admin: "CEDULA_REQUIRED" },
  ],
  [
    "toggleCommentLike",
    `mutation { toggleCommentLike(commentId: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "CEDULA_REQUIRED", super_admin: "CEDULA_REQUIRED" },
  ],
  [
    "followReport",
    `mutation { followReport(reportId: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  [
    "unfollowReport",
    `mutation { unfollowReport(reportId: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  [
    "myFollowedReports",
    `{ myFollowedReports { nextCursor } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "deleteComment",
    `mutation { deleteComment(commentId: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  [
    "updateReportStatus",
    `mutation { updateReportStatus(id: "${UNKNOWN_REPORT}", status: recibido) { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "NOT_FOUND" },
  ],
  [
    "addReportUpdate",
    `mutation { addReportUpdate(reportId: "${UNKNOWN_REPORT}", kind: internal_note, body: "Nota") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "NOT_FOUND" },
  ],
  [
    "responseTemplates",
    `{ responseTemplates { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "ok" },
  ],
  [
    "filledResponseTemplates",
    `{ filledResponseTemplates(reportId: "${UNKNOWN_REPORT}", status: recibido) { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "NOT_FOUND" },
  ],
  [
    "saveResponseTemplate",
    `mutation { saveResponseTemplate(input: { status: recibido, title: "", body: "" }) { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "BAD_USER_INPUT" },
  ],
  // Area alerts are each person's own (docs/alerts.md).
  [
    "myAreaAlerts",
    "{ myAreaAlerts { id } }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "deleteAreaAlert",
    `mutation { deleteAreaAlert(id: "${UNKNOWN_REPORT}") }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  // Web Push subscriptions are each person's own (docs/push.md#subscribing).
  ["pushPublicKey", "{ pushPublicKey }", { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" }],
  [
    "subscribePush",
    `mutation { subscribePush(subscription: { endpoint: "nada", keys: { p256dh: "", auth: "" } }) { endpoint } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "BAD_USER_INPUT", super_admin: "BAD_USER_INPUT" },
  ],
  [
    "unsubscribePush",
    `mutation { unsubscribePush(endpoint: "https://push.example/nada") }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  // «¿Quedó resuelto?»: each person's own question (docs/resolution-check.md#answering).
  [
    "myResolutionCheck",
    `{ myResolutionCheck(reportId: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "answerResolutionCheck",
    `mutation { answerResolutionCheck(reportId: "${UNKNOWN_REPORT}", answer: no) { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  [
    "deleteResponseTemplate",
    `mutation { deleteResponseTemplate(id: "${UNKNOWN_REPORT}") }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "NOT_FOUND" },
  ],
  // Staff's blurring of a report's photo (docs/privacy-masking.md#photo-blurring).
  [
    "blurReportPhoto",
    `mutation { blurReportPhoto(reportId: "${UNKNOWN_REPORT}", photoId: "${UNKNOWN_REPORT}", rectangles: [{ x: 0, y: 0, width: 8, height: 8 }]) { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "NOT_FOUND" },
  ],
];

describe.each(CALLERS)("GraphQL as %s", (caller) => {
  it.each(GRAPHQL_MATRIX)("%s", async (_name, query, expected) => {
    const client = await clientFor(caller);
    const result = await client.graphql(query);
    expect(result.errors?.[0]?.extensions?.code ?? "ok").toBe(expected[caller]);
  });
});

/**
 * Every REST route, the request that probes it (harmless: unknown ids, empty bodies) and the status
 * each caller gets. A diff here is a permission change.
 */
const REST_MATRIX: Array<[route: string, path: string, json: unknown, expected: Record<Caller, number>]> = [
  ["GET /api/health", "/api/health", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  // Orchestrators' probes (docs/operations.md#health).
  ["GET /api/health/live", "/api/health/live", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  [
    "GET /api/health/ready",
    "/api/health/ready",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  // Only METRICS_ALLOW's addresses or METRICS_TOKEN's bearer, neither set here; a session counts for
  // nothing (docs/operations.md#metrics).
  ["GET /metrics", "/metrics", undefined, { anonymous: 404, citizen: 404, super_admin: 404 }],
  ["GET /api/categories", "/api/categories", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  // Aggregates and open data are public (docs/decisions.md#statistics-and-open-data-are-public).
  ["GET /api/statistics", "/api/statistics", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  ["GET /api/open-data", "/api/open-data", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  // Public performance too (docs/transparency.md).
  ["GET /api/performance", "/api/performance", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  [
    "GET /api/open-data/performance.csv",
    "/api/open-data/performance.csv",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  // A forgotten password is asked for signed out (docs/password-reset.md); empty bodies are field errors.
  [
    "POST /api/auth/password-reset",
    "/api/auth/password-reset",
    {},
    { anonymous: 400, citizen: 400, super_admin: 400 },
  ],
  [
    "POST /api/auth/password-reset/check",
    "/api/auth/password-reset/check",
    {},
    { anonymous: 400, citizen: 400, super_admin: 400 },
  ],
  [
    "POST /api/auth/password-reset/complete",
    "/api/auth/password-reset/complete",
    {},
    { anonymous: 400, citizen: 400, super_admin: 400 },
  ],
  [
    "POST /api/admin/users/:userId/password-reset",
    "/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset",
    {},
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "GET /api/open-data/reports.csv",
    "/api/open-data/reports.csv",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /api/open-data/reports.geojson",
    "/api/open-data/reports.geojson",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /api/auth/methods",
    "/api/auth/methods",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  ["GET /api/auth/user", "/api/auth/user", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  ["GET /api/login", "/api/login", undefined, { anonymous: 302, citizen: 302, super_admin: 302 }],
  // Without a provider configured there is no callback to come back to.
  [
    "GET /api/auth/callback",
    "/api/auth/callback",
    undefined,
    { anonymous: 404, citizen: 404, super_admin: 404 },
  ],
  // An empty body is refused as input (400) before any password work.
  ["POST /api/auth/sign-in", "/api/auth/sign-in", {}, { anonymous: 400, citizen: 400, super_admin: 400 }],
  [
    "POST /api/test-login",
    "/api/test-login",
    { userId: "nobody" },
    { anonymous: 404, citizen: 404, super_admin: 404 },
  ],
  [
    "PUT /api/user/cedula",
    "/api/user/cedula",
    { cedula: "" },
    { anonymous: 401, citizen: 400, super_admin: 400 },
  ],
  ["GET /api/user/data", "/api/user/data", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  // An empty body is refused as input (400): changing the shared test users' names would spoil others.
  ["PATCH /api/user", "/api/user", {}, { anonymous: 401, citizen: 400, super_admin: 400 }],
  ["GET /api/reports", "/api/reports", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  [
    "GET /api/reports/totals",
    "/api/reports/totals",
    undefined,
    { anonymous: 401, citizen: 200, super_admin: 200 },
  ],
  ["GET /api/reports/all", "/api/reports/all", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  [
    "GET /api/reports/category/:categoryId",
    "/api/reports/category/vias",
    undefined,
    { anonymous: 401, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /api/reports/:id",
    `/api/reports/${UNKNOWN_REPORT}`,
    undefined,
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  ["POST /api/reports", "/api/reports", {}, { anonymous: 401, citizen: 400, super_admin: 403 }],
  [
    "PATCH /api/reports/:id/status",
    `/api/reports/${UNKNOWN_REPORT}/status`,
    { status: "recibido" },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "PATCH /api/reports/:id/dependencia",
    `/api/reports/${UNKNOWN_REPORT}/dependencia`,
    { dependenciaId: UNKNOWN_REPORT },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "PATCH /api/reports/:id/assignee",
    `/api/reports/${UNKNOWN_REPORT}/assignee`,
    { assigneeId: null },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  ["GET /api/inbox", "/api/inbox", undefined, { anonymous: 401, citizen: 403, super_admin: 200 }],
  // A bulk action names the reports that do not exist (400), as any other refusal (docs/staff.md#bulk-actions).
  [
    "POST /api/reports/bulk/status",
    "/api/reports/bulk/status",
    { ids: [UNKNOWN_REPORT], status: "en_gestion" },
    { anonymous: 401, citizen: 403, super_admin: 400 },
  ],
  [
    "POST /api/reports/bulk/assignee",
    "/api/reports/bulk/assignee",
    { ids: [UNKNOWN_REPORT], assigneeId: null },
    { anonymous: 401, citizen: 403, super_admin: 400 },
  ],
  [
    "POST /api/reports/bulk/dependencia",
    "/api/reports/bulk/dependencia",
    { ids: [UNKNOWN_REPORT], dependenciaId: UNKNOWN_REPORT },
    { anonymous: 401, citizen: 403, super_admin: 400 },
  ],
  [
    "POST /api/reports/:id/extension",
    `/api/reports/${UNKNOWN_REPORT}/extension`,
    { reason: "Se necesita una visita técnica." },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "POST /api/reports/:id/updates",
    `/api/reports/${UNKNOWN_REPORT}/updates`,
    { kind: "internal_note", body: "Nota" },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "POST /api/reports/:id/photos/:photoId/blur",
    `/api/reports/${UNKNOWN_REPORT}/photos/${UNKNOWN_REPORT}/blur`,
    { rectangles: [{ x: 0, y: 0, width: 8, height: 8 }] },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "GET /api/reports/:id/response-templates",
    `/api/reports/${UNKNOWN_REPORT}/response-templates?status=recibido`,
    undefined,
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "GET /api/admin/response-templates",
    "/api/admin/response-templates",
    undefined,
    { anonymous: 401, citizen: 403, super_admin: 200 },
  ],
  [
    "POST /api/admin/response-templates",
    "/api/admin/response-templates",
    {},
    { anonymous: 401, citizen: 403, super_admin: 400 },
  ],
  [
    "PUT /api/admin/response-templates/:id",
    `/api/admin/response-templates/${UNKNOWN_REPORT}`,
    { status: "recibido", title: "Hola", body: "Hola" },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "DELETE /api/admin/response-templates/:id",
    `/api/admin/response-templates/${UNKNOWN_REPORT}`,
    {},
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  // Partners' API keys (docs/open311.md#api-keys): super_admins only.
  [
    "GET /api/admin/api-keys",
    "/api/admin/api-keys",
    undefined,
    { anonymous: 401, citizen: 403, super_admin: 200 },
  ],
  ["POST /api/admin/api-keys", "/api/admin/api-keys", {}, { anonymous: 401, citizen: 403, super_admin: 400 }],
  [
    "POST /api/admin/api-keys/:id/revoke",
    `/api/admin/api-keys/${UNKNOWN_REPORT}/revoke`,
    {},
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  // Partners' webhooks (docs/webhooks.md): super_admins configure them; the inbound door answers to the
  // signature alone (401 without it, signed in or not).
  [
    "GET /api/admin/dependencias/:id/webhook",
    `/api/admin/dependencias/${UNKNOWN_REPORT}/webhook`,
    undefined,
    { anonymous: 401, citizen: 403, super_admin: 200 },
  ],
  [
    "PUT /api/admin/dependencias/:id/webhook",
    `/api/admin/dependencias/${UNKNOWN_REPORT}/webhook`,
    { url: "https://socio.example/webhook" },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "POST /api/admin/dependencias/:id/webhook/rotate",
    `/api/admin/dependencias/${UNKNOWN_REPORT}/webhook/rotate`,
    {},
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "GET /api/admin/dependencias/:id/webhook/deliveries",
    `/api/admin/dependencias/${UNKNOWN_REPORT}/webhook/deliveries`,
    undefined,
    { anonymous: 401, citizen: 403, super_admin: 200 },
  ],
  [
    "POST /api/admin/webhook-deliveries/:id/resend",
    `/api/admin/webhook-deliveries/${UNKNOWN_REPORT}/resend`,
    {},
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  [
    "POST /api/webhooks/inbound",
    "/api/webhooks/inbound",
    {},
    { anonymous: 401, citizen: 401, super_admin: 401 },
  ],
  // Open311 reading is public like the community pages (docs/open311.md).
  [
    "GET /open311/discovery.:format",
    "/open311/discovery.json",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /open311/v2/:file",
    "/open311/v2/services.json",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  // Filing needs a partner's API key, whoever is signed in (docs/open311.md#filing).
  [
    "POST /open311/v2/:file",
    "/open311/v2/requests.json",
    {},
    { anonymous: 403, citizen: 403, super_admin: 403 },
  ],
  [
    "GET /open311/v2/services/:file",
    "/open311/v2/services/vias.xml",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /open311/v2/requests/:file",
    `/open311/v2/requests/${UNKNOWN_REPORT}.json`,
    undefined,
    { anonymous: 404, citizen: 404, super_admin: 404 },
  ],
  [
    "GET /api/public/reports",
    "/api/public/reports",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /api/reports/nearby",
    "/api/reports/nearby?categoryId=vias&neighborhood=altamira",
    undefined,
    { anonymous: 200, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /api/public/reports/:id",
    `/api/public/reports/${UNKNOWN_REPORT}`,
    undefined,
    { anonymous: 404, citizen: 404, super_admin: 404 },
  ],
  [
    "GET /api/reports/:id/comments",
    `/api/reports/${UNKNOWN_REPORT}/comments`,
    undefined,
    { anonymous: 404, citizen: 404, super_admin: 404 },
  ],
  [
    "POST /api/reports/:id/vote",
    `/api/reports/${UNKNOWN_REPORT}/vote`,
    {},
    { anonymous: 401, citizen: 403, super_admin: 403 },
  ],
  [
    "PUT /api/reports/:id/follow",
    `/api/reports/${UNKNOWN_REPORT}/follow`,
    {},
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  [
    "DELETE /api/reports/:id/follow",
    `/api/reports/${UNKNOWN_REPORT}/follow`,
    {},
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  ["GET /api/me/follows", "/api/me/follows", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  [
    "POST /api/reports/:id/comments",
    `/api/reports/${UNKNOWN_REPORT}/comments`,
    { content: "Hola" },
    { anonymous: 401, citizen: 403, super_admin: 403 },
  ],
  [
    "POST /api/comments/:id/like",
    `/api/comments/${UNKNOWN_REPORT}/like`,
    {},
    { anonymous: 401, citizen: 403, super_admin: 403 },
  ],
  [
    "DELETE /api/comments/:id",
    `/api/comments/${UNKNOWN_REPORT}`,
    {},
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  // Moderation (docs/moderation.md): residents with a cédula flag, staff moderate.
  [
    "POST /api/reports/:id/flag",
    `/api/reports/${UNKNOWN_REPORT}/flag`,
    { reason: "spam" },
    { anonymous: 401, citizen: 403, super_admin: 403 },
  ],
  [
    "POST /api/comments/:id/flag",
    `/api/comments/${UNKNOWN_REPORT}/flag`,
    { reason: "spam" },
    { anonymous: 401, citizen: 403, super_admin: 403 },
  ],
  [
    "GET /api/moderation/queue",
    "/api/moderation/queue",
    undefined,
    { anonymous: 401, citizen: 403, super_admin: 200 },
  ],
  [
    "POST /api/moderation/actions",
    "/api/moderation/actions",
    { target: "report", id: UNKNOWN_REPORT, action: "dismiss" },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
  // Photos are for new reports and resolutions' "después" (docs/security.md#uploads-for-staff).
  ["POST /api/objects/upload", "/api/objects/upload", {}, { anonymous: 401, citizen: 200, super_admin: 200 }],
  // "Generar reporte": staff only.
  [
    "GET /api/admin/reports.csv",
    "/api/admin/reports.csv?status=resuelto",
    undefined,
    { anonymous: 401, citizen: 403, super_admin: 200 },
  ],
  [
    "PUT /api/evidence-photos",
    "/api/evidence-photos",
    { photoURL: "" },
    { anonymous: 401, citizen: 400, super_admin: 400 },
  ],
  // Processed photos are public by their unguessable id (community pages show them to anyone).
  [
    "GET /api/photos/:id",
    `/api/photos/${UNKNOWN_REPORT}`,
    undefined,
    { anonymous: 404, citizen: 404, super_admin: 404 },
  ],
  [
    "GET /api/photos/:id/thumbnail",
    `/api/photos/${UNKNOWN_REPORT}/thumbnail`,
    undefined,
    { anonymous: 404, citizen: 404, super_admin: 404 },
  ],
  [
    "GET /api/uploads/s3/params",
    "/api/uploads/s3/params?filename=a.jpg&type=image/jpeg",
    undefined,
    { anonymous: 401, citizen: 200, super_admin: 200 },
  ],
  [
    "POST /api/uploads/s3/multipart",
    "/api/uploads/s3/multipart",
    { filename: "a.jpg", type: "image/jpeg" },
    { anonymous: 401, citizen: 200, super_admin: 200 },
  ],
  [
    "GET /api/uploads/s3/multipart/:uploadId",
    "/api/uploads/s3/multipart/nada?key=nada",
    undefined,
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  [
    "GET /api/uploads/s3/multipart/:uploadId/:partNumber",
    "/api/uploads/s3/multipart/nada/1?key=nada",
    undefined,
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  [
    "POST /api/uploads/s3/multipart/:uploadId/complete",
    "/api/uploads/s3/multipart/nada/complete?key=nada",
    { parts: [{ PartNumber: 1, ETag: "x" }] },
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  [
    "DELETE /api/uploads/s3/multipart/:uploadId",
    "/api/uploads/s3/multipart/nada?key=nada",
    {},
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  // The local storage driver's upload URL: its signature is the only credential, as with S3.
  [
    "PUT /api/storage/upload/{*key}",
    "/api/storage/upload/nada.jpg",
    {},
    { anonymous: 403, citizen: 403, super_admin: 403 },
  ],
  // Area alerts: each person's own; an empty body is a field error, an unknown id is not found.
  ["GET /api/me/alerts", "/api/me/alerts", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  ["POST /api/me/alerts", "/api/me/alerts", {}, { anonymous: 401, citizen: 400, super_admin: 400 }],
  [
    "PUT /api/me/alerts/:id",
    `/api/me/alerts/${UNKNOWN_REPORT}`,
    { neighborhoods: ["riomar"], categoryIds: [], frequency: "daily", email: true },
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  [
    "DELETE /api/me/alerts/:id",
    `/api/me/alerts/${UNKNOWN_REPORT}`,
    {},
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  // Web Push: each person's own subscriptions; an empty body is a field error (docs/push.md#subscribing).
  [
    "GET /api/push/public-key",
    "/api/push/public-key",
    undefined,
    { anonymous: 401, citizen: 200, super_admin: 200 },
  ],
  [
    "PUT /api/push/subscription",
    "/api/push/subscription",
    {},
    { anonymous: 401, citizen: 400, super_admin: 400 },
  ],
  [
    "DELETE /api/push/subscription",
    "/api/push/subscription",
    { endpoint: "https://push.example/nada" },
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  // One-click unsubscribe: its signed token is the credential, for anyone (docs/alerts.md#unsubscribe).
  ["GET /api/unsubscribe", "/api/unsubscribe", undefined, { anonymous: 400, citizen: 400, super_admin: 400 }],
  ["POST /api/unsubscribe", "/api/unsubscribe", {}, { anonymous: 400, citizen: 400, super_admin: 400 }],
  // «¿Quedó resuelto?»: signed in, one's own question; from the e-mail, the signed token is the credential
  // (docs/resolution-check.md).
  [
    "GET /api/reports/:id/resolution-check",
    `/api/reports/${UNKNOWN_REPORT}/resolution-check`,
    undefined,
    { anonymous: 401, citizen: 200, super_admin: 200 },
  ],
  [
    "POST /api/reports/:id/resolution-check",
    `/api/reports/${UNKNOWN_REPORT}/resolution-check`,
    { answer: "no" },
    { anonymous: 401, citizen: 404, super_admin: 404 },
  ],
  [
    "GET /api/resolution-check",
    "/api/resolution-check",
    undefined,
    { anonymous: 400, citizen: 400, super_admin: 400 },
  ],
  [
    "POST /api/resolution-check",
    "/api/resolution-check",
    {},
    { anonymous: 400, citizen: 400, super_admin: 400 },
  ],
  [
    "GET /api/geocode/search",
    "/api/geocode/search?q=Villa",
    undefined,
    { anonymous: 401, citizen: 200, super_admin: 200 },
  ],
];

/** Routes whose effect would spoil the shared test users; each has tests of its own. */
const COVERED_ELSEWHERE = {
  "DELETE /api/user": "account deletion, below",
  // Sign-up is limited per IP, and the account-deletion tests below need those points.
  "POST /api/auth/sign-up": "auth/built-in-accounts.test.ts",
  "GET /api/logout": "auth/built-in-accounts.test.ts and auth/openid-connect.test.ts",
  "GET /{*splat}": "the web app (index.html for client routes), open to anyone",
  "GET /community/reports/:id":
    "a shared report's page with its link preview, open to anyone (share-meta.test.ts, web/e2e/community)",
  "GET /graphql": "the analysts' IDE page for browsers, open to anyone (src/server/graphql-ide.test.ts)",
  "GET /analistas": "the same IDE page (src/server/graphql-ide.test.ts)",
};

describe("REST routes", () => {
  it("every route of the app is in the access matrix (a new route must say who may call it)", () => {
    // The web app's route exists only once web/dist is built, which a fresh clone's API tests precede.
    const WEB_APP = "GET /{*splat}";
    const classified = [...REST_MATRIX.map(([route]) => route), ...Object.keys(COVERED_ELSEWHERE)];
    expect(server.routes.filter((route) => route !== WEB_APP)).toEqual(
      [...new Set(classified)].filter((route) => route !== WEB_APP).sort(),
    );
  });
});

describe.each(CALLERS)("REST as %s", (caller) => {
  it.each(REST_MATRIX)("%s", async (_route, path, json, expected) => {
    const client = await clientFor(caller);
    const method = _route.split(" ")[0]!;
    const response = await client.request(path, { method, json });
    expect(response.status).toBe(expected[caller]);
  });
});

describe("account deletion", () => {
  const signUp = async (email: string) => {
    const client = new HttpClient(server.url);
    const password = "una clave suficientemente larga";
    const response = await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { email, password, firstName: "Vecina" },
    });
    expect(response.status).toBe(201);
    expect(
      (await client.request("/api/auth/sign-in", { method: "POST", json: { email, password } })).status,
    ).toBe(200);
    return client;
  };

  it("deletes only the caller's own account and ends its session", async () => {
    const leaving = await signUp("se-va@example.com");
    const staying = await signUp("se-queda@example.com");
    const result = await leaving.graphql("mutation { deleteMyAccount }");
    expect(result.data).toEqual({ deleteMyAccount: true });
    expect((await leaving.request("/api/auth/user")).status).toBe(401);
    expect((await staying.request("/api/auth/user")).status).toBe(200);
    // The email is free again: nothing of the old account remains to sign in to.
    const signIn = await new HttpClient(server.url).request("/api/auth/sign-in", {
      method: "POST",
      json: { email: "se-va@example.com", password: "una clave suficientemente larga" },
    });
    expect(signIn.status).toBe(401);
  });

  it("works over REST too", async () => {
    const leaving = await signUp("rest-se-va@example.com");
    expect((await leaving.request("/api/user", { method: "DELETE", json: {} })).status).toBe(204);
    expect((await leaving.request("/api/auth/user")).status).toBe(401);
  });

  it("refuses anonymous callers", async () => {
    const anonymous = await clientFor("anonymous");
    expect((await anonymous.graphql("mutation { deleteMyAccount }")).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect((await anonymous.request("/api/user", { method: "DELETE", json: {} })).status).toBe(401);
  });
});
