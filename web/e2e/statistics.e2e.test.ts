import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  expectNoAccessibilityViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from "./browser";
import { apiSession, appUrl, gotoScreen, signInAsTestUser, residentAddress } from "./session";

let browser: Browser;
// The screen answers in well under a second; a busy 2-core machine running other tests may not.
const SLOW = { timeout: 15_000 };

/**
 * Reports to look at: a new resident files nine (two clusters of the heat map, three categories),
 * and staff resolve three of them.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  // Sign-up never signs in (docs/security.md#sign-up): the new resident then signs in, as the form does.
  const account = { email: `estadisticas-${Date.now()}@example.com`, password: "una frase bastante larga" };
  const headers = { "x-forwarded-for": residentAddress() };
  const resident = await apiSession(async (call) => {
    const signUp = await call(appUrl("/api/auth/sign-up"), {
      method: "POST",
      headers,
      body: JSON.stringify({ ...account, firstName: "Marta", lastName: "Vecina" }),
    });
    expect(signUp.status).toBe(201);
    return call(appUrl("/api/auth/sign-in"), { method: "POST", headers, body: JSON.stringify(account) });
  });
  const filed: string[] = [];
  for (let index = 0; index < 9; index++) {
    const inAltamira = index % 3 !== 0;
    const response = await resident(appUrl("/api/reports"), {
      method: "POST",
      body: JSON.stringify({
        categoryId: ["vias", "aseo", "ruido"][index % 3],
        neighborhood: inAltamira ? "altamira" : "riomar",
        severity: 1 + (index % 5),
        location: inAltamira
          ? { lat: 11.0061 + index * 0.0001, lng: -74.8231 }
          : { lat: 11.0113 + index * 0.0001, lng: -74.8151 },
        anonymous: true,
        allowContact: false,
      }),
    });
    expect(response.status).toBe(201);
    filed.push(((await response.json()) as { id: string }).id);
  }
  const staff = await apiSession((call) =>
    call(appUrl("/api/test-login"), { method: "POST", body: JSON.stringify({ userId: "test-admin" }) }),
  );
  for (const id of filed.slice(0, 3)) {
    const response = await staff(appUrl(`/api/reports/${id}/status`), {
      method: "PATCH",
      body: JSON.stringify({ status: "resuelto", publicUpdate: "Se reparó." }),
    });
    expect(response.status).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("/estadisticas on a %s", (name, viewport) => {
  it("shows the week's figures, categories, heat map, barrios and series, and switches period", async () => {
    // Straight to the sign-in screen: leaving the landing page could cut its own request short.
    const { page, problems, close } = await openPage(browser, "/test-login", viewport);
    try {
      await signInAsTestUser(page, "citizen");
      await gotoScreen(page, "/estadisticas", "Estadísticas");
      const answer = await page.evaluate(async () => {
        const response = await fetch("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: "{ statistics { range { from to } totals { total resolved pending thisWeek } } }",
          }),
        });
        type Totals = { total: number; resolved: number; pending: number; thisWeek: number };
        type Answer = { totals: Totals; range: { from: string; to: string } };
        return ((await response.json()) as { data: { statistics: Answer } }).data.statistics;
      });
      const totals = answer.totals;
      expect(totals.total).toBeGreaterThanOrEqual(9);
      const card = (label: string) => page.getByRole("link", { name: label, exact: true });
      // Each card opens the table of exactly the reports it counts: filed in the period.
      const period = `desde=${answer.range.from}&hasta=${answer.range.to}`;
      for (const [label, value, to] of [
        ["Reportes", totals.total, `/reportes/all?${period}`],
        ["Resueltos", totals.resolved, `/reportes/resueltos?${period}`],
        ["Pendientes", totals.pending, `/reportes/pendientes?${period}`],
        ["Esta semana", totals.thisWeek, "/reportes/semana"],
      ] as const) {
        await expect.poll(() => card(label).getAttribute("href"), SLOW).toBe(to);
        await expect
          .poll(() => card(label).locator("xpath=..").innerText(), SLOW)
          .toContain(new Intl.NumberFormat("es-CO").format(value));
      }
      expect(await page.getByRole("link", { name: "Vías" }).getAttribute("href")).toBe("/categoria/vias");
      const altamira = page.getByRole("link", { name: /Altamira/ });
      expect(await altamira.getAttribute("href")).toBe("/barrio/altamira");
      // Two squares with at least three reports each, drawn as rectangles; the table says the same.
      await expect
        .poll(() => page.locator("[data-testid=heat-map] .leaflet-overlay-pane path").count(), SLOW)
        .toBeGreaterThanOrEqual(2);
      // The barrios' names do not pile on each other: no two shown labels overlap.
      const labelBoxes = await page
        .locator("[data-testid=heat-map] .map-label")
        .evaluateAll((labels) =>
          labels
            .filter((label) => (label as HTMLElement).style.visibility !== "hidden")
            .map((label) => label.getBoundingClientRect().toJSON() as DOMRect),
        );
      expect(labelBoxes.length).toBeGreaterThan(2);
      for (const [index, a] of labelBoxes.entries()) {
        for (const b of labelBoxes.slice(index + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${JSON.stringify(a)} / ${JSON.stringify(b)}`).toBe(true);
        }
      }
      await page.getByText("Ver las zonas con más reportes como tabla").click();
      const table = page.getByRole("table", { name: /zonas con más reportes/ });
      await expect.poll(() => table.getByRole("row").count(), SLOW).toBeGreaterThanOrEqual(3);
      await expect.poll(() => page.getByTestId("time-series-chart").locator("canvas").count(), SLOW).toBe(1);
      // The series as a table scrolls inside its box: a keyboard reaches it and scrolls it.
      await page.getByText("Ver los datos como tabla").click();
      const seriesData = page.getByRole("region", { name: /^Datos de la gráfica/ });
      await seriesData.focus();
      expect(await seriesData.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await seriesData.evaluate((element) => element.tabIndex)).toBe(0);

      await expectNoAccessibilityViolations(page, { bestPractices: true });
      await saveScreenshot(page, `statistics-${name}`);

      await page.getByRole("button", { name: "Año" }).click();
      await page.waitForURL(appUrl("/estadisticas?periodo=year"));
      await expect
        .poll(() => page.getByRole("button", { name: "Año" }).getAttribute("aria-pressed"), SLOW)
        .toBe("true");
      await expect.poll(() => page.getByText(/^Últimos 365 días/).count(), SLOW).toBe(1);
      // "41 resueltos" opens a table of 41, not of every resolved report.
      await expect
        .poll(() => card("Resueltos").getAttribute("href"), SLOW)
        .not.toBe(`/reportes/resueltos?${period}`);
      const yearResolved = await card("Resueltos").locator("xpath=..").innerText();
      const counted = yearResolved.match(/Resueltos\s+([\d.]+)/)?.[1];
      expect(counted).toBeDefined();
      await card("Resueltos").click();
      await page.waitForURL((url) => url.pathname === "/reportes/resueltos" && url.searchParams.has("desde"));
      await expect
        .poll(() => page.getByText(/ reportes? · página 1$/).innerText(), SLOW)
        .toBe(`${counted} ${counted === "1" ? "reporte" : "reportes"} · página 1`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the analysts' IDE at /graphql", () => {
  it(
    "runs a saved query offline (nothing but the app reachable) and matches /estadisticas",
    { timeout: 90_000 },
    async () => {
      const baseUrl = appUrl("/").replace(/\/$/, "");
      const context = await browser.newContext({
        viewport: DESKTOP,
        locale: "es-CO",
        timezoneId: "America/Bogota",
      });
      const outside: string[] = [];
      // The machine has no internet either; this also fails the test if the IDE merely tries.
      await context.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith(`${baseUrl}/`)) return route.continue();
        outside.push(url);
        return route.abort();
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // Its Content-Security-Policy refusing anything shows up here.
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      try {
        await page.goto(appUrl("/graphql"));
        expect(await page.title()).toBe("Analistas · Reporta Riomar");
        for (const name of [
          "TotalesDelPeriodo",
          "SerieMensualDeUnBarrio",
          "CategoriasDeUnBarrio",
          "CategoriasMasLentas",
        ]) {
          await page.getByRole("button", { name: new RegExp(`^${name}`) }).waitFor({ timeout: 60_000 });
        }
        await page.getByRole("button", { name: /^TotalesDelPeriodo/ }).click();
        // The editors are ready once the saved variables show.
        // (Monaco writes spaces as no-break spaces.)
        await expect.poll(() => page.locator("body").innerText(), SLOW).toMatch(/"periodo":\s"week"/);
        const answered = page.waitForResponse(
          (response) =>
            response.url() === appUrl("/graphql") &&
            response.request().method() === "POST" &&
            (response.request().postData() ?? "").includes("TotalesDelPeriodo"),
          { timeout: 60_000 },
        );
        await page.getByRole("button", { name: /Execute query/ }).click();
        const result = (await (await answered).json()) as {
          data: { statistics: { range: { from: string }; totals: { total: number; resolved: number } } };
        };
        await expect.poll(() => page.locator(".graphiql-response").innerText(), SLOW).toContain('"totals"');
        // The schema's documentation, in Spanish for the statistics.
        await page.getByRole("button", { name: /Show Documentation Explorer/ }).click();
        const docs = page.locator(".graphiql-doc-explorer");
        await docs.getByText("Query", { exact: true }).first().click();
        await expect.poll(() => docs.innerText(), SLOW).toContain("Estadísticas de los reportes");
        await saveScreenshot(page, "analysts-ide");
        await expectNoAccessibilityViolations(page, { bestPractices: true });

        // The same numbers as the screen's week (its default).
        await page.goto(appUrl("/"));
        await signInAsTestUser(page, "citizen");
        await gotoScreen(page, "/estadisticas", "Estadísticas");
        const format = new Intl.NumberFormat("es-CO");
        for (const [label, value] of [
          ["Reportes", result.data.statistics.totals.total],
          ["Resueltos", result.data.statistics.totals.resolved],
        ] as const) {
          await expect
            .poll(
              () => page.getByRole("link", { name: label, exact: true }).locator("xpath=..").innerText(),
              SLOW,
            )
            .toContain(format.format(value));
        }
        expect(outside).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("the analysts' links on /estadisticas", () => {
  it("download the open data and open the IDE", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await signInAsTestUser(page, "citizen");
      await gotoScreen(page, "/estadisticas", "Estadísticas");
      const section = page.getByRole("region", { name: "Datos para analistas" });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        section.getByRole("link", { name: "Datos abiertos (CSV)" }).click(),
      ]);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      await section.getByRole("link", { name: "Consultas GraphQL (IDE)" }).click();
      await page.waitForURL(appUrl("/graphql"));
      await expect.poll(() => page.title(), SLOW).toBe("Analistas · Reporta Riomar");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the landing figures", () => {
  it("update live when a report is filed, without reloading", async () => {
    const { page, problems, close } = await openPage(browser, "/", DESKTOP);
    try {
      const figure = page.getByRole("region", { name: "Cifras de la localidad" });
      const total = async () => {
        const text = await figure.innerText();
        return Number(/Reportes totales\s*([\d.]+)/.exec(text)?.[1]?.replaceAll(".", "") ?? NaN);
      };
      await expect.poll(total, SLOW).toBeGreaterThanOrEqual(9);
      const before = await total();
      const resident = await apiSession((call) =>
        call(appUrl("/api/test-login"), { method: "POST", body: JSON.stringify({ userId: "test-citizen" }) }),
      );
      // The page subscribes once its figures are there, and nothing says when the server listens: a
      // report is filed again until the figure moves, and it must move by exactly the reports filed.
      let filed = 0;
      for (; filed < 5;) {
        const response = await resident(appUrl("/api/reports"), {
          method: "POST",
          body: JSON.stringify({ categoryId: "aseo", neighborhood: "siape", severity: 2 }),
        });
        expect(response.status).toBe(201);
        filed += 1;
        const moved = await figure
          .filter({
            hasNotText: new RegExp(
              `Reportes totales\\s*${new Intl.NumberFormat("es-CO").format(before)}(?!\\d)`,
            ),
          })
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
        if (moved) break;
      }
      await expect.poll(total, SLOW).toBe(before + filed);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

// The build ran in the global setup.
describe("the analysts' IDE is not in the residents' download", () => {
  it("no file the app's pages load holds GraphiQL or its editor (Monaco)", async () => {
    const dist = fileURLToPath(new URL("../dist", import.meta.url));
    for (const page of ["index.html", "app.html"]) {
      const html = await readFile(path.join(dist, page), "utf8");
      const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(await readFile(path.join(dist, file), "utf8"), `${page}: ${file}`).not.toMatch(
          /graphiql|monaco-editor|MonacoEnvironment/i,
        );
      }
    }
    const ide = await readFile(path.join(dist, "ide.html"), "utf8");
    expect(ide).toMatch(/assets\/ide-[\w-]+\.js/);
  });
});
