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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("landing page on a %s", (_name, viewport) => {
  it("shows the 12 category tiles, live figures and a sign-in link, with nothing from the internet", async () => {
    const { page, problems, close } = await openPage(browser, "/", viewport);
    try {
      await expect.poll(() => page.getByTestId("category-tile").count()).toBe(12);
      await expect.poll(() => page.getByTestId("category-tile").last().textContent()).toContain("Y más...");
      // The figures arrive after the page is shown (docs/decisions.md#no-fake-numbers): wait for them.
      const figures = page.getByRole("region", { name: "Cifras de la localidad" });
      await expect.poll(() => figures.textContent()).toContain("21");
      expect(
        await page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }).getAttribute("href"),
      ).toBe("/api/login");
      await saveScreenshot(page, "landing");
      await expectNoAccessibilityViolations(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page, problems, close } = await openPage(browser, "/esta-ruta-no-existe", viewport);
    try {
      await page.getByRole("heading", { level: 1, name: "Página no encontrada" }).waitFor();
      await saveScreenshot(page, "not-found");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
