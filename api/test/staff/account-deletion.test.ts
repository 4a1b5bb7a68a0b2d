import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_MESSAGES } from "../../src/domain";
import type { HttpClient } from "../http-client";
import { releaseWhenWaiting } from "../postgres";
import { admin, queryRows, signUpCitizen } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
let ana: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  ana = await admin(server);
});
afterAll(async () => {
  await server?.stop();
});

const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const AUDIT = `{ auditLog { entries { action actorId actorName subjectType subjectId subjectLabel changes { field before after } } } }`;

async function idOf(client: HttpClient): Promise<string> {
  return ((await (await client.request("/api/auth/user")).json()) as { id: string }).id;
}

async function activeAdmins(): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    server,
    "SELECT id FROM app_user WHERE role = 'super_admin' AND active ORDER BY id",
  );
  return rows.map((row) => row.id);
}

async function deletionEntries() {
  const log = await ana.graphql<{
    auditLog: { entries: Array<{ action: string; subjectId: string; [field: string]: unknown }> };
  }>(AUDIT);
  expect(log.errors).toBeUndefined();
  return log.data!.auditLog.entries.filter((entry) => entry.action === "user.delete");
}

async function promote(client: HttpClient): Promise<string> {
  const id = await idOf(client);
  const promoted = await ana.graphql(SET_ROLE, { userId: id, role: "super_admin" });
  expect(promoted.errors).toBeUndefined();
  return id;
}

describe("deleting a staff account (docs/staff.md#users)", () => {
  it("refuses the last active super_admin's own deletion on both doors, and keeps the account", async () => {
    const rest = await ana.request("/api/user", { method: "DELETE", json: {} });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toMatchObject({ error: STAFF_MESSAGES.lastAdminCannotDelete });
    const graphql = await ana.graphql("mutation { deleteMyAccount }");
    expect(graphql.errors?.[0]).toMatchObject({
      message: STAFF_MESSAGES.lastAdminCannotDelete,
      extensions: { code: "CONFLICT" },
    });
    expect(await activeAdmins()).toEqual(["test-admin"]);
    expect((await ana.request("/api/auth/user")).status).toBe(200);
    expect(await deletionEntries()).toEqual([]);
  });

  it("audits a staff account's deletion, and not a resident's", async () => {
    const marta = await signUpCitizen(server, "Marta");
    const martaId = await promote(marta);
    const luis = await signUpCitizen(server, "Luis");
    const luisId = await idOf(luis);

    expect((await marta.request("/api/user", { method: "DELETE", json: {} })).status).toBe(204);
    expect((await luis.graphql<{ deleteMyAccount: boolean }>("mutation { deleteMyAccount }")).data).toEqual({
      deleteMyAccount: true,
    });

    const entries = await deletionEntries();
    expect(entries).toEqual([
      {
        action: "user.delete",
        // The actor's account is gone with the deletion; the entry keeps their name.
        actorId: null,
        actorName: "Marta Vecina",
        subjectType: "user",
        subjectId: martaId,
        subjectLabel: "Marta Vecina",
        changes: [{ field: "role", before: "super_admin", after: null }],
      },
    ]);
    expect(entries.some((entry) => entry.subjectId === luisId)).toBe(false);
    expect(await activeAdmins()).toEqual(["test-admin"]);
  });

  it("lets only one of the last two admins deleting themselves at the same moment go", async () => {
    const sofia = await signUpCitizen(server, "Sofía");
    const sofiaId = await promote(sofia);
    const before = (await deletionEntries()).length;

    // Both accounts stay locked until both deletions are waiting, so that both start from two admins.
    const outcome = await releaseWhenWaiting(
      server.databaseUrl,
      "SELECT id FROM app_user WHERE id = ANY($1) FOR UPDATE",
      [["test-admin", sofiaId]],
      2,
      () =>
        Promise.all(
          [ana, sofia].map((client) => client.request("/api/user", { method: "DELETE", json: {} })),
        ),
    );

    expect(outcome.map((response) => response.status).sort()).toEqual([204, 409]);
    const refused = outcome.find((response) => response.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: STAFF_MESSAGES.lastAdminCannotDelete });
    const left = await activeAdmins();
    expect(left).toHaveLength(1);
    const gone = left[0] === "test-admin" ? sofiaId : "test-admin";
    const survivor = left[0] === "test-admin" ? ana : sofia;
    const log = await survivor.graphql<{
      auditLog: { entries: Array<{ action: string; subjectId: string }> };
    }>(AUDIT);
    const deletions = log.data!.auditLog.entries.filter((entry) => entry.action === "user.delete");
    expect(deletions).toHaveLength(before + 1);
    expect(deletions[0]!.subjectId).toBe(gone);
  });
});
