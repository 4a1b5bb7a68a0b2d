import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("cross-site request forgery", () => {
  it("refuses a cross-site form post (simple content type, no custom header)", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const response = await client.request("/api/user/cedula", {
      method: "PUT",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "cedula=12345678&consent=true",
    });
    expect(response.status).toBe(403);
    const user = (await (await client.request("/api/auth/user")).json()) as { hasCedula: boolean };
    expect(user.hasCedula).toBe(false);
  });

  it("refuses a form post to GraphQL", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const response = await client.request("/graphql", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "mutation { deleteMyAccount }" }),
    });
    expect(response.status).toBe(403);
    expect((await client.request("/api/auth/user")).status).toBe(200);
  });

  it("refuses a JSON request whose Origin is another site", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const response = await client.request("/api/user/cedula", {
      method: "PUT",
      headers: { origin: "https://evil.example" },
      json: { cedula: "12345678", consent: true },
    });
    expect(response.status).toBe(403);
  });

  it("accepts the app's own Origin", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const response = await client.request("/api/user/cedula", {
      method: "PUT",
      headers: { origin: server.url },
      json: { cedula: "24681357", consent: true },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ["another site", "https://evil.example", "refused"],
    ["the app itself", "self", "accepted"],
  ])("a WebSocket handshake from %s is %s", async (_name, origin, outcome) => {
    const url = server.url.replace("http", "ws") + "/graphql";
    const socket = new WebSocket(url, "graphql-transport-ws", {
      origin: origin === "self" ? server.url : origin,
    });
    const result = await new Promise<string>((resolve) => {
      socket.once("open", () => resolve("accepted"));
      socket.once("unexpected-response", (_req, res) => resolve(`refused ${res.statusCode}`));
      socket.once("error", () => resolve("refused"));
    });
    socket.terminate();
    expect(result.startsWith(outcome)).toBe(true);
  });
});
