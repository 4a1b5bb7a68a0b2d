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
import { apiSession, appUrl, gotoScreen, residentAddress } from "./session";

let browser: Browser;
const SLOW = { timeout: 15_000 };

/** Twelve reports in one barrio, answered and resolved: enough for its figures to be published. */
beforeAll(async () => {
  browser = await launchBrowser();
  // A new resident files them (sign-up never signs in: docs/security.md#sign-up); staff answer and resolve.
  const account = { email: `transparencia-${Date.now()}@example.com`, password: "una frase bastante larga" };
  const headers = { "x-forwarded-for": residentAddress() };
  const resident = await apiSession(async (call) => {
    const signUp = await call(appUrl("/api/auth/sign-up"), {
      method: "POST",
      headers,
      body: JSON.stringify({ ...account, firstName: "Rosa", lastName: "Vecina" }),
    });
    expect(signUp.status).toBe(201);
    return call(appUrl("/api/auth/sign-in"), { method: "POST", headers, body: JSON.stringify(account) });
  });
  const staff = await apiSession((call) =>
    call(appUrl("/api/test-login"), { method: "POST", body: JSON.stringify({ userId: "test-admin" }) }),
  );
  for (let index = 0; index < 12; index++) {
    const filed = await resident(appUrl("/api/reports"), {
      method: "POST",
      body: JSON.stringify({
        categoryId: "iluminacion",
        // A barrio no other browser test files in, so that its row holds these twelve only.
        neighborhood: "villa-del-este",
        severity: 2,
        location: { lat: 11.0134 + index * 0.0001, lng: -74.8114 },
        anonymous: true,
        allowContact: false,
      }),
    });
    expect(filed.status).toBe(201);
    const { id } = (await filed.json()) as { id: string };
    const resolved = await staff(appUrl(`/api/reports/${id}/status`), {
      method: "PATCH",
      body: JSON.stringify({ status: "resuelto", publicUpdate: "Se cambió la luminaria.", isAnswer: true }),
    });
    expect(resolved.status).toBe(200);
  }
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("/transparencia on a %s", (name, viewport) => {
  it("shows the period's performance without signing in, per category and barrio, within the page's width", async () => {
    const { page, problems, close } = await openPage(browser, "/", viewport);
    try {
      // Linked from the landing page, open to anyone.
      await page.getByRole("link", { name: "Tiempos de respuesta" }).click();
      await gotoScreen(page, "/transparencia", "Transparencia");
      const categories = page.getByRole("table", { name: "Desempeño por categoría en el periodo" });
      const barrios = page.getByRole("table", { name: "Desempeño por barrio en el periodo" });
      const villaDelEste = barrios.getByRole("row", { name: /Villa del Este/ });
      // Twelve answered the same day: a median of 0 días hábiles, all within the term, none reopened.
      await expect.poll(() => villaDelEste.innerText(), SLOW).toMatch(/12\s+0\s+0\s+0\s+0\s+100 %\s+0 %/);
      // A category with fewer reports says so instead of a figure.
      expect(await categories.getByText("menos de 10 reportes").count()).toBeGreaterThan(0);
      await expect.poll(() => barrios.getByRole("row").count()).toBe(2 + 21);
      // The wide tables scroll inside a named region the keyboard reaches; the page itself does not.
      const region = page.getByRole("region", {
        name: "Desempeño por categoría en el periodo (desplazable)",
      });
      expect(await region.evaluate((element) => element.tabIndex)).toBe(0);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);

      // The open-data file of the same period gives the barrio's row the same figures.
      const csv = await page.evaluate(async () =>
        (await fetch("/api/open-data/performance.csv?period=week")).text(),
      );
      const [header, ...lines] = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      const columns = header!.split(";");
      const cell = (line: string, column: string) =>
        line.split(";")[columns.indexOf(column)]!.replace(/^"|"$/g, "");
      const barrioLine = lines.find((line) => cell(line, "id") === "villa-del-este")!;
      // No resident answered "¿Quedó resuelto?" there: that cell says so, and the file leaves it empty.
      const rowText = await villaDelEste.innerText();
      expect(rowText).toContain("menos de 10 reportes");
      expect(cell(barrioLine, "porcentaje_confirmados_por_vecinos")).toBe("");
      const shown = rowText
        .replace("menos de 10 reportes", "")
        .split(/\s+/)
        .filter((part) => /^\d/.test(part))
        .map((part) => Number(part.replace(",", ".")));
      expect(shown).toEqual(
        [
          "reportes",
          "dias_habiles_respuesta_mediana",
          "dias_habiles_respuesta_p90",
          "dias_habiles_resolucion_mediana",
          "dias_habiles_resolucion_p90",
          "porcentaje_respondidos_en_termino",
          "porcentaje_reabiertos",
          ...columns.filter((column) => column.startsWith("pendientes_")),
        ].map((column) => Number(cell(barrioLine, column))),
      );

      await expectNoAccessibilityViolations(page, { bestPractices: true });
      await saveScreenshot(page, `transparency-${name}`);

      await page.getByRole("button", { name: "Mes" }).click();
      await page.waitForURL(appUrl("/transparencia?periodo=month"));
      await expect.poll(() => page.getByText(/^Últimos 30 días/).count(), SLOW).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
