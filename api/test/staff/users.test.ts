import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDisabledMessage, DEFAULT_ACCOUNT_CONTACT, STAFF_MESSAGES } from "../../src/domain";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, queryRows, signUpCitizen } from "../reports/report-support";
import { insertReports } from "../reports/report-search-support";

let server: TestServer;
let ana: HttpClient;
let carlos: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [ana, carlos] = await Promise.all([admin(server), citizen(server)]);
  await insertReports(server, [
    { name: "uno", createdAt: new Date(Date.now() - 3000) },
    { name: "dos", createdAt: new Date(Date.now() - 2000) },
  ]);
  await queryRows(
    server,
    "UPDATE app_user SET cedula_hash = 'x', cedula_last3 = '789' WHERE id = 'test-citizen'",
  );
});
afterAll(async () => {
  await server?.stop();
});

const USERS = `query ($search: String, $role: Role) {
  users(search: $search, role: $role) {
    total
    users { id firstName email role active cedulaMasked reportsCount lastSignInAt viewerCan { changeRole changeActive } }
  }
}`;
const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id role viewerCan { changeRole changeActive } } }`;
const SET_ACTIVE = `mutation ($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { id active } }`;
const AUDIT = `query ($actorId: ID) { auditLog(actorId: $actorId) { entries { action actorId actorName subjectId subjectLabel changes { field before after } } } }`;

interface UserRow {
  id: string;
  firstName: string;
  email: string;
  role: string;
  active: boolean;
  cedulaMasked: string | null;
  reportsCount: number;
  lastSignInAt: string | null;
  viewerCan: { changeRole: boolean; changeActive: boolean };
}

async function users(variables: Record<string, unknown> = {}) {
  const result = await ana.graphql<{ users: { total: number; users: UserRow[] } }>(USERS, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.users;
}

describe("Gestionar usuarios", () => {
  it("finds users by name or e-mail, ignoring accents and case, with their role, masked cédula, reports and last sign-in", async () => {
    const found = await users({ search: "perez" });
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      id: "test-citizen",
      firstName: "Carlos",
      role: "citizen",
      active: true,
      cedulaMasked: "•••••789",
      reportsCount: 2,
      viewerCan: { changeRole: true, changeActive: true },
    });
    expect(found.users[0]!.lastSignInAt).not.toBeNull();
    expect((await users({ search: "ANA@example" })).users.map((user) => user.id)).toEqual(["test-admin"]);
    expect((await users({ role: "super_admin" })).users.map((user) => user.id)).toEqual(["test-admin"]);
    // The only admin can neither step down nor switch themselves off.
    expect((await users({ role: "super_admin" })).users[0]!.viewerCan).toEqual({
      changeRole: false,
      changeActive: false,
    });
  });

  it("keeps the last active super_admin, and nobody deactivates themselves", async () => {
    const demote = await ana.graphql(SET_ROLE, { userId: "test-admin", role: "citizen" });
    expect(demote.errors?.[0]).toMatchObject({
      message: STAFF_MESSAGES.lastAdmin,
      extensions: { code: "CONFLICT" },
    });
    const off = await ana.graphql(SET_ACTIVE, { userId: "test-admin", active: false });
    expect(off.errors?.[0]?.message).toBe(STAFF_MESSAGES.cannotDeactivateSelf);
  });

  it("promotes and demotes, and records both in the audit log, newest first, filterable by actor", async () => {
    const marta = await signUpCitizen(server, "Marta");
    const martaId = ((await (await marta.request("/api/auth/user")).json()) as { id: string }).id;
    const promoted = await ana.graphql<{ setUserRole: { role: string } }>(SET_ROLE, {
      userId: martaId,
      role: "super_admin",
    });
    expect(promoted.data?.setUserRole.role).toBe("super_admin");
    // Two admins now: Ana may step down... and Marta, an admin now, may demote herself back.
    expect((await users({ role: "super_admin" })).users.every((user) => user.viewerCan.changeRole)).toBe(
      true,
    );
    const back = await marta.graphql<{ setUserRole: { role: string } }>(SET_ROLE, {
      userId: martaId,
      role: "citizen",
    });
    expect(back.data?.setUserRole.role).toBe("citizen");

    const log = await ana.graphql<{ auditLog: { entries: Array<Record<string, unknown>> } }>(AUDIT, {});
    expect(log.data!.auditLog.entries.slice(0, 2)).toMatchObject([
      {
        action: "user.role",
        actorName: "Marta Vecina",
        subjectId: martaId,
        changes: [{ field: "role", before: "super_admin", after: "citizen" }],
      },
      {
        action: "user.role",
        actorName: "Ana Gómez",
        subjectId: martaId,
        changes: [{ field: "role", before: "citizen", after: "super_admin" }],
      },
    ]);
    const anas = await ana.graphql<{ auditLog: { entries: Array<{ actorId: string }> } }>(AUDIT, {
      actorId: "test-admin",
    });
    expect(anas.data!.auditLog.entries.length).toBeGreaterThan(0);
    expect(anas.data!.auditLog.entries.every((entry) => entry.actorId === "test-admin")).toBe(true);
  });

  it("deactivation ends the account's live session at once and keeps it from signing in; reactivation lets it back", async () => {
    const luis = await signUpCitizen(server, "Luis");
    const { id, email } = (await (await luis.request("/api/auth/user")).json()) as {
      id: string;
      email: string;
    };
    expect((await luis.graphql("{ me { id } }")).data).toEqual({ me: { id } });

    const off = await ana.graphql<{ setUserActive: { active: boolean } }>(SET_ACTIVE, {
      userId: id,
      active: false,
    });
    expect(off.data?.setUserActive.active).toBe(false);
    expect((await luis.request("/api/auth/user")).status).toBe(401);
    expect((await luis.graphql("{ me { id } }")).data).toEqual({ me: null });
    const again = await new HttpClient(server.url).request("/api/auth/sign-in", {
      method: "POST",
      json: { email, password: "una clave suficientemente larga" },
    });
    // Still kept out; with its right password it is told why and whom to write to (docs/staff.md#users).
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ error: accountDisabledMessage(DEFAULT_ACCOUNT_CONTACT) });

    await ana.graphql(SET_ACTIVE, { userId: id, active: true });
    const back = await new HttpClient(server.url).request("/api/auth/sign-in", {
      method: "POST",
      json: { email, password: "una clave suficientemente larga" },
    });
    expect(back.status).toBe(200);
    const log = await ana.graphql<{ auditLog: { entries: Array<Record<string, unknown>> } }>(AUDIT, {});
    expect(log.data!.auditLog.entries.slice(0, 2)).toMatchObject([
      { action: "user.active", changes: [{ field: "active", before: "false", after: "true" }] },
      { action: "user.active", changes: [{ field: "active", before: "true", after: "false" }] },
    ]);
  });

  it("is for super_admins only", async () => {
    for (const [query, variables] of [
      [USERS, {}],
      [SET_ROLE, { userId: "test-citizen", role: "super_admin" }],
      [SET_ACTIVE, { userId: "test-admin", active: false }],
      [AUDIT, {}],
    ] as const) {
      expect((await carlos.graphql(query, variables)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });
});
