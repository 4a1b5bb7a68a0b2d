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
import { gotoScreen, signInAsTestUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("Integraciones", () => {
  it("an admin on a phone issues a partner's key, sees its token once, and revokes it", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    const partner = `Acueducto ${Date.now() % 1_000_000}`;
    try {
      await signInAsTestUser(page, "admin");
      await gotoScreen(page, "/admin", "Panel de administración");
      await page.getByRole("link", { name: "Integraciones" }).click();
      await page.getByRole("heading", { name: "Integraciones", level: 1 }).waitFor();
      await page.getByRole("textbox", { name: "Entidad" }).fill(partner);
      await page.getByRole("button", { name: "Emitir clave" }).click();
      const token = page.getByLabel("Clave de API");
      await token.waitFor();
      expect(await token.textContent()).toMatch(/^rr_[A-Za-z0-9_-]{43}$/);
      const row = page.getByRole("row").filter({ hasText: partner });
      await row.getByText("Activa").waitFor();
      await saveScreenshot(page, "admin-integrations-phone");
      await expectNoAccessibilityViolations(page);

      await page.getByRole("button", { name: "Ya la guardé" }).click();
      await expect(token.count()).resolves.toBe(0);
      await row.getByRole("button", { name: `Revocar la clave de ${partner}` }).click();
      await row.getByRole("button", { name: `Sí, revocar la clave de ${partner}` }).click();
      await row.getByText("Revocada").waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("shows the keys at desktop width, accessibly", async () => {
    const { page, problems, close } = await openPage(browser, "/", DESKTOP);
    try {
      await signInAsTestUser(page, "admin");
      await gotoScreen(page, "/admin/integraciones", "Integraciones");
      await page
        .getByRole("table", { name: "Claves de API" })
        .or(page.getByText("Aún no hay claves."))
        .waitFor();
      await saveScreenshot(page, "admin-integrations-desktop");
      await expectNoAccessibilityViolations(page, { bestPractices: true });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
