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
import { gotoScreen, signUpNewCitizen } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The real inputs are visually hidden under Chakra's controls, so click their labels, as people do. */
async function tick(page: Page, group: string, label: string): Promise<void> {
  await page.getByRole("group", { name: group }).getByText(label, { exact: true }).first().click();
}

async function waitForToast(page: Page, title: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: title }).first().waitFor();
}

describe("/alertas", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "on a %s: a refused alert keeps what was chosen; then it is created, changed and deleted",
    async (label, viewport) => {
      const { page, problems, close } = await openPage(browser, "/", viewport);
      try {
        await signUpNewCitizen(page, label === "phone" ? "Lucia" : "Ines");
        await gotoScreen(page, "/alertas", "Alertas");
        await page.getByText("Aún no tienes alertas. Crea la primera abajo.").waitFor();
        const form = page.getByRole("region", { name: "Nueva alerta" });

        // Nothing chosen but the daily digest: refused, with the reason, and the choice stays.
        await form.getByText("Resumen diario (7:00 a. m.)").click();
        await form.getByRole("button", { name: "Crear alerta" }).click();
        await form
          .getByRole("alert")
          .filter({ hasText: "Elige al menos un barrio o una categoría." })
          .waitFor();
        expect(await form.getByRole("radio", { name: "Resumen diario (7:00 a. m.)" }).isChecked()).toBe(true);
        await expectNoAccessibilityViolations(page, { bestPractices: true });

        await tick(page, "Barrios", "Altamira");
        await tick(page, "Categorías", "Vías");
        expect(await form.getByRole("checkbox", { name: "Altamira" }).isChecked()).toBe(true);
        await form.getByRole("button", { name: "Crear alerta" }).click();
        await waitForToast(page, "Alerta creada");
        // The focus goes to the list that now holds it, not to the page's body.
        await page.waitForFunction(() => document.activeElement?.id === "mis-alertas");
        const list = page.getByRole("region", { name: "Mis alertas" });
        const item = list.getByRole("listitem").filter({ hasText: "Vías en Altamira" });
        await item.getByText("Correo: resumen diario (7:00 a. m.)").waitFor();
        // The form is empty again for the next one.
        expect(await form.getByRole("checkbox", { name: "Altamira" }).isChecked()).toBe(false);
        await saveScreenshot(page, `alerts-${label}`);
        await expectNoAccessibilityViolations(page, { bestPractices: true });

        // No horizontal scrolling at this width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );

        await item.getByRole("button", { name: "Editar la alerta Vías en Altamira" }).click();
        // While edited, the item holds the form (its label is gone): the list's only item.
        const editing = list.getByRole("listitem").first();
        await editing.getByText("Avisarme también por correo").click();
        await editing.getByRole("button", { name: "Guardar cambios" }).click();
        await waitForToast(page, "Alerta guardada");
        await list
          .getByRole("listitem")
          .filter({ hasText: "Vías en Altamira" })
          .getByText("Sin correo")
          .waitFor();
        await page.waitForFunction(
          () => document.activeElement?.getAttribute("aria-label") === "Editar la alerta Vías en Altamira",
        );

        await list.getByRole("button", { name: "Eliminar la alerta Vías en Altamira" }).click();
        await waitForToast(page, "Alerta eliminada");
        await page.getByText("Aún no tienes alertas. Crea la primera abajo.").waitFor();
        await page.waitForFunction(() => document.activeElement?.id === "mis-alertas");
        await page.waitForFunction(() => document.activeElement?.id === "mis-alertas");
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    // Two sign-ins' worth of screens and four axe runs on a busy 2-core machine.
    120_000,
  );
});
