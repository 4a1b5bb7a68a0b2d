import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, accountDisabledMessage, DEFAULT_ACCOUNT_CONTACT } from "../../src/domain";
import { USER_MESSAGES } from "../../src/modules/user/user.inputs";
import { HttpClient } from "../http-client";
import { freePort, withClient } from "../postgres";
import { admin, citizen, queryRows } from "../reports/report-support";
import { mailBody, startSmtp } from "../smtp";
import { startTestServer, type TestServer } from "../test-server";

const PASSWORD = "una clave suficientemente larga";
const NEW_PASSWORD = "otra clave bastante larga";

let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let withMail: TestServer;
let withoutMail: TestServer;

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = await startSmtp(smtpPort);
  [withMail, withoutMail] = await Promise.all([
    startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: "Reporta Riomar <no-responder@riomar.example>",
      PUBLIC_URL: "http://reporta.example",
      ACCOUNT_CONTACT: "soporte@riomar.example",
    }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([withMail?.stop(), withoutMail?.stop()]);
  await smtp?.stop();
});
beforeEach(async () => {
  for (const server of [withMail, withoutMail]) {
    await withClient(server.databaseUrl, (db) =>
      db.query("DELETE FROM rate_limit WHERE key LIKE 'sign-%' OR key LIKE 'password-reset-%'"),
    );
  }
});

/** A new built-in account on `server`, signed in; its e-mail is unique to the test. */
async function resident(server: TestServer, firstName = "Lucía") {
  const email = `vecina-${randomUUID().slice(0, 8)}@example.com`;
  const client = new HttpClient(server.url);
  const signUp = await client.request("/api/auth/sign-up", {
    method: "POST",
    json: { email, password: PASSWORD, firstName },
  });
  expect(signUp.status).toBe(201);
  const signIn = await client.request("/api/auth/sign-in", {
    method: "POST",
    json: { email, password: PASSWORD },
  });
  expect(signIn.status).toBe(200);
  const [row] = await queryRows<{ id: string }>(server, `SELECT id FROM app_user WHERE email = '${email}'`);
  return { email, client, id: row!.id };
}

const post = (server: TestServer, path: string, json: unknown) =>
  new HttpClient(server.url).request(path, { method: "POST", json });

const signIn = (server: TestServer, email: string, password: string) =>
  post(server, "/api/auth/sign-in", { email, password });

