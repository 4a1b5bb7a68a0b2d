import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain";
import { SESSION_COOKIE } from "../../src/auth/session";
import { HttpClient } from "../http-client";
import { subscribe } from "../live-client";
import { withClient } from "../postgres";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const REGISTER = `mutation ($cedula: String!, $consent: Boolean!) {
  registerCedula(cedula: $cedula, consent: $consent) { hasCedula cedulaMasked }
}`;

const INVALID_CASES: Array<[string, unknown, string]> = [
  ["empty", "", MESSAGES.cedulaRequired],
  ["letters", "12345abc", MESSAGES.cedulaInvalid],
  ["5 digits", "12345", MESSAGES.cedulaInvalid],
  ["11 digits", "12345678901", MESSAGES.cedulaInvalid],
  ["spaces", "123 456 78", MESSAGES.cedulaInvalid],
  ["a number, not a string", 12345678, MESSAGES.cedulaRequired],
];

describe("cédula registration over REST", () => {
  it.each(INVALID_CASES)("refuses %s with the cédula's message", async (_name, cedula, message) => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const response = await client.request("/api/user/cedula", {
      method: "PUT",
      json: { cedula, consent: true },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, fields: { cedula: message } });
  });

  it("refuses without consent", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const response = await client.request("/api/user/cedula", { method: "PUT", json: { cedula: "1234567" } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(["consent"]);
  });

  it("answers 401 when signed out", async () => {
    const response = await new HttpClient(server.url).request("/api/user/cedula", {
      method: "PUT",
      json: { cedula: "1234567", consent: true },
    });
    expect(response.status).toBe(401);
  });
});

