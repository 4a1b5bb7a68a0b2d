import type { Locator, Page, Route } from "playwright-core";
import { expect, inject } from "vitest";

export const TEST_USERS = {
  citizen: { button: "Carlos Pérez – ciudadano", firstName: "Carlos" },
  admin: { button: "Ana Gómez – super administrador", firstName: "Ana" },
} as const;

let ownServer: string | undefined;

/**
 * From now on this file's browser tests use a server of their own (`app-server.ts`: one with an SMTP
 * server, for instance) instead of the one the suite shares. Each test file evaluates this module afresh.
 */
export function useAppServer(baseUrl: string): void {
  ownServer = baseUrl;
}

/** The server the browser tests of this file talk to. */
export function serverUrl(): string {
  return ownServer ?? inject("baseUrl");
}

export function appUrl(path: string): string {
  return new URL(path, serverUrl()).toString();
}

/** Signs in through /test-login (docs/decisions.md#test-sign-in) and waits for the signed-in home. */
export async function signInAsTestUser(page: Page, user: keyof typeof TEST_USERS): Promise<void> {
  const { button, firstName } = TEST_USERS[user];
  await gotoScreen(page, "/test-login", "Ingreso de prueba");
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(appUrl("/"));
  await settle(page, `Bienvenido, ${firstName}`);
}

// Each test file evaluates this module afresh in the same process: a counter alone would give every file
// the same first addresses, and 19 files signing up would use the first ones past their 5 an hour.
let addresses = Math.floor(Math.random() * 254);

/**
 * An address of its own for a resident of this suite. The API limits sign-ups (5 per address and hour)
 * and password sign-ins (20 per address and 15 minutes; docs/security.md#sign-in-limits), and every
 * browser here is on 127.0.0.1, so each resident says it comes through the loopback proxy (the server
 * trusts it: TRUST_PROXY in global-setup.ts) from an address in TEST-NET-3, as residents behind a real
 * proxy would.
 */
export function residentAddress(): string {
  addresses += 1;
  return `203.0.113.${1 + (addresses % 254)}`;
}

/**
 * From now on, the page signs up, signs in and registers its cédula from an address of its own
 * (residentAddress), as residents do from their homes: the suite's many residents would otherwise share
 * one address's hourly budgets.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const address = residentAddress();
  const fromHome = (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } });
  await page.route("**/api/auth/sign-*", fromHome);
  await page.route("**/api/user/cedula", fromHome);
}

/** Creates a fresh built-in account on /ingresar, so a test owns its user and its cédula. */
export async function signUpNewCitizen(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await fromOwnAddress(page);
  await gotoScreen(page, "/ingresar", "Ingresar");
  await page.getByRole("tab", { name: "Crear cuenta" }).click();
  const form = page.getByRole("form", { name: "Crear cuenta" });
  await form.getByLabel("Nombre").fill(firstName);
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Contraseña").fill("una frase bastante larga");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await page.waitForURL(appUrl("/"));
  await settle(page, `Bienvenido, ${firstName}`);
  return email;
}

/** A cédula nobody else in this run has: 10 digits. */
export function uniqueCedula(): string {
  return `${Date.now()}`.slice(-7) + `${Math.floor(Math.random() * 900) + 100}`;
}

/** Drawers, dialogs and toasts fade in: screenshots and contrast checks need them finished. */
export async function waitForAnimations(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Opens a screen and waits until it is really there: its h1, then a quiet network. "networkidle"
 * alone can come before the app has even asked for its data when parsing the bundle takes a while,
 * and a request still in flight is cancelled by the next navigation (a false "failed request").
 */
export async function gotoScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await settle(page);
  await page.goto(appUrl(path));
  await settle(page, heading);
}

/** What went wrong on each opened page (browser.ts), for the message of a screen that never came. */
const pageProblems = new WeakMap<Page, string[]>();

export function reportProblemsOf(page: Page, problems: string[]): void {
  pageProblems.set(page, problems);
}

/**
 * Waits for the screen's h1 (every screen has one; "Cargando..." has none), then a quiet network. When
 * the heading never comes, the error says what the page showed instead and what went wrong on the way:
 * a screen that fails in a full CI run only cannot be watched.
 */
export async function settle(page: Page, heading?: string | RegExp): Promise<void> {
  if (page.url().startsWith("http")) {
    await page
      .getByRole("heading", { level: 1, name: heading })
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await whatThePageShows(page)}`, { cause: error });
      });
  }
  await page.waitForLoadState("networkidle");
}

async function whatThePageShows(page: Page): Promise<string> {
  const read = page
    .evaluate(() => ({
      url: window.location.href,
      headings: [...document.querySelectorAll("h1, h2")].map((element) => element.textContent?.trim()),
      controlledByServiceWorker: navigator.serviceWorker?.controller != null,
      onLine: navigator.onLine,
      text: document.body.innerText.slice(0, 800),
    }))
    .catch((error: unknown) => ({ unreadable: String(error) }));
  // A page whose script is stuck cannot answer: the heading's error must still come out.
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<{ unreadable: string }>((resolve) => {
    timer = setTimeout(() => resolve({ unreadable: "the page did not answer within 2 s" }), 2_000);
  });
  const shown = await Promise.race([read, stuck]).finally(() => clearTimeout(timer));
  const problems = pageProblems.get(page);
  const listed = problems ? problems.join("\n") || "(none)" : "(not collected for this page)";
  return `the page showed: ${JSON.stringify(shown)}\nproblems on the way:\n${listed}`;
}

/** A signed-in fetch for the API from the test itself, keeping the cookie `signIn` obtained. */
export async function apiSession(signIn: (call: typeof fetch) => Promise<Response>): Promise<typeof fetch> {
  let cookie = "";
  const call: typeof fetch = async (input, init = {}) => {
    const response = await fetch(input, {
      ...init,
      headers: { "content-type": "application/json", cookie, ...(init.headers as Record<string, string>) },
    });
    const set = response.headers.getSetCookie().map((line) => line.split(";")[0]);
    if (set.length > 0) cookie = set.join("; ");
    return response;
  };
  expect((await signIn(call)).status).toBeLessThan(300);
  return call;
}

/** A GraphQL operation as the page's signed-in user, through the page's own fetch; throws on any error. */
export async function pageGraphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

/** A JSON call from inside the page, with its session cookie (as the app's own REST calls). */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

/** The signed-in resident of `page` registers a cédula nobody else in this run has (consent given). */
export async function registerCedula(page: Page): Promise<void> {
  const answer = await callApi(page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true });
  expect(answer.status).toBe(200);
}

/** A super_admin's page makes the account `email` a funcionario of the dependencia `dependencia`. */
export async function makeFuncionario(admin: Page, email: string, dependencia: string): Promise<void> {
  const found = await pageGraphql<{
    users: { users: Array<{ id: string; email: string }> };
    dependencias: Array<{ id: string; name: string }>;
  }>(
    admin,
    "query ($email: String) { users(search: $email) { users { id email } } dependencias { id name } }",
    {
      email,
    },
  );
  const userId = found.users.users.find((user) => user.email === email)!.id;
  const dependenciaId = found.dependencias.find((candidate) => candidate.name === dependencia)!.id;
  await pageGraphql(admin, "mutation ($id: ID!) { setUserRole(userId: $id, role: staff) { id } }", {
    id: userId,
  });
  await pageGraphql(
    admin,
    "mutation ($id: ID!, $d: [ID!]!) { setStaffDependencias(userId: $id, dependenciaIds: $d) { id } }",
    { id: userId, d: [dependenciaId] },
  );
}