/** The token of the link in the last e-mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mine = () => smtp.received.filter((mail) => mail.to.includes(email));
  await expect.poll(() => mine().length, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
  const body = mailBody(mine().at(-1)!.raw);
  const match = /http:\/\/reporta\.example\/restablecer-contrasena#token=([\w.-]+)/.exec(body);
  expect(match, body).not.toBeNull();
  return match![1]!;
}

describe("forgotten password (built-in accounts)", () => {
  it("answers alike for a registered and an unknown e-mail, and e-mails a link only to the registered one", async () => {
    const { email } = await resident(withMail);
    const unknown = `nadie-${randomUUID().slice(0, 8)}@example.com`;
    const [known, stranger] = await Promise.all([
      post(withMail, "/api/auth/password-reset", { email: email.toUpperCase() }),
      post(withMail, "/api/auth/password-reset", { email: unknown }),
    ]);
    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(await known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    expect(await stranger.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    await mailedToken(email);
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false);
    // Only a hash of the token is kept; the queued job carries the row's id, not the token.
    const token = await mailedToken(email);
    const rows = await queryRows<{ token_hash: string }>(withMail, "SELECT token_hash FROM password_reset");
    expect(rows.every((row) => row.token_hash !== token && !token.includes(row.token_hash))).toBe(true);
  });

  it("refuses what is not an e-mail with a Spanish message", async () => {
    const response = await post(withMail, "/api/auth/password-reset", { email: "no es correo" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: USER_MESSAGES.emailInvalid });
  });

  it("sets the new password once with the link, with the sign-up rules, and ends every session", async () => {
    const { email, client } = await resident(withMail);
    const other = new HttpClient(withMail.url);
    expect(
      (await other.request("/api/auth/sign-in", { method: "POST", json: { email, password: PASSWORD } }))
        .status,
    ).toBe(200);
    await post(withMail, "/api/auth/password-reset", { email });
    const token = await mailedToken(email);

    expect(await (await post(withMail, "/api/auth/password-reset/check", { token })).json()).toEqual({
      valid: true,
      message: null,
    });
    const short = await post(withMail, "/api/auth/password-reset/complete", { token, password: "corta" });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: USER_MESSAGES.passwordLength });

    const done = await post(withMail, "/api/auth/password-reset/complete", { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    // Both browsers that were signed in are out.
    expect((await client.request("/api/auth/user")).status).toBe(401);
    expect((await other.request("/api/auth/user")).status).toBe(401);
    expect((await signIn(withMail, email, PASSWORD)).status).toBe(401);
    expect((await signIn(withMail, email, NEW_PASSWORD)).status).toBe(200);

    // Single use.
    const again = await post(withMail, "/api/auth/password-reset/complete", {
      token,
      password: "y otra más larga",
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: ACCOUNT_MESSAGES.resetLinkUsed });
    expect(await (await post(withMail, "/api/auth/password-reset/check", { token })).json()).toEqual({
      valid: false,
      message: ACCOUNT_MESSAGES.resetLinkUsed,
    });
  });

  it("says an expired link has expired, and a forged one is not valid", async () => {
    const { email } = await resident(withMail);
    await post(withMail, "/api/auth/password-reset", { email });
    const token = await mailedToken(email);
    await queryRows(
      withMail,
      `UPDATE password_reset SET expires_at = now() - interval '1 second' WHERE id = '${token.split(".")[0]}'`,
    );
    const expired = await post(withMail, "/api/auth/password-reset/complete", {
      token,
      password: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: ACCOUNT_MESSAGES.resetLinkExpired });
    expect((await signIn(withMail, email, PASSWORD)).status).toBe(200);

    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect(await (await post(withMail, "/api/auth/password-reset/check", { token: forged })).json()).toEqual({
      valid: false,
      message: ACCOUNT_MESSAGES.resetLinkInvalid,
    });
  });

  it("limits requests per e-mail, whether or not it has an account", async () => {
    const { email } = await resident(withMail);
    const unknown = `nadie-${randomUUID().slice(0, 8)}@example.com`;
    for (const address of [email, unknown]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await post(withMail, "/api/auth/password-reset", { email: address })).status).toBe(202);
      }
      const limited = await post(withMail, "/api/auth/password-reset", { email: address });
      expect(limited.status).toBe(429);
    }
  });

  it("works through GraphQL too, with the same answers and limits", async () => {
    const { email } = await resident(withMail);
    const client = new HttpClient(withMail.url);
    const asked = await client.graphql<{ requestPasswordReset: string }>(
      `mutation ($email: String!) { requestPasswordReset(email: $email) }`,
      { email },
    );
    expect(asked.data?.requestPasswordReset).toBe(ACCOUNT_MESSAGES.resetRequested);
    const token = await mailedToken(email);
    const status = await client.graphql<{ passwordResetLink: { valid: boolean } }>(
      `query ($token: String!) { passwordResetLink(token: $token) { valid message } }`,
      { token },
    );
    expect(status.data?.passwordResetLink).toEqual({ valid: true, message: null });
    const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;
    const short = await client.graphql(RESET, { token, password: "corta" });
    expect(short.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { password: USER_MESSAGES.passwordLength },
    });
    const done = await client.graphql<{ resetPassword: string }>(RESET, { token, password: NEW_PASSWORD });
    expect(done.data?.resetPassword).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await signIn(withMail, email, NEW_PASSWORD)).status).toBe(200);
  });
});

const SEND_LINK = `mutation ($userId: ID!) { sendPasswordResetLink(userId: $userId) { delivery linkPath } }`;
const AUDIT = `{ auditLog { entries { action actorId subjectId subjectLabel changes { field before after } } } }`;

describe("staff's reset link (Gestionar usuarios)", () => {
  it("without SMTP shows the one-time link, which works once, and audits who and for whom, never the token", async () => {
    const ana = await admin(withoutMail);
    const { id, email } = await resident(withoutMail, "Rosa");
    const sent = await ana.graphql<{ sendPasswordResetLink: { delivery: string; linkPath: string } }>(
      SEND_LINK,
      {
        userId: id,
      },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendPasswordResetLink.delivery).toBe("link");
    const linkPath = sent.data!.sendPasswordResetLink.linkPath;
    expect(linkPath).toMatch(/^\/restablecer-contrasena#token=/);
    const token = linkPath.split("#token=")[1]!;
    const done = await post(withoutMail, "/api/auth/password-reset/complete", {
      token,
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect((await signIn(withoutMail, email, NEW_PASSWORD)).status).toBe(200);

    const audit = await ana.graphql<{
      auditLog: {
        entries: Array<{ action: string; actorId: string; subjectId: string; subjectLabel: string }>;
      };
    }>(AUDIT);
    const entry = audit.data!.auditLog.entries.find((row) => row.action === "user.passwordReset");
    expect(entry).toMatchObject({ actorId: "test-admin", subjectId: id, subjectLabel: "Rosa" });
    expect(JSON.stringify(audit.data)).not.toContain(token.split(".")[1]);
  });

  it("with SMTP e-mails the link instead of showing it (REST door)", async () => {
    const ana = await admin(withMail);
    const { id, email } = await resident(withMail, "Marta");
    const response = await ana.request(`/api/admin/users/${id}/password-reset`, { method: "POST", json: {} });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ delivery: "email", linkPath: null });
    const token = await mailedToken(email);
    expect(await (await post(withMail, "/api/auth/password-reset/check", { token })).json()).toMatchObject({
      valid: true,
    });
  });

  it("says so for an account of the OpenID provider, and refuses residents", async () => {
    const ana = await admin(withoutMail);
    const id = randomUUID();
    await queryRows(
      withoutMail,
      `INSERT INTO app_user (id, role, email, first_name, oidc_issuer, oidc_subject, active, created_at, updated_at)
       VALUES ('${id}', 'citizen', 'oidc-${id.slice(0, 8)}@example.com', 'Olga', 'https://idp.example', '${id}', true, now(), now())`,
    );
    const oidc = await ana.graphql(SEND_LINK, { userId: id });
    expect(oidc.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.resetNoPassword,
      extensions: { code: "CONFLICT" },
    });
    const rest = await ana.request(`/api/admin/users/${id}/password-reset`, { method: "POST", json: {} });
    expect(rest.status).toBe(409);

    const carlos = await citizen(withoutMail);
    const refused = await carlos.request(`/api/admin/users/${id}/password-reset`, {
      method: "POST",
      json: {},
    });
    expect(refused.status).toBe(403);
    expect((await carlos.graphql(SEND_LINK, { userId: id })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await queryRows(withoutMail, `SELECT 1 FROM password_reset WHERE user_id = '${id}'`)).toHaveLength(
      0,
    );
  });
});

describe("a deactivated account signing in", () => {
  it("hears it is deactivated and whom to write to only with the right password", async () => {
    for (const [server, contact] of [
      [withMail, "soporte@riomar.example"],
      [withoutMail, DEFAULT_ACCOUNT_CONTACT],
    ] as const) {
      const { id, email } = await resident(server);
      await queryRows(server, `UPDATE app_user SET active = false WHERE id = '${id}'`);
      const right = await signIn(server, email, PASSWORD);
      expect(right.status).toBe(403);
      expect(await right.json()).toMatchObject({ error: accountDisabledMessage(contact) });
      const wrong = await signIn(server, email, "no es la clave de nadie");
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ error: USER_MESSAGES.signInFailed });
    }
  });
});
