import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initOrm } from "../../src/database/orm";
import { numberedPlaceholders } from "../../src/database/prepared-statement";
import {
  authorsById,
  batchedRelationReader,
  duplicatesByOriginal,
  historiesByReport,
  photosById,
  reportRelations,
  updatesByReport,
} from "../../src/modules/report/report.related";
import { createLogger } from "../../src/server/logger";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { admin, fileReport, processedPhoto, queryRows, signUpCitizen } from "./report-support";

/**
 * A report list's relations read in one statement (the REST presenters) are what the per-relation
 * queries (the GraphQL loaders) read: the same rows, in the same order.
 */
let server: TestServer;
let orm: MikroORM;
let em: EntityManager;
let resident: HttpClient;
let staff: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
  em = orm.em.fork();
  resident = await signUpCitizen(server, "Lucía");
  staff = await admin(server);
});

afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
});

describe("reportRelations", () => {
  it("reads people, photos, histories, staff texts and duplicates as the per-relation queries do", async () => {
    const photo = await processedPhoto(resident);
    const original = await fileReport(resident, { anonymous: false, evidenceUrls: [photo] });
    const duplicate = await fileReport(resident);
    const patch = (id: string, json: Record<string, unknown>) =>
      staff.request(`/api/reports/${id}/status`, { method: "PATCH", json });
    // Texts of three kinds written with one change share its instant: their order is the kinds' order.
    expect(
      (
        await patch(original.id, {
          status: "en_gestion",
          note: "Le contamos que la cuadrilla va el lunes.",
          publicUpdate: "Una cuadrilla revisará el sitio.",
          internalNote: "Pedir material a bodega.",
        })
      ).status,
    ).toBe(200);
    expect((await patch(duplicate.id, { status: "duplicado", duplicateOf: original.radicado })).status).toBe(
      200,
    );

    const [row] = await queryRows<{ photo_ids: string[]; author_id: string }>(
      server,
      "SELECT photo_ids, author_id FROM report WHERE id = $1",
      [original.id],
    );
    const reportIds = [original.id, duplicate.id];
    const photoIds = row!.photo_ids;
    const personIds = [row!.author_id];

    const together = await reportRelations(em, { reportIds, photoIds, personIds });
    expect(together).toEqual({
      people: await authorsById(em, personIds),
      photos: await photosById(em, photoIds),
      histories: await historiesByReport(em, reportIds),
      updates: await updatesByReport(em, reportIds),
      duplicates: await duplicatesByOriginal(em, reportIds),
    });
    // What was compared is there: not two empty answers.
    expect(together.people.get(row!.author_id)?.firstName).toBe("Lucía");
    expect([...together.photos.keys()]).toEqual(photoIds);
    expect(together.histories.get(original.id)?.map((change) => [change.toStatus, change.note])).toEqual([
      ["recibido", null],
      ["en_gestion", "Le contamos que la cuadrilla va el lunes."],
    ]);
    expect(together.updates.get(original.id)?.map((update) => update.kind)).toEqual([
      "public_update",
      "reporter_message",
      "internal_note",
    ]);
    expect(together.duplicates.get(original.id)).toEqual([
      { id: duplicate.id, radicado: duplicate.radicado },
    ]);
  });

  it("reads the relations asked for in one turn (a GraphQL page's loaders) as one statement, the same rows", async () => {
    const photo = await processedPhoto(resident);
    const report = await fileReport(resident, { anonymous: false, evidenceUrls: [photo] });
    expect(
      (
        await staff.request(`/api/reports/${report.id}/status`, {
          method: "PATCH",
          json: { status: "en_gestion" },
        })
      ).status,
    ).toBe(200);
    const [row] = await queryRows<{ photo_ids: string[]; author_id: string }>(
      server,
      "SELECT photo_ids, author_id FROM report WHERE id = $1",
      [report.id],
    );
    const { counted, statements } = countingStatements(em);
    const read = batchedRelationReader(counted);
    const batched = await Promise.all([
      authorsById(counted, [row!.author_id], read),
      photosById(counted, row!.photo_ids, read),
      historiesByReport(counted, [report.id], read),
      updatesByReport(counted, [report.id], read),
      duplicatesByOriginal(counted, [report.id], read),
    ]);
    expect(statements()).toBe(1);
    expect(batched).toEqual([
      await authorsById(em, [row!.author_id]),
      await photosById(em, row!.photo_ids),
      await historiesByReport(em, [report.id]),
      await updatesByReport(em, [report.id]),
      await duplicatesByOriginal(em, [report.id]),
    ]);
    expect(batched[0].get(row!.author_id)?.firstName).toBe("Lucía");
    expect(batched[2].get(report.id)?.map((change) => change.toStatus)).toEqual(["recibido", "en_gestion"]);
    // A read alone in its turn is a statement of its own, as before.
    expect(await authorsById(counted, [row!.author_id], read)).toEqual(batched[0]);
    expect(statements()).toBe(2);
  });

  it("reads the relations inside a transaction on its connection, seeing its own writes", async () => {
    const report = await fileReport(resident, { anonymous: false });
    const [row] = await queryRows<{ author_id: string }>(
      server,
      "SELECT author_id FROM report WHERE id = $1",
      [report.id],
    );
    const seen = await em
      .transactional(async (tx) => {
        await tx.execute("UPDATE app_user SET first_name = 'Dentro' WHERE id = ?", [row!.author_id]);
        const read = batchedRelationReader(tx);
        const [authors] = await Promise.all([
          authorsById(tx, [row!.author_id], read),
          historiesByReport(tx, [report.id], read),
        ]);
        throw Object.assign(new Error("roll back"), { authors });
      })
      .catch((error: { authors?: Map<string, { firstName: string | null }> }) => error.authors);
    expect(seen?.get(row!.author_id)?.firstName).toBe("Dentro");
  });

  it("sends a GraphQL page's relations as one text whatever order its fields resolve in", async () => {
    const report = await fileReport(resident, { anonymous: false });
    const { counted, texts } = countingStatements(em);
    const firstOrder = batchedRelationReader(counted);
    await Promise.all([
      updatesByReport(counted, [report.id], firstOrder),
      historiesByReport(counted, [report.id], firstOrder),
    ]);
    const otherOrder = batchedRelationReader(counted);
    await Promise.all([
      historiesByReport(counted, [report.id], otherOrder),
      updatesByReport(counted, [report.id], otherOrder),
    ]);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(texts[0]);
  });

  it("prepares a statement once its values are numbered, and refuses values that do not match", () => {
    expect(numberedPlaceholders("SELECT ? = ANY(?::text[])", 2)).toBe("SELECT $1 = ANY($2::text[])");
    expect(() => numberedPlaceholders("SELECT ?", 2)).toThrow("2 values for 1 placeholders");
  });

  it("answers empty maps for a page without reports, without asking PostgreSQL", async () => {
    const { counted, statements } = countingStatements(em);
    expect(await reportRelations(counted, { reportIds: [], photoIds: [], personIds: [] })).toEqual({
      people: new Map(),
      photos: new Map(),
      histories: new Map(),
      updates: new Map(),
      duplicates: new Map(),
    });
    expect(statements()).toBe(0);
  });

  it("leaves out of the statement a relation with nothing to read", async () => {
    const report = await fileReport(resident, { anonymous: true });
    const { counted, statements, texts } = countingStatements(em);
    const relations = await reportRelations(counted, { reportIds: [report.id], photoIds: [], personIds: [] });
    expect(statements()).toBe(1);
    expect(texts[0]).not.toMatch(/FROM (photo|app_user)\b/);
    expect(relations.photos).toEqual(new Map());
    expect(relations.people).toEqual(new Map());
    expect(relations.histories.get(report.id)?.map((change) => change.toStatus)).toEqual(["recibido"]);
  });
});

