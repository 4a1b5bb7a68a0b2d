import type { Server } from "node:http";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../http-client";
import { freePort, withClient } from "../postgres";
import { startTestServer, type TestServer } from "../test-server";

const CLIENT_ID = "reporta-riomar";
const CLIENT_SECRET = "a-client-secret-that-is-long-enough-for-hs256";
const ACCOUNT = {
  sub: "ciudadana-42",
  email: "Lucia.Diaz@Example.com",
  given_name: "Lucía",
  family_name: "Díaz",
  picture: "https://example.com/lucia.png",
};
/** A provider's names hold whatever its users typed there. */
const ODD_ACCOUNT = {
  sub: "ciudadano-raro",
  email: "pedro@example.com",
  given_name: "\u202EPe\u0000dro\u202C\u200B\n  José\u2067",
  family_name: `${"Ñ".repeat(150)}\u0007`,
};
const ACCOUNTS: Record<string, Record<string, string>> = {
  [ACCOUNT.sub]: ACCOUNT,
  [ODD_ACCOUNT.sub]: ODD_ACCOUNT,
};

let app: TestServer;
let providerServer: Server;
let issuer: string;

/** A real OpenID Provider on localhost, with its development login and consent screens. */
beforeAll(async () => {
  const [providerPort, appPort] = [await freePort(), await freePort()];
  issuer = `http://127.0.0.1:${providerPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${appUrl}/api/auth/callback`],
        post_logout_redirect_uris: [`${appUrl}/`],
      },
    ],
    claims: { openid: ["sub"], email: ["email"], profile: ["given_name", "family_name", "picture"] },
    findAccount: (_ctx, sub: string) => ({
      accountId: sub,
      claims: () => ({ ...ACCOUNTS[sub], sub }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  providerServer = provider.listen(providerPort);
  app = await startTestServer({
    PORT: String(appPort),
    PUBLIC_URL: appUrl,
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
});

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => providerServer?.close(resolve));
});

/** Follows the provider's redirects and answers its login and consent forms, as a person would. */
async function signInAtProvider(
  browser: HttpClient,
  providerBrowser: HttpClient,
  login = ACCOUNT.sub,
): Promise<Response> {
  let response = await browser.request("/api/login?returnTo=/mis-reportes");
  expect(response.status).toBe(302);
  let location = response.headers.get("location")!;
  const authorization = new URL(location);
  expect(authorization.origin).toBe(issuer);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorization.searchParams.get("state")).toBeTruthy();
  expect(authorization.searchParams.get("nonce")).toBeTruthy();

  for (let step = 0; step < 10; step++) {
    const url = new URL(location, issuer);
    if (url.origin !== issuer) return browser.request(url.toString());
    response = await providerBrowser.request(url.toString());
    if (response.status === 200) {
      const html = await response.text();
      const action = /action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
      const form = new URLSearchParams({ prompt, login, password: "cualquiera" });
      response = await providerBrowser.request(new URL(action, issuer).toString(), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
    }
    location = response.headers.get("location")!;
    expect(location).toBeTruthy();
  }
  throw new Error("too many redirects at the provider");
}

describe("sign-in with OpenID Connect", () => {
  it("creates the user from the provider's claims and returns to where the user was going", async () => {
    const browser = new HttpClient(app.url);
    const callback = await signInAtProvider(browser, new HttpClient(issuer));
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/mis-reportes");

    const me = await browser.request("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      role: "citizen",
      email: "lucia.diaz@example.com",
      firstName: "Lucía",
      lastName: "Díaz",
      profileImageUrl: ACCOUNT.picture,
      hasCedula: false,
    });
    const rows = await withClient(app.databaseUrl, async (db) => {
      const sql = "SELECT oidc_issuer, oidc_subject FROM app_user WHERE oidc_subject = $1";
      return (await db.query<Record<string, string>>(sql, [ACCOUNT.sub])).rows;
    });
    expect(rows).toEqual([{ oidc_issuer: issuer, oidc_subject: ACCOUNT.sub }]);
  });

  it("keeps the provider's names without control, bidirectional or invisible characters, cut to fit", async () => {
    const browser = new HttpClient(app.url);
    const callback = await signInAtProvider(browser, new HttpClient(issuer), ODD_ACCOUNT.sub);
    expect(callback.headers.get("location")).toBe("/mis-reportes");
    expect(await (await browser.request("/api/auth/user")).json()).toMatchObject({
      email: "pedro@example.com",
      firstName: "Pedro José",
      lastName: "Ñ".repeat(100),
    });
  });

  it("names a new account from the provider, and keeps a name the person changed afterwards", async () => {
    const browser = new HttpClient(app.url);
    await signInAtProvider(browser, new HttpClient(issuer));
    // Her last name left out, too: the provider's does not come back.
    const changed = await browser.request("/api/user", {
      method: "PATCH",
      json: { firstName: "Lucy", lastName: null },
    });
    expect(changed.status).toBe(200);
    const again = new HttpClient(app.url);
    await signInAtProvider(again, new HttpClient(issuer));
    expect(await (await again.request("/api/auth/user")).json()).toMatchObject({
      firstName: "Lucy",
      lastName: null,
    });
    // As the provider named it, for the tests that follow.
    await again.request("/api/user", { method: "PATCH", json: { firstName: "Lucía", lastName: "Díaz" } });
  });

  it("signs the same person in to the same account the second time", async () => {
    await signInAtProvider(new HttpClient(app.url), new HttpClient(issuer));
    await signInAtProvider(new HttpClient(app.url), new HttpClient(issuer));
    const count = await withClient(app.databaseUrl, async (db) => {
      const sql = "SELECT count(*) FROM app_user WHERE oidc_subject = $1";
      return Number((await db.query<{ count: string }>(sql, [ACCOUNT.sub])).rows[0]?.count);
    });
    expect(count).toBe(1);
  });

  it("signs out of the app and of the provider", async () => {
    const browser = new HttpClient(app.url);
    await signInAtProvider(browser, new HttpClient(issuer));
    const logout = await browser.request("/api/logout");
    expect(logout.status).toBe(302);
    const location = new URL(logout.headers.get("location")!);
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get("post_logout_redirect_uri")).toBe(`${app.url}/`);
    expect((await browser.request("/api/auth/user")).status).toBe(401);
  });

  it("offers neither built-in accounts nor their endpoints", async () => {
    const browser = new HttpClient(app.url);
    expect(await (await browser.request("/api/auth/methods")).json()).toMatchObject({
      oidc: true,
      builtIn: false,
    });
    const signUp = await browser.request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "x@example.com", password: "una clave larga de prueba", firstName: "X" },
    });
    expect(signUp.status).toBe(404);
  });
});