describe("cédula registration over GraphQL", () => {
  it.each(INVALID_CASES.filter(([, cedula]) => typeof cedula === "string"))(
    "refuses %s with BAD_USER_INPUT on the field",
    async (_name, cedula, message) => {
      const client = await new HttpClient(server.url).testLogin("test-citizen");
      const result = await client.graphql(REGISTER, { cedula, consent: true });
      expect(result.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", fields: { cedula: message } });
    },
  );

  it("refuses without consent", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const result = await client.graphql(REGISTER, { cedula: "1234567", consent: false });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(result.errors?.[0]?.extensions?.fields ?? {})).toEqual(["consent"]);
  });

  it("answers UNAUTHENTICATED when signed out", async () => {
    const result = await new HttpClient(server.url).graphql(REGISTER, { cedula: "1234567", consent: true });
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("a registered cédula", () => {
  it.each([
    ["6 digits over REST", "rest", "123456"],
    ["10 digits over GraphQL", "graphql", "9876543210"],
  ])("accepts %s, shows only its last 3 digits, and stores no full number", async (_name, door, cedula) => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    if (door === "rest") {
      const response = await client.request("/api/user/cedula", {
        method: "PUT",
        json: { cedula, consent: true },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        hasCedula: true,
        cedulaMasked: `•••••${cedula.slice(-3)}`,
      });
    } else {
      const result = await client.graphql(REGISTER, { cedula, consent: true });
      expect(result.data).toEqual({
        registerCedula: { hasCedula: true, cedulaMasked: `•••••${cedula.slice(-3)}` },
      });
    }
    const everyAnswer = [
      await (await client.request("/api/auth/user")).text(),
      JSON.stringify(await client.graphql("{ me { id hasCedula cedulaMasked } }")),
      await (await client.request("/api/user/data")).text(),
    ];
    for (const answer of everyAnswer) expect(answer).not.toContain(cedula);

    const rows = await withClient(server.databaseUrl, async (db) => {
      const result = await db.query<Record<string, unknown>>(
        "SELECT * FROM app_user WHERE id = 'test-citizen'",
      );
      return result.rows;
    });
    expect(JSON.stringify(rows)).not.toContain(cedula);
    expect(rows[0]).toMatchObject({ cedula_last3: cedula.slice(-3) });
    expect(rows[0]?.cedula_consent_version).toEqual(expect.any(String));
    expect(rows[0]?.cedula_consent_at).toBeInstanceOf(Date);
  });

  it("cannot be registered by a second account, and the message reveals nothing about the first", async () => {
    const first = await new HttpClient(server.url).testLogin("test-citizen");
    await first.request("/api/user/cedula", { method: "PUT", json: { cedula: "55555555", consent: true } });
    const second = await new HttpClient(server.url).testLogin("test-admin");
    const response = await second.request("/api/user/cedula", {
      method: "PUT",
      json: { cedula: "55555555", consent: true },
    });
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/ya está registrada/);
    expect(error).not.toMatch(/Carlos|carlos@example\.com|test-citizen/);

    const result = await second.graphql(REGISTER, { cedula: "55555555", consent: true });
    expect(result.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });
});

describe("cédula limits (docs/security.md#cédula)", () => {
  const resetLimits = (pattern: string) =>
    withClient(server.databaseUrl, (db) => db.query("DELETE FROM rate_limit WHERE key LIKE $1", [pattern]));

  /** A fresh signed-in resident with no cédula. */
  async function newResident(): Promise<HttpClient> {
    await resetLimits("sign-up-ip:%");
    await resetLimits("sign-in-ip:%");
    const credentials = { email: `residente-${randomUUID()}@example.com`, password: "una clave bien larga" };
    const client = new HttpClient(server.url);
    await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { ...credentials, firstName: "Vecina" },
    });
    expect((await client.request("/api/auth/sign-in", { method: "POST", json: credentials })).status).toBe(
      200,
    );
    return client;
  }
  const register = (client: HttpClient, cedula: string) =>
    client.request("/api/user/cedula", { method: "PUT", json: { cedula, consent: true } });
  const uniqueCedula = () => `${Math.floor(1_000_000_000 + Math.random() * 8_999_999_999)}`;

  beforeEach(async () => {
    await resetLimits("cedula-%");
  });

  it("makes every try cost an attempt, so that another person's cédula is confirmed no faster than the limit", async () => {
    const holder = await newResident();
    const taken = uniqueCedula();
    expect((await register(holder, taken)).status).toBe(200);

    const prober = await newResident();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await register(prober, taken)).status);
    // Over budget, the answer no longer depends on the number: taken or free, GraphQL or REST.
    statuses.push((await register(prober, taken)).status);
    statuses.push((await register(prober, uniqueCedula())).status);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
    const viaGraphQL = await prober.graphql(REGISTER, { cedula: taken, consent: true });
    expect(viaGraphQL.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("does not spend attempts on numbers refused as input, nor on registering one's own cédula again", async () => {
    const resident = await newResident();
    for (let i = 0; i < 6; i++) expect((await register(resident, "12ab")).status).toBe(400);
    const cedula = uniqueCedula();
    expect((await register(resident, cedula)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await register(resident, cedula)).status).toBe(200);
  });

  it("limits the attempts from one address, whoever is signed in", async () => {
    // 20 attempts an hour per address: four residents with 5 attempts each use them all.
    for (let resident = 0; resident < 4; resident++) {
      const client = await newResident();
      for (let i = 0; i < 5; i++) {
        const status = (await register(client, uniqueCedula())).status;
        // The first registers it; the next four are changes, of which two are allowed.
        expect([200, 429]).toContain(status);
      }
    }
    const fifth = await newResident();
    expect((await register(fifth, uniqueCedula())).status).toBe(429);
    const overGraphQL = await fifth.graphql(REGISTER, { cedula: uniqueCedula(), consent: true });
    expect(overGraphQL.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    // The WebSocket knows the caller's address too: the same budget applies there.
    const overSocket = subscribe(
      server.url,
      REGISTER,
      { cedula: uniqueCedula(), consent: true },
      `${SESSION_COOKIE}=${fifth.cookie(SESSION_COOKIE)}`,
    );
    const errors = (await overSocket.error()) as Array<{ extensions?: { code?: string } }>;
    await overSocket.dispose();
    expect(errors[0]?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("lets a resident change a registered cédula twice in 30 days, taken or not", async () => {
    const resident = await newResident();
    const holder = await newResident();
    const taken = uniqueCedula();
    expect((await register(holder, taken)).status).toBe(200);

    expect((await register(resident, uniqueCedula())).status).toBe(200); // registering is not a change
    expect((await register(resident, uniqueCedula())).status).toBe(200); // first change
    expect((await register(resident, taken)).status).toBe(409); // a refused change costs one too
    const third = await register(resident, uniqueCedula());
    expect(third.status).toBe(429);
    // Attempts are counted per hour; changes are not forgotten with them.
    await resetLimits("cedula-user:%");
    await resetLimits("cedula-ip:%");
    expect((await register(resident, uniqueCedula())).status).toBe(429);
  });
});
