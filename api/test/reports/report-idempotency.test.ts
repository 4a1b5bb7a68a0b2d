import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import pg from "pg";
import { initOrm } from "../../src/database/orm";
import { REPORT_MESSAGES } from "../../src/modules/report/report.inputs";
import { createReport } from "../../src/modules/report/report.service";
import { createLogger } from "../../src/server/logger";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import {
  citizen,
  createViaGraphQL,
  createViaRest,
  processedPhoto,
  queryRows,
  resetRateLimits,
  signUpCitizen,
  validReport,
} from "./report-support";

let server: TestServer;
let resident: HttpClient;
let neighbour: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  resident = await citizen(server);
  neighbour = await signUpCitizen(server, "Lucía");
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const reportsWithKey = async (key: string) =>
  queryRows<{ id: string; author_id: string }>(
    server,
    "SELECT id, author_id FROM report WHERE idempotency_key = $1 ORDER BY created_at",
    [key],
  );

describe("idempotent report creation (nothing lost)", () => {
  it("answers the first report when REST receives the same key twice: 201, then 200", async () => {
    const key = randomUUID();
    const first = await createViaRest(resident, validReport(), key);
    const second = await createViaRest(resident, validReport(), key);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toEqual(first.body);
    expect(await reportsWithKey(key)).toEqual([{ id: first.body.id, author_id: "test-citizen" }]);
  });

  it("does the same over GraphQL, and across the two doors", async () => {
    const key = randomUUID();
    const first = await createViaGraphQL(resident, validReport(), key);
    const second = await createViaGraphQL(resident, validReport(), key);
    const third = await createViaRest(resident, validReport(), key);
    expect(first.errors).toBeUndefined();
    expect(second.data?.createReport.id).toBe(first.data?.createReport.id);
    expect(third).toMatchObject({ status: 200, body: { id: first.data?.createReport.id } });
    expect(await reportsWithKey(key)).toHaveLength(1);
  });

  it("files nothing for a phone's outbox that expected another account's session: 401, and files it for the right one", async () => {
    const key = randomUUID();
    const send = (expectedUser: string) =>
      resident.request("/api/reports", {
        method: "POST",
        json: validReport(),
        headers: { "idempotency-key": key, "x-expected-user": expectedUser },
      });
    const elsewhere = await send("someone-who-queued-it");
    expect(elsewhere.status).toBe(401);
    expect(await reportsWithKey(key)).toEqual([]);
    const upload = await resident.request("/api/objects/upload", {
      method: "POST",
      json: {},
      headers: { "x-expected-user": "someone-who-queued-it" },
    });
    expect(upload.status).toBe(401);
    expect((await send("test-citizen")).status).toBe(201);
    expect(await reportsWithKey(key)).toHaveLength(1);
  });

  it("refuses the key with another report, over either door: 409 CONFLICT, nothing filed", async () => {
    const key = randomUUID();
    const first = await createViaRest(resident, validReport({ severity: 2 }), key);
    expect(first.status).toBe(201);
    const other = validReport({ severity: 4, categoryId: "aseo" });
    const rest = await resident.request("/api/reports", {
      method: "POST",
      json: other,
      headers: { "idempotency-key": key },
    });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toEqual({ error: REPORT_MESSAGES.idempotencyKeyReused });
    const graphql = await createViaGraphQL(resident, other, key);
    expect(graphql.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(graphql.errors?.[0]?.message).toBe(REPORT_MESSAGES.idempotencyKeyReused);
    // An invalid body with a used key is another report too.
    const invalid = await createViaRest(resident, validReport({ severity: 9 }), key);
    expect(invalid.status).toBe(409);
    expect(await reportsWithKey(key)).toHaveLength(1);
  });

  it("takes the same report written differently (spaces, order of fields, other door) as the same", async () => {
    const key = randomUUID();
    const first = await createViaGraphQL(resident, validReport({ address: "Calle 84 # 51-20" }), key);
    const { anonymous, allowContact, ...rest } = validReport({ address: "  Calle 84 # 51-20 " });
    const again = await createViaRest(resident, { allowContact, anonymous, ...rest }, key);
    expect(again).toMatchObject({ status: 200, body: { id: first.data?.createReport.id } });
  });

  it("files two reports when two users happen to send the same key", async () => {
    const key = randomUUID();
    const mine = await createViaRest(resident, validReport(), key);
    const theirs = await createViaRest(neighbour, validReport(), key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await reportsWithKey(key)).toHaveLength(2);
  });

  it("files one report for a concurrent double submit with photos, and every request gets it", async () => {
    const key = randomUUID();
    const photos = [await processedPhoto(resident), await processedPhoto(resident)];
    const body = validReport({ evidenceUrls: photos });
    const answers = await Promise.all([
      createViaRest(resident, body, key),
      createViaRest(resident, body, key),
      createViaGraphQL(resident, body, key).then((result) => ({
        status: result.errors ? 400 : 200,
        body: result.data!.createReport,
      })),
      createViaRest(resident, body, key),
    ]);
    const [row, ...others] = await reportsWithKey(key);
    expect(others).toEqual([]);
    for (const answer of answers) {
      expect(answer.body.id).toBe(row!.id);
      expect(answer.body.evidenceUrls).toEqual(photos);
    }
    // REST says which request filed it (201) and which got it back (200); GraphQL does not.
    const restStatuses = [answers[0], answers[1], answers[3]].map((answer) => answer.status);
    expect(restStatuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect(restStatuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    const history = await queryRows(server, "SELECT id FROM report_status_change WHERE report_id = $1", [
      row!.id,
    ]);
    expect(history).toHaveLength(1);
  });

  it("files one report when two submissions are both past the first lookup (the unique index decides)", async () => {
    // Over HTTP the requests rarely overlap that closely, so the service is driven directly: a third
    // connection holds the photo's row lock, so that the first submission waits inside its transaction
    // (report inserted, not committed) and the second waits on the unique index behind it.
    const orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
    const blocker = new pg.Client({ connectionString: server.databaseUrl });
    await blocker.connect();
    try {
      const photo = await processedPhoto(resident);
      const key = randomUUID();
      const viewer = { id: "test-citizen", role: "citizen" as const, hasCedula: false, dependencias: [] };
      const body = validReport({ evidenceUrls: [photo] });
      await blocker.query("BEGIN");
      await blocker.query("SELECT id FROM photo WHERE id = $1 FOR UPDATE", [photo.split("/").pop()]);
      const submissions = [
        createReport(orm.em.fork(), viewer, body, key, () => Promise.resolve()),
        createReport(orm.em.fork(), viewer, body, key, () => Promise.resolve()),
      ];
      // From another connection: inside the blocker's transaction, pg_stat_activity is a frozen snapshot.
      const waiting = async () =>
        (
          await queryRows<{ waiting: number }>(
            server,
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        )[0]!.waiting;
      await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
      await blocker.query("COMMIT");
      const results = await Promise.all(submissions);
      expect(results.map((result) => result.created).sort()).toEqual([false, true]);
      expect(results[0]!.report).toEqual(results[1]!.report);
      expect(results[0]!.report.photoIds.map((id) => `/api/photos/${id}`)).toEqual([photo]);
      expect(await reportsWithKey(key)).toHaveLength(1);
    } finally {
      await blocker.end();
      await orm.close(true);
    }
  });

  it("files a report per submission without a key (no key, no deduplication)", async () => {
    const before = await queryRows<{ count: string }>(
      server,
      "SELECT count(*) FROM report WHERE author_id = 'test-citizen'",
    );
    expect((await createViaRest(resident, validReport())).status).toBe(201);
    expect((await createViaRest(resident, validReport())).status).toBe(201);
    const after = await queryRows<{ count: string }>(
      server,
      "SELECT count(*) FROM report WHERE author_id = 'test-citizen'",
    );
    expect(Number(after[0]!.count) - Number(before[0]!.count)).toBe(2);
  });

  const INVALID_KEYS: Array<[string, string]> = [
    ["too long", "k".repeat(101)],
    ["with spaces inside", "dos palabras"],
    ["with non-ASCII characters", "clave-ñandú"],
  ];
  const refusal = {
    error: REPORT_MESSAGES.idempotencyKeyInvalid,
    fields: { idempotencyKey: REPORT_MESSAGES.idempotencyKeyInvalid },
  };

  // HTTP header values are ASCII: the non-ASCII case is for GraphQL, where any string can be sent.
  it.each(INVALID_KEYS.slice(0, 2))("refuses a key %s over REST", async (_name, key) => {
    const result = await createViaRest(resident, validReport(), key);
    expect(result).toEqual({ status: 400, body: refusal });
  });

  it.each(INVALID_KEYS)("refuses a key %s over GraphQL", async (_name, key) => {
    const result = await createViaGraphQL(resident, validReport(), key);
    expect(result.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", fields: refusal.fields });
  });

  it("treats a blank key as no key", async () => {
    const result = await createViaRest(resident, validReport(), " ");
    expect(result.status).toBe(201);
  });
});
