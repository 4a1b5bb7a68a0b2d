import { getIntrospectionQuery } from "graphql";
import type { Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../src/auth/session";
import { GRAPHQL_LIMITS } from "../src/domain";
import { postGraphQL } from "./graphql-client";
import { createTestSchema, INTERNAL_DETAIL } from "./graphql-test-schema";
import { HttpClient } from "./http-client";
import { withClient } from "./postgres";
import { startTestServer, type TestServer } from "./test-server";
import { openSocket, run, subscribe, type GraphQLAnswer } from "./websocket-client";

const MASKED = [{ message: "Error interno del servidor", extensions: { code: "INTERNAL_SERVER_ERROR" } }];

/** Nothing of the failure's own text (SQL, table names, addresses) reaches the client. */
function expectMasked(answer: GraphQLAnswer): void {
  expect(answer.errors?.map(({ message, extensions }) => ({ message, extensions }))).toEqual(MASKED);
  expect(JSON.stringify(answer)).not.toMatch(/select|relation|session|category|ECONNREFUSED|127\.0\.0\.1/i);
}

// "test" is how the app runs in development and in these tests; "production" hides more by default.
describe.each(["test", "production"])("NODE_ENV=%s", (nodeEnv) => {
  let server: TestServer;
  const sockets: Client[] = [];

  beforeAll(async () => {
    // In production the session cookie is Secure: the tests reach the app as its HTTPS proxy would.
    server = await startTestServer(
      { NODE_ENV: nodeEnv, TRUST_PROXY: "loopback", PUBLIC_URL: "https://reporta.example.gov.co" },
      { extendSchema: createTestSchema().extendSchema },
    );
  });
  afterEach(async () => {
    await Promise.all(
      sockets.splice(0).map(async (socket) => {
        await socket.dispose();
      }),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  const socketFor = (cookie?: string) => {
    const socket = openSocket(server.url, cookie);
    sockets.push(socket);
    return socket;
  };
  const sql = (text: string) => withClient(server.databaseUrl, (client) => client.query(text));

  /** A signed-in session cookie: test sign-in outside production, a built-in account in it. */
  async function signedInCookie(): Promise<string> {
    const http = new HttpClient(server.url);
    if (nodeEnv === "production") {
      const credentials = { email: "enmascarado@example.com", password: "una clave bastante larga" };
      const overHttps = { method: "POST", headers: { "x-forwarded-proto": "https" } };
      const signUp = await http.request("/api/auth/sign-up", {
        ...overHttps,
        json: { ...credentials, firstName: "Ana" },
      });
      expect(signUp.status).toBe(201);
      // Signing up never signs in (docs/security.md): the resident signs in next, as the form does.
      expect((await http.request("/api/auth/sign-in", { ...overHttps, json: credentials })).status).toBe(200);
    } else {
      await http.testLogin("test-citizen");
    }
    const session = http.cookie(SESSION_COOKIE);
    expect(session).toBeDefined();
    return `${SESSION_COOKIE}=${session}`;
  }

  describe("internal errors are masked on the WebSocket as over HTTP", () => {
    it("in a resolver (a database error)", async () => {
      await sql("ALTER TABLE category RENAME TO category_hidden");
      try {
        expectMasked(await run(socketFor(), "{ categories { id } }"));
        expectMasked(await postGraphQL(server.url, "{ categories { id } }"));
      } finally {
        await sql("ALTER TABLE category_hidden RENAME TO category");
      }
    });

    it("in a subscription's event stream", async () => {
      const broken = subscribe(socketFor(), "subscription { brokenTick }");
      const answer = await broken.next();
      expectMasked(answer);
      expect(JSON.stringify(answer)).not.toContain(INTERNAL_DETAIL);
      await broken.ended;
    });

    it("while reading the session for an operation, and the socket goes on afterwards", async () => {
      const socket = socketFor(await signedInCookie());
      expect((await run(socket, "{ me { id } }")).data).toEqual({
        me: { id: expect.any(String) as unknown },
      });
      await sql("ALTER TABLE session RENAME TO session_hidden");
      try {
        expectMasked(await run(socket, "{ me { id } }"));
      } finally {
        await sql("ALTER TABLE session_hidden RENAME TO session");
      }
      expect((await run(socket, "{ me { id } }")).data).toEqual({
        me: { id: expect.any(String) as unknown },
      });
    });
  });

  describe("introspection", () => {
    it("answers anonymously on both transports (the analysts' IDE)", async () => {
      const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
      const overHttp = await postGraphQL<{ __schema: { queryType: { name: string } } }>(server.url, query);
      expect(overHttp.errors).toBeUndefined();
      expect(overHttp.data?.__schema.queryType.name).toBe("Query");
      const overSocket = await run(socketFor(), query);
      expect(overSocket).toEqual({ data: overHttp.data });
    });

    it("is held to the same cost limit on both transports", async () => {
      const copies = Math.floor(GRAPHQL_LIMITS.maxCost / GRAPHQL_LIMITS.schemaIntrospectionCost) + 1;
      const query = `{ ${Array.from({ length: copies }, (_, i) => `s${i}: __schema { types { name } }`).join(" ")} }`;
      for (const answer of [await postGraphQL(server.url, query), await run(socketFor(), query)]) {
        expect(answer.errors?.map((error) => error.extensions)).toEqual([
          expect.objectContaining({ code: "QUERY_LIMIT_EXCEEDED", limit: "cost" }),
        ]);
      }
    });
  });
});
