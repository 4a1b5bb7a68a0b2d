import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, expectNoAccessibilityViolations, launchBrowser, openPage, saveScreenshot } from "./browser";
import { appUrl, fromOwnAddress, settle, waitForAnimations } from "./session";

// The bar: at 390 px, a new resident goes from the landing page to a filed report with the
// keyboard alone, and with touch alone, with no axe violation in any state along the way.

let browser: Browser;
let fixtures: string;
let photo: string;

beforeAll(async () => {
  browser = await launchBrowser();
  fixtures = await mkdtemp(path.join(os.tmpdir(), "reporta-recorridos-"));
  photo = path.join(fixtures, "andén-roto.jpg");
  await writeFile(
    photo,
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#6a8" } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(async () => {
  await browser.close();
  await rm(fixtures, { recursive: true, force: true });
});

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab until `target` has the focus, as a keyboard user does; fails past `limit` presses. The
 * photo window moves the focus to its first control a moment after it changes (Uppy's "super focus"),
 * so the focus must still be there a moment later, as a person would see it before pressing a key.
 */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (!(await isFocused(target))) continue;
    await page.waitForTimeout(400);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${limit} Tabs did not reach ${target.toString()}`);
}

const DESCRIPTION = "Andén roto frente a la panadería, una señora ya se cayó.";

describe("a new resident at 390 px, from the landing page to a filed report", () => {
  it("with the keyboard alone", { timeout: 120_000 }, async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await fromOwnAddress(page);
      await settle(page, /Tu barrio mejora/);
      await expectNoAccessibilityViolations(page);

      // The call to action leads to the sign-in screen, which will return to the form.
      await tabTo(page, page.getByRole("link", { name: /Comenzar a reportar/ }));
      await page.keyboard.press("Enter");
      await page.waitForURL(appUrl("/ingresar?returnTo=%2Fnuevo-reporte"));
      await settle(page, "Ingresar");
      await expectNoAccessibilityViolations(page);

      // A new resident creates an account: the second tab, then its fields.
      await tabTo(page, page.getByRole("tab", { name: "Iniciar sesión" }));
      await page.keyboard.press("ArrowRight");
      const signUpTab = page.getByRole("tab", { name: "Crear cuenta" });
      expect(await isFocused(signUpTab)).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => signUpTab.getAttribute("aria-selected")).toBe("true");
      const form = page.getByRole("form", { name: "Crear cuenta" });
      await expectNoAccessibilityViolations(page);
      await tabTo(page, form.getByLabel("Nombre"));
      await page.keyboard.type("Rosa");
      await tabTo(page, form.getByLabel("Correo electrónico"));
      await page.keyboard.type(`rosa-teclado-${Date.now()}@example.com`);
      await page.keyboard.press("Tab");
      await page.keyboard.type("una frase bastante larga");
      await page.keyboard.press("Enter");
      await page.waitForURL(appUrl("/nuevo-reporte"));
      await settle(page, "Nuevo reporte");
      await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
      await expectNoAccessibilityViolations(page);

      // Sent empty: the first field to fix gets the focus, errors on screen.
      const submit = page.getByRole("button", { name: "Enviar reporte" });
      await tabTo(page, submit, 120);
      await page.keyboard.press("Enter");
      await page.getByText("Selecciona una categoría.").waitFor();
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
        .toBe("categoryId");
      await expectNoAccessibilityViolations(page);

      // The category with the arrows (one radio group), then the address from its suggestions.
      await page.keyboard.press("ArrowDown");
      const chosen = await page.evaluate(() => {
        const focused = document.activeElement as HTMLInputElement;
        return focused.checked ? focused.value : null;
      });
      expect(chosen).not.toBeNull();
      const address = page.getByRole("combobox", { name: /Dirección específica/ });
      await tabTo(page, address);
      await page.keyboard.type("Villa");
      const suggestions = page.getByRole("listbox", { name: "Sugerencias de dirección" });
      await suggestions.waitFor();
      await page.keyboard.press("ArrowDown");
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press("Enter");
      await suggestions.waitFor({ state: "hidden" });
      expect(await address.inputValue()).toBe("Villa Carolina, Barranquilla");
      expect(await page.getByRole("combobox", { name: /^Barrio/ }).inputValue()).toBe("villa-carolina");

      // Severity: a closed select changes with the arrows.
      const severity = page.getByRole("combobox", { name: /^Gravedad/ });
      await tabTo(page, severity);
      const severityBefore = await severity.inputValue();
      await page.keyboard.press("ArrowDown");
      expect(await severity.inputValue()).not.toBe(severityBefore);

      await tabTo(page, page.getByRole("textbox", { name: /Descripción/ }));
      await page.keyboard.type(DESCRIPTION);

      // A photo: the window opens from its button, the device's file dialog from the window's.
      const addPhotos = page.getByRole("button", { name: "Agregar fotos" });
      // Listening before any key: Playwright starts catching the file dialog only once asked to.
      const chooser = page.waitForEvent("filechooser");
      await tabTo(page, addPhotos);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
      await dialog.waitFor();
      // The window takes the focus to its first control, the one that opens the device's files.
      const browse = dialog.getByRole("button", { name: "elígelas de tu dispositivo" });
      await expect.poll(() => isFocused(browse)).toBe(true);
      await page.keyboard.press("Enter");
      await (await chooser).setFiles(photo);
      await dialog.getByText("1 foto elegida").waitFor();
      await waitForAnimations(dialog);
      await expectNoAccessibilityViolations(page);
      await tabTo(page, dialog.getByRole("button", { name: /Subir 1 foto/ }), 30);
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("img", { name: "Foto 1 del reporte", exact: true }).waitFor();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, "journey-keyboard-filled");

      // Sent: Mis reportes opens at the top with the new report.
      await page.keyboard.press("Escape");
      await tabTo(page, submit, 120);
      await page.keyboard.press("Enter");
      await page.waitForURL(appUrl("/mis-reportes"));
      await settle(page, "Mis reportes");
      await page.getByRole("article").filter({ hasText: DESCRIPTION }).waitFor();
      await expectNoAccessibilityViolations(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("with touch alone", { timeout: 120_000 }, async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE, { touch: true });
    try {
      await fromOwnAddress(page);
      await settle(page, /Tu barrio mejora/);
      await expectNoAccessibilityViolations(page);

      await page.getByRole("link", { name: /Comenzar a reportar/ }).tap();
      await page.waitForURL(appUrl("/ingresar?returnTo=%2Fnuevo-reporte"));
      await settle(page, "Ingresar");
      await expectNoAccessibilityViolations(page);

      // Typing is the phone's keyboard once a field has been tapped.
      await page.getByRole("tab", { name: "Crear cuenta" }).tap();
      const form = page.getByRole("form", { name: "Crear cuenta" });
      await form.waitFor();
      await expectNoAccessibilityViolations(page);
      await form.getByLabel("Nombre").tap();
      await page.keyboard.type("Rosa");
      await form.getByLabel("Correo electrónico").tap();
      await page.keyboard.type(`rosa-tactil-${Date.now()}@example.com`);
      await form.getByLabel("Contraseña").tap();
      await page.keyboard.type("una frase bastante larga");
      await form.getByRole("button", { name: "Crear cuenta" }).tap();
      await page.waitForURL(appUrl("/nuevo-reporte"));
      await settle(page, "Nuevo reporte");
      await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
      await expectNoAccessibilityViolations(page);

      // Sent empty: the first error is on screen.
      await page.getByRole("button", { name: "Enviar reporte" }).tap();
      const categoryError = page.getByText("Selecciona una categoría.");
      await categoryError.waitFor();
      await expect
        .poll(async () => {
          const box = await categoryError.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
        })
        .toBe(true);
      await expectNoAccessibilityViolations(page);

      // The radio is visually hidden under its card: people tap the card.
      await page.getByText("Vías", { exact: true }).tap();
      expect(await page.getByRole("radio", { name: /Vías/ }).isChecked()).toBe(true);
      const address = page.getByRole("combobox", { name: /Dirección específica/ });
      await address.tap();
      await page.keyboard.type("Villa");
      const suggestions = page.getByRole("listbox", { name: "Sugerencias de dirección" });
      await suggestions.waitFor();
      await expectNoAccessibilityViolations(page);
      await suggestions
        .getByRole("option", { name: /Villa Carolina/ })
        .first()
        .tap();
      await suggestions.waitFor({ state: "hidden" });
      expect(await page.getByRole("combobox", { name: /^Barrio/ }).inputValue()).toBe("villa-carolina");

      // A native select opens the phone's own picker, which the browser under test cannot draw:
      // choosing from it is what selectOption stands for.
      await page.getByRole("combobox", { name: /^Gravedad/ }).selectOption("4");
      await page.getByRole("textbox", { name: /Descripción/ }).tap();
      await page.keyboard.type(DESCRIPTION);

      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Agregar fotos" }).tap();
      const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).tap();
      await (await chooser).setFiles(photo);
      await dialog.getByText("1 foto elegida").waitFor();
      await waitForAnimations(dialog);
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole("button", { name: /Subir 1 foto/ }).tap();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("img", { name: "Foto 1 del reporte", exact: true }).waitFor();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, "journey-touch-filled");

      await page.getByRole("button", { name: "Enviar reporte" }).tap();
      await page.waitForURL(appUrl("/mis-reportes"));
      await settle(page, "Mis reportes");
      await page.getByRole("article").filter({ hasText: DESCRIPTION }).waitFor();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, "journey-touch-mis-reportes");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
