import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain";
import { USER_MESSAGES } from "../../src/modules/user/user.inputs";
import { HttpClient } from "../http-client";
import { withClient } from "../postgres";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});
// Every test here comes from 127.0.0.1: each starts with that address's sign-in and sign-up budgets full
// (the per-address limits have tests of their own), and with the per-e-mail limits as they were.
beforeEach(async () => {
  await resetLimit("sign-up-ip:%");
  await resetLimit("sign-in-ip:%");
});

const SIGN_IN_FAILED = USER_MESSAGES.signInFailed;
const SIGN_UP_DONE = USER_MESSAGES.signUpDone;

const signInWith = (email: string, password: string) =>
  new HttpClient(server.url).request("/api/auth/sign-in", { method: "POST", json: { email, password } });

/** Lets a test start a limit afresh (sign-ups: 5 per address and hour for the whole file). */
const resetLimit = (pattern: string) =>
  withClient(server.databaseUrl, (db) => db.query("DELETE FROM rate_limit WHERE key LIKE $1", [pattern]));

describe("built-in accounts (no OpenID provider configured)", () => {
  it("sends /api/login to the Spanish sign-in screen, keeping only a local return path", async () => {
    const client = new HttpClient(server.url);
    const local = await client.request("/api/login?returnTo=/mis-reportes");
    expect(local.status).toBe(302);
    expect(local.headers.get("location")).toBe("/ingresar?returnTo=%2Fmis-reportes");
    const elsewhere = await client.request("/api/login?returnTo=//evil.example/x");
    expect(elsewhere.headers.get("location")).toBe("/ingresar?returnTo=%2F");
  });

  it.each([
    ["a tab", "%2F%09%2Fevil.example%2F"],
    ["a newline", "%2F%0A%2Fevil.example%2F"],
    ["a carriage return", "%2F%0D%2Fevil.example%2F"],
    ["a backslash", "%2F%5Cevil.example%2F"],
    ["a tab and a backslash", "%2F%09%5Cevil.example"],
    ["a dot segment", "%2F.%2F%2Fevil.example%2F"],
    ["raw characters", "/%09/evil.example/"],
  ])("never sends the browser to another origin through a return path with %s", async (_name, query) => {
    const response = await new HttpClient(server.url).request(`/api/login?returnTo=${query}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ingresar?returnTo=%2F");
  });

  it("signs up without signing in, then signs in, rotating the session id, and knows the user", async () => {
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
    expect(await response.json()).toEqual({ message: SIGN_UP_DONE });
    expect(client.cookie("reporta.sid")).toBeUndefined();
    expect((await client.request("/api/auth/user")).status).toBe(401);

    const signIn = await client.request("/api/auth/sign-in", {
      method: "POST",
      json: { email: "lucia.diaz@example.com", password: "una clave muy larga" },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({
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

  it("answers a sign-up with a taken email exactly as a fresh one, and changes nothing", async () => {
    const signUp = (email: string, password: string, firstName: string) =>
      new HttpClient(server.url).request("/api/auth/sign-up", {
        method: "POST",
        json: { email, password, firstName },
      });
    const fresh = await signUp("rosa@example.com", "la-clave-de-rosa", "Rosa");
    const taken = await signUp("rosa@example.com", "otra-clave-distinta", "Impostor");
    for (const response of [fresh, taken]) {
      expect(response.status).toBe(201);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({ message: SIGN_UP_DONE });
    }
    // Rosa's password still opens her account, the impostor's does not, and her name is hers.
    const rosa = await signInWith("rosa@example.com", "la-clave-de-rosa");
    expect(rosa.status).toBe(200);
    expect(await rosa.json()).toMatchObject({ firstName: "Rosa" });
    expect((await signInWith("rosa@example.com", "otra-clave-distinta")).status).toBe(401);
  });

  it("never signs in through sign-up, even with the account's own password while its sign-in is locked", async () => {
    const email = "bloqueada@example.com";
    const password = "la clave de la cuenta";
    await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email, password, firstName: "Berta" },
    });
    const locked: number[] = [];
    for (let i = 0; i < 6; i++) locked.push((await signInWith(email, "adivinando")).status);
    expect(locked).toEqual([401, 401, 401, 401, 401, 429]);

    const client = new HttpClient(server.url);
    const response = await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { email, password, firstName: "Berta" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: SIGN_UP_DONE });
    expect(client.cookie("reporta.sid")).toBeUndefined();
    expect((await client.request("/api/auth/user")).status).toBe(401);
  });

  it("counts only wrong passwords against an email: right ones never lock it", async () => {
    const email = "constante@example.com";
    const password = "clave de todos los dias";
    await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email, password, firstName: "Constanza" },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signInWith(email, "me equivoque")).status);
    for (let i = 0; i < 6; i++) statuses.push((await signInWith(email, password)).status);
    statuses.push((await signInWith(email, "me equivoque")).status);
    statuses.push((await signInWith(email, "me equivoque")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 200, 200, 200, 200, 200, 200, 401, 429]);
  });

  it("lets the resident's own browser through a lock raised by someone else's guesses", async () => {
    const email = "residente@example.com";
    const password = "la clave de la residente";
    await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email, password, firstName: "Reina" },
    });
    // Her phone has signed in before: it is a trusted browser for her account.
    const phone = new HttpClient(server.url);
    expect(
      (await phone.request("/api/auth/sign-in", { method: "POST", json: { email, password } })).status,
    ).toBe(200);
    await phone.request("/api/logout");

    const guesses: number[] = [];
    for (let i = 0; i < 7; i++) guesses.push((await signInWith(email, `intento-${i}`)).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The lock stops unknown browsers, even with the right password...
    expect((await signInWith(email, password)).status).toBe(429);
    // ...but not hers.
    const again = await phone.request("/api/auth/sign-in", { method: "POST", json: { email, password } });
    expect(again.status).toBe(200);
    expect((await phone.request("/api/auth/user")).status).toBe(200);
  });

  it("vouches a trusted browser for its own account only", async () => {
    const accounts = [
      { email: "una@example.com", password: "la clave de la una" },
      { email: "otra@example.com", password: "la clave de la otra" },
    ];
    for (const { email, password } of accounts) {
      await new HttpClient(server.url).request("/api/auth/sign-up", {
        method: "POST",
        json: { email, password, firstName: "Vecina" },
      });
    }
    const browser = new HttpClient(server.url);
    await browser.request("/api/auth/sign-in", { method: "POST", json: accounts[0] });
    expect(browser.cookie("reporta.device")).toBeDefined();
    // Another account's lock holds for this browser: it never signed in to that one.
    for (let i = 0; i < 5; i++) await signInWith(accounts[1]!.email, "adivinando");
    const response = await browser.request("/api/auth/sign-in", { method: "POST", json: accounts[1] });
    expect(response.status).toBe(429);
  });

  it("answers a long email with a field message or a failed sign-in, never a server error", async () => {
    const local = "a".repeat(64);
    const longEmail = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.co`; // 254 characters
    expect(longEmail).toHaveLength(254);
    expect((await signInWith(longEmail, "cualquier clave")).status).toBe(401);
    const tooLong = `${"a".repeat(250)}@example.com`;
    const refused = await signInWith(tooLong, "cualquier clave");
    expect(refused.status).toBe(400);
    const signUp = await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email: longEmail, password: "una clave bien larga", firstName: "Larga" },
    });
    expect(signUp.status).toBe(201);
    expect((await signInWith(longEmail, "una clave bien larga")).status).toBe(200);
    const tooLongSignUp = await new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      json: { email: tooLong, password: "una clave bien larga", firstName: "Larga" },
    });
    expect(tooLongSignUp.status).toBe(400);
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

  it.each([
    ["a right-to-left override", { firstName: "\u202Eanitram\u202C" }, "firstName", "rlo@example.com"],
    ["a NUL", { firstName: "Mar\u0000ta" }, "firstName", "nul@example.com"],
    ["a control character", { lastName: "Díaz\u0007" }, "lastName", "bel@example.com"],
    ["a bidirectional isolate", { lastName: "\u2067Díaz\u2069" }, "lastName", "rli@example.com"],
  ])(
    "refuses a name with %s like any typed text, and creates nothing",
    async (_name, names, field, email) => {
      const response = await new HttpClient(server.url).request("/api/auth/sign-up", {
        method: "POST",
        json: { email, password: "una clave bien larga", firstName: "Marta", ...names },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
        [field]: MESSAGES.textHasControlCharacters,
      });
      const accounts = await withClient(server.databaseUrl, async (db) => {
        const sql = "SELECT count(*) AS count FROM app_user WHERE email = $1";
        return Number((await db.query<{ count: string }>(sql, [email])).rows[0]?.count);
      });
      expect(accounts).toBe(0);
    },
  );

  it("keeps a name without its invisible characters, and a name of only those is no name", async () => {
    const email = "invisible@example.com";
    const signUp = (firstName: string) =>
      new HttpClient(server.url).request("/api/auth/sign-up", {
        method: "POST",
        json: { email, password: "una clave bien larga", firstName, lastName: " Ro\u200Bjas\uFEFF " },
      });
    const empty = await signUp("\u200B\u2060 ");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields).toEqual({
      firstName: USER_MESSAGES.firstNameRequired,
    });
    expect((await signUp("Ma\u200Bría")).status).toBe(201);
    const client = new HttpClient(server.url);
    await client.request("/api/auth/sign-in", {
      method: "POST",
      json: { email, password: "una clave bien larga" },
    });
    expect(await (await client.request("/api/auth/user")).json()).toMatchObject({
      firstName: "María",
      lastName: "Rojas",
    });
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
    // The limit holds for up to 15 minutes: the refusal says how long, not "un momento".
    const minutes = Math.ceil(Number(limited.headers.get("retry-after")) / 60);
    expect(((await limited.json()) as { error: string }).error).toBe(
      `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
    );
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
