import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  expectNoAccessibilityViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from "./browser";
import { gotoScreen, signInAsTestUser, signUpNewCitizen, waitForAnimations } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every user's "Acciones" button lies inside the viewport, and nothing covers it. */
async function expectActionsReachable(page: Page) {
  const viewport = page.viewportSize()!;
  const buttons = page.getByRole("button", { name: /^Acciones para / });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const onTop = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, (await button.getAttribute("aria-label")) ?? undefined).toBe(true);
  }
}

async function choose(page: Page, name: string, item: string) {
  await page.getByRole("button", { name: `Acciones para ${name}`, exact: true }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

describe("Gestionar usuarios and forgotten passwords", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "on a %s: actions in reach, confirmed and announced; a reset link shown once that sets a new password",
    async (label, viewport) => {
      const resident = await openPage(browser, "/", viewport);
      const admin = await openPage(browser, "/", viewport);
      try {
        const firstName = label === "phone" ? "Rosa" : "Marta";
        const email = await signUpNewCitizen(resident.page, firstName);
        const name = firstName;
        await signInAsTestUser(admin.page, "admin");
        await gotoScreen(admin.page, `/admin/usuarios`, "Gestionar usuarios");
        // Other browser tests sign up residents with the same first name: act on this one only.
        const showOnlyThisResident = async () => {
          await admin.page.getByRole("searchbox").fill(email);
          await admin.page.getByRole("button", { name: "Buscar" }).click();
          await admin.page
            .getByRole("main")
            .getByRole("status")
            .filter({ hasText: /^1 usuarios$/ })
            .waitFor();
        };
        await showOnlyThisResident();
        await admin.page.getByRole("searchbox").fill("");
        await admin.page.getByRole("button", { name: "Buscar" }).click();
        await admin.page.getByRole("button", { name: "Acciones para Carlos Pérez" }).waitFor();
        await expectActionsReachable(admin.page);
        await saveScreenshot(admin.page, `admin-users-${label}`);
        await expectNoAccessibilityViolations(admin.page, { bestPractices: true });

        // The staff action: without SMTP the one-time link is shown, to hand over.
        await choose(admin.page, "Carlos Pérez", "Enviar enlace para restablecer contraseña");
        await admin.page
          .getByRole("main")
          .getByRole("status")
          .filter({ hasText: "no tiene contraseña en Reporta Riomar" })
          .waitFor();
        await showOnlyThisResident();
        await choose(admin.page, name, "Enviar enlace para restablecer contraseña");
        const confirmation = admin.page.getByRole("alertdialog");
        await waitForAnimations(confirmation);
        await confirmation.getByRole("button", { name: "Sí, crear el enlace" }).click();
        const linkDialog = admin.page.getByRole("dialog", { name: `Enlace para ${name}` });
        await waitForAnimations(linkDialog);
        const link = await linkDialog.getByLabel("Enlace de un solo uso").inputValue();
        expect(link).toMatch(/\/restablecer-contrasena#token=/);
        await saveScreenshot(admin.page, `admin-users-reset-link-${label}`);
        await expectNoAccessibilityViolations(admin.page);
        await linkDialog.getByRole("button", { name: "Listo" }).click();
        await linkDialog.waitFor({ state: "detached" });

        // The resident opens it: a new password, and the old session ends.
        await resident.page.goto(link);
        await resident.page.getByRole("heading", { level: 1, name: "Crear una contraseña nueva" }).waitFor();
        await resident.page.getByLabel(/^Contraseña nueva/).fill("mi clave nueva y larga");
        await resident.page.getByLabel("Repite la contraseña nueva").fill("mi clave nueva y larga");
        await saveScreenshot(resident.page, `reset-password-form-${label}`);
        await resident.page.getByRole("button", { name: "Guardar contraseña" }).click();
        await resident.page.getByText("Listo: tu contraseña cambió").waitFor();
        await saveScreenshot(resident.page, `reset-password-done-${label}`);
        // The same link again: used, with a way to ask for another.
        await resident.page.goto(link.replace("#", "?again#"));
        await resident.page.getByText("Este enlace ya se usó").waitFor();
        await resident.page.getByRole("link", { name: "Pedir un enlace nuevo" }).waitFor();
        await saveScreenshot(resident.page, `reset-password-used-${label}`);
        await expectNoAccessibilityViolations(resident.page);

        // Deactivation asks first, says what will happen, then says it is done.
        await choose(admin.page, name, "Desactivar");
        const ask = admin.page.getByRole("alertdialog", { name: `¿Desactivar a ${name}?` });
        await waitForAnimations(ask);
        await ask.getByText("No podrá iniciar sesión y se cerrarán sus sesiones.").waitFor();
        await saveScreenshot(admin.page, `admin-users-confirm-${label}`);
        await expectNoAccessibilityViolations(admin.page);
        await ask.getByRole("button", { name: "Sí, desactivar" }).click();
        await admin.page
          .getByRole("main")
          .getByRole("status")
          .filter({ hasText: `La cuenta de ${name} quedó desactivada y se cerraron sus sesiones.` })
          .waitFor();
        await saveScreenshot(admin.page, `admin-users-done-${label}`);
        expect(admin.problems).toEqual([]);
      } finally {
        await resident.close();
        await admin.close();
      }
    },
    180_000,
  );

  it("offers ¿Olvidaste tu contraseña? on the sign-in screen of a phone", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await gotoScreen(page, "/ingresar", "Ingresar");
      await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
      await page.getByRole("heading", { level: 1, name: "¿Olvidaste tu contraseña?" }).waitFor();
      await page.getByLabel("Correo electrónico").fill("nadie@example.com");
      await page.getByRole("button", { name: "Enviar enlace" }).click();
      await page.getByText("Si el correo está registrado, te enviamos un enlace").waitFor();
      await saveScreenshot(page, "forgot-password");
      await expectNoAccessibilityViolations(page, { bestPractices: true });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
