import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../http-client";
import { admin, citizen, queryRows } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

/**
 * Partners' API keys (docs/open311.md#api-keys): issued, listed and revoked by super_admins on both
 * doors, shown once, stored as a SHA-256, audited.
 */

const KEY_FIELDS = "id name prefix createdByName createdAt revokedAt lastUsedAt";
const API_KEYS = `{ apiKeys { ${KEY_FIELDS} } }`;
const ISSUE = `mutation ($name: String!) { issueApiKey(name: $name) { token apiKey { ${KEY_FIELDS} } } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { ${KEY_FIELDS} } }`;
const AUDIT = `{ auditLog { entries { action actorName subjectType subjectId subjectLabel } } }`;

interface ApiKeyJson {
  id: string;
  name: string;
  prefix: string;
  createdByName: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

let server: TestServer;
let ana: HttpClient;
let carlos: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  ana = await admin(server);
  carlos = await citizen(server);
});

afterAll(async () => {
  await server?.stop();
});

describe("partners' API keys", () => {
  it("are issued once with their token, stored only as its SHA-256, listed without it", async () => {
    const response = await ana.request("/api/admin/api-keys", {
      method: "POST",
      json: { name: "  Empresa de Acueducto  " },
    });
    expect(response.status).toBe(201);
    const issued = (await response.json()) as { token: string; apiKey: ApiKeyJson };
    expect(issued.token).toMatch(/^rr_[A-Za-z0-9_-]{43}$/);
    expect(issued.apiKey).toMatchObject({
      name: "Empresa de Acueducto",
      prefix: issued.token.slice(0, 11),
      revokedAt: null,
      lastUsedAt: null,
    });
    const rows = await queryRows<{ key_hash: string; prefix: string }>(
      server,
      "SELECT key_hash, prefix FROM api_key WHERE id = $1",
      [issued.apiKey.id],
    );
    expect(rows).toEqual([
      {
        key_hash: createHash("sha256").update(issued.token).digest("hex"),
        prefix: issued.token.slice(0, 11),
      },
    ]);
    const list = await ana.request("/api/admin/api-keys");
    const listed = await list.text();
    expect(listed).toContain(issued.apiKey.id);
    expect(listed).not.toContain(issued.token);
    const graphql = await ana.graphql<{ apiKeys: ApiKeyJson[] }>(API_KEYS);
    expect(graphql.data?.apiKeys.find((key) => key.id === issued.apiKey.id)).toEqual(issued.apiKey);
  });

  it("refuse a blank or duplicate name, on both doors, with the field's Spanish message", async () => {
    const blank = await ana.request("/api/admin/api-keys", { method: "POST", json: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      fields: { name: "Escribe el nombre de la empresa o entidad." },
    });
    expect((await ana.graphql(ISSUE, { name: "Electricaribe" })).errors).toBeUndefined();
    const twice = await ana.graphql(ISSUE, { name: "electricaribe" });
    expect(twice.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { name: "Ya hay una clave activa con ese nombre. Revócala primero o usa otro nombre." },
    });
  });

  it("are revoked for good, and the name can be issued again", async () => {
    const issued = await ana.graphql<{ issueApiKey: { apiKey: ApiKeyJson } }>(ISSUE, { name: "Triple A" });
    const id = issued.data!.issueApiKey.apiKey.id;
    const revoked = await ana.request(`/api/admin/api-keys/${id}/revoke`, { method: "POST", json: {} });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as ApiKeyJson).revokedAt).not.toBeNull();
    const again = await ana.graphql<{ revokeApiKey: ApiKeyJson }>(REVOKE, { id });
    expect(again.data?.revokeApiKey.revokedAt).not.toBeNull();
    expect((await ana.graphql(ISSUE, { name: "Triple A" })).errors).toBeUndefined();
    const missing = await ana.request("/api/admin/api-keys/00000000-0000-4000-8000-000000000000/revoke", {
      method: "POST",
      json: {},
    });
    expect(missing.status).toBe(404);
  });

  it("are the audit log's: who issued and revoked which key", async () => {
    const log = await ana.graphql<{
      auditLog: { entries: Array<{ action: string; subjectType: string; subjectLabel: string }> };
    }>(AUDIT);
    const entries = log.data!.auditLog.entries.filter((entry) => entry.subjectType === "api_key");
    expect(entries.map((entry) => [entry.action, entry.subjectLabel])).toEqual(
      expect.arrayContaining([
        ["apiKey.issue", "Empresa de Acueducto"],
        ["apiKey.issue", "Triple A"],
        ["apiKey.revoke", "Triple A"],
      ]),
    );
  });

  it("are for super_admins only, on both doors", async () => {
    expect((await carlos.request("/api/admin/api-keys")).status).toBe(403);
    expect(
      (await carlos.request("/api/admin/api-keys", { method: "POST", json: { name: "Intrusa" } })).status,
    ).toBe(403);
    const graphql = await carlos.graphql(API_KEYS);
    expect(graphql.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const issue = await carlos.graphql(ISSUE, { name: "Intrusa" });
    expect(issue.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const rows = await queryRows(server, "SELECT 1 FROM api_key WHERE name = 'Intrusa'");
    expect(rows).toEqual([]);
  });
});