/**
 * `em`, counting the statements it sends: through `execute`, and as prepared statements on a pooled
 * connection (database/prepared-statement.ts).
 */
function countingStatements(em: EntityManager) {
  let statements = 0;
  const texts: string[] = [];
  const counted = Object.create(em) as EntityManager;
  counted.execute = ((...args: Parameters<EntityManager["execute"]>) => {
    statements++;
    return em.execute(...args);
  }) as EntityManager["execute"];
  type Client = { query(query: unknown): Promise<unknown> };
  const connection = em.getConnection();
  const pool = connection.getKnex().client as {
    acquireConnection(): Promise<Client>;
    releaseConnection(client: Client): Promise<void>;
  };
  const inner = new WeakMap<Client, Client>();
  const countingPool = {
    acquireConnection: async () => {
      const client = await pool.acquireConnection();
      const wrapped: Client = {
        query: (query) => {
          statements++;
          texts.push((query as { text: string }).text);
          return client.query(query);
        },
      };
      inner.set(wrapped, client);
      return wrapped;
    },
    releaseConnection: (wrapped: Client) => pool.releaseConnection(inner.get(wrapped)!),
  };
  const countingConnection = Object.create(connection) as typeof connection;
  countingConnection.getKnex = () =>
    ({ client: countingPool }) as unknown as ReturnType<typeof connection.getKnex>;
  counted.getConnection = () => countingConnection;
  return { counted, statements: () => statements, texts };
}
