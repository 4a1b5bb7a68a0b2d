import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const SIGN_IN_FAILED = "Correo o contraseña incorrectos.";

describe("built-in accounts (no OpenID provider configured)", () => {
  it("sends /api/login to the Spanish sign-in screen, keeping only a local return path", async () => {
    const client = new HttpClient(server.url);
    const local = await client.request("/api/login?returnTo=/mis-reportes");
    expect(local.status).toBe(302);
    expect(local.headers.get("location")).toBe("/ingresar?returnTo=%2Fmis-reportes");
    const elsewhere = await client.request("/api/login?returnTo=//evil.example/x");
    expect(elsewhere.headers.get("location")).toBe("/ingresar?returnTo=%2F");
  });

  it("signs up, rotates the session id at sign-in, and knows the user", async () => {
    const client = new HttpClient(server.url);
    await client.request("/api/login"); // no session before signing in
    const response = await client.request("/api/auth/sign-up", {
      method: "POST",
      json: {
        email: "  Lucia.Diaz@Example.com ",
        password: "una clave muy larga",
        firstName: "Lucía",
        lastName: "Díaz",
      },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      email: "lucia.diaz@example.com",
      firstName: "Lucía",
      role: "citizen",
    });
    const cookie = client.cookie("reporta.sid");
    expect(cookie).toBeDefined();

    const me = await client.graphql("{ me { email firstName lastName role hasCedula } }");
    expect(me.data).toEqual({
      me: {
        email: "lucia.diaz@example.com",
        firstName: "Lucía",
        lastName: "Díaz",
        role: "citizen",
        hasCedula: false,
      },
    });

    // Signing in again gives a new session id (no session fixation).
    const again = await client.request("/api/auth/sign-in", {
      method: "POST",
      json: { email: "lucia.diaz@example.com", password: "una clave muy larga" },
    });
    expect(again.status).toBe(200);
    expect(client.cookie("reporta.sid")).not.toBe(cookie);
  });

  it("gives one message for a wrong password and for an unknown email", async () => {
    const client = new HttpClient(server.url);
    await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "pedro@example.com", password: "clave-correcta-123", firstName: "Pedro" },
    });
    const wrongPassword = await new HttpClient(server.url).request("/api/auth/sign-in", {
      method: "POST",
      json: { email: "pedro@example.com", password: "clave-incorrecta" },
    });
    const unknownEmail = await new HttpClient(server.url).request("/api/auth/sign-in", {
      method: "POST",
      json: { email: "nadie@example.com", password: "clave-incorrecta" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ error: SIGN_IN_FAILED });
    expect(await unknownEmail.json()).toEqual({ error: SIGN_IN_FAILED });
  });

  it("signing up with a taken email does not say the email exists", async () => {
    await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "rosa@example.com", password: "la-clave-de-rosa", firstName: "Rosa" },
    });
    const response = await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "rosa@example.com", password: "otra-clave-distinta", firstName: "Impostor" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: SIGN_IN_FAILED });
  });

  it("refuses a short password and a bad email with Spanish field messages", async () => {
    const response = await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "no-es-correo", password: "corta", firstName: "" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["email", "firstName", "password"]);
  });

  it("limits sign-in attempts per email", async () => {
    const attempt = () =>
      new HttpClient(server.url).request("/api/auth/sign-in", {
        method: "POST",
        json: { email: "objetivo@example.com", password: "adivinando" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Demasiados intentos/);
  });

  it("signs out: the session ends and the user is unknown again", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    expect((await client.request("/api/auth/user")).status).toBe(200);
    const logout = await client.request("/api/logout");
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/");
    expect((await client.request("/api/auth/user")).status).toBe(401);
    expect((await client.graphql("{ me { id } }")).data).toEqual({ me: null });
  });

  it("stores the session in PostgreSQL with a hardened cookie", async () => {
    const response = await new HttpClient(server.url).request("/api/test-login", {
      method: "POST",
      json: { userId: "test-admin" },
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("reporta.sid="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/i);
  });
});

describe("test sign-in", () => {
  it("signs in the two seeded users with their roles", async () => {
    const citizen = await new HttpClient(server.url).testLogin("test-citizen");
    const admin = await new HttpClient(server.url).testLogin("test-admin");
    expect(await (await citizen.request("/api/auth/user")).json()).toMatchObject({
      id: "test-citizen",
      role: "citizen",
      firstName: "Carlos",
      lastName: "Pérez",
      email: "carlos@example.com",
    });
    expect(await (await admin.request("/api/auth/user")).json()).toMatchObject({
      id: "test-admin",
      role: "super_admin",
      firstName: "Ana",
      lastName: "Gómez",
      email: "ana@example.com",
    });
  });

  it("refuses other user ids", async () => {
    const response = await new HttpClient(server.url).request("/api/test-login", {
      method: "POST",
      json: { userId: "someone-else" },
    });
    expect(response.status).toBe(404);
  });
});
