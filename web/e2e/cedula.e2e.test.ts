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
import {
  appUrl,
  gotoScreen,
  settle,
  signInAsTestUser,
  signUpNewCitizen,
  uniqueCedula,
  waitForAnimations,
} from "./session";

// Only the tests that must own a fresh account create one; the screens themselves are checked at
// both sizes with the test users.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The real checkbox input is visually hidden under Chakra's control, so click its label, as people do. */
async function checkConsent(page: Page): Promise<void> {
  await page.getByText(/^Autorizo el tratamiento de mis datos personales/).click();
  expect(await page.getByRole("checkbox", { name: /Autorizo el tratamiento/ }).isChecked()).toBe(true);
}

async function waitForToast(page: Page, title: string): Promise<void> {
  const toast = page.getByRole("status").filter({ hasText: title });
  await toast.waitFor();
  await waitForAnimations(toast);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("personal-data screens on a %s", (_device, viewport) => {
  it("shows the cédula form, Mis datos and the deletion dialog, accessibly", async () => {
    const { page, problems, close } = await openPage(browser, "/", viewport);
    try {
      await signInAsTestUser(page, "citizen");
      await gotoScreen(page, "/register-cedula", "Registrar cédula");
      const input = page.getByRole("textbox", { name: "Número de cédula" });
      expect(await input.getAttribute("inputmode")).toBe("numeric");
      // Typing stops at 10 digits (docs/decisions.md#typing-limits).
      await input.pressSequentially("12345678901");
      expect(await input.inputValue()).toBe("1234567890");
      // A digit typed in the middle of the full number is refused there: the caret stays where it was.
      await input.evaluate((element: HTMLInputElement) => element.setSelectionRange(4, 4));
      await input.press("9");
      expect(await input.inputValue()).toBe("1234567890");
      expect(await input.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe(4);
      await input.fill("");
      await saveScreenshot(page, "register-cedula");
      await expectNoAccessibilityViolations(page);

      await input.fill("12ab");
      await page.getByRole("button", { name: "Registrar cédula" }).click();
      await page.getByText("Cédula inválida: debe tener entre 6 y 10 dígitos numéricos.").waitFor();
      await page.getByText("Debes aceptar el tratamiento de tus datos personales.").waitFor();
      await saveScreenshot(page, "register-cedula-errors");
      await expectNoAccessibilityViolations(page);

      await gotoScreen(page, "/mis-datos", "Mis datos");
      await page.getByRole("link", { name: "Registrar mi cédula" }).waitFor();
      await saveScreenshot(page, "mis-datos");
      await expectNoAccessibilityViolations(page);

      await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
      const dialog = page.getByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
      await dialog.waitFor();
      await waitForAnimations(dialog);
      expect(await dialog.innerText()).toContain("Usuario eliminado");
      await saveScreenshot(page, "delete-account-dialog");
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the cédula", () => {
  it("is registered by a citizen and only ever shown masked afterwards", async () => {
    const cedula = uniqueCedula();
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await signUpNewCitizen(page, "Luz");
      await gotoScreen(page, "/register-cedula?returnTo=%2Fmis-datos", "Registrar cédula");
      await page.getByRole("textbox", { name: "Número de cédula" }).fill(cedula);
      await checkConsent(page);
      await page.getByRole("button", { name: "Registrar cédula" }).click();

      await page.waitForURL(appUrl("/mis-datos"));
      await settle(page, "Mis datos");
      await waitForToast(page, "Cédula registrada");
      const masked = `•••••${cedula.slice(-3)}`;
      await page.getByRole("region", { name: "Tu cuenta" }).getByText(masked).waitFor();
      await saveScreenshot(page, "mis-datos-with-cedula");
      await expectNoAccessibilityViolations(page);
      expect(await page.content()).not.toContain(cedula);

      // Her name as she wants it read (docs/decisions.md#your-name): the account shows it at once.
      const nameForm = page.getByRole("region", { name: "Tu nombre" });
      await nameForm.getByRole("textbox", { name: /^Nombre/ }).fill("Luz Marina");
      await nameForm.getByRole("button", { name: "Guardar nombre" }).click();
      await nameForm.getByRole("status").filter({ hasText: "Guardamos tu nombre." }).waitFor();
      await page.getByRole("region", { name: "Tu cuenta" }).getByText("Luz Marina").waitFor();
      await saveScreenshot(page, "mis-datos-name-saved");
      await expectNoAccessibilityViolations(page);

      const me = await page.request.post(appUrl("/graphql"), {
        data: { query: "{ me { hasCedula cedulaMasked } }" },
      });
      expect(await me.json()).toEqual({ data: { me: { hasCedula: true, cedulaMasked: masked } } });
      const exported = await page.request.get(appUrl("/api/user/data"));
      expect(exported.ok()).toBe(true);
      expect(await exported.text()).not.toContain(cedula);

      await gotoScreen(page, "/register-cedula", "Registrar cédula");
      await page.getByText("ya está registrada").waitFor();
      expect(await page.getByRole("main").innerText()).toContain(masked);
      expect(await page.content()).not.toContain(cedula);
      await saveScreenshot(page, "register-cedula-done");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("cannot be registered by a second account", async () => {
    const cedula = uniqueCedula();
    // Ana (test-admin) holds it first, registered through the API.
    const holder = await browser.newContext();
    try {
      expect(
        (await holder.request.post(appUrl("/api/test-login"), { data: { userId: "test-admin" } })).ok(),
      ).toBe(true);
      const registered = await holder.request.post(appUrl("/graphql"), {
        data: {
          query:
            "mutation ($cedula: String!) { registerCedula(cedula: $cedula, consent: true) { hasCedula } }",
          variables: { cedula },
        },
      });
      expect(await registered.json()).toEqual({ data: { registerCedula: { hasCedula: true } } });
    } finally {
      await holder.close();
    }

    const { page, problems, close } = await openPage(browser, "/", DESKTOP);
    try {
      await signUpNewCitizen(page, "Pedro");
      await gotoScreen(page, "/register-cedula", "Registrar cédula");
      const input = page.getByRole("textbox", { name: "Número de cédula" });
      await input.fill(cedula);
      await checkConsent(page);
      await page.getByRole("button", { name: "Registrar cédula" }).click();
      await page.getByText("Esta cédula ya está registrada en otra cuenta", { exact: false }).waitFor();
      expect(await input.inputValue()).toBe(cedula);
      await saveScreenshot(page, "register-cedula-taken");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("account deletion", () => {
  it("deletes the account after confirming, and signs the resident out", async () => {
    const { page, problems, close } = await openPage(browser, "/", DESKTOP);
    try {
      await signUpNewCitizen(page, "Marta");
      await gotoScreen(page, "/mis-datos", "Mis datos");
      await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
      const dialog = page.getByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Sí, eliminar mi cuenta" }).click();

      // The deletion says it happened, rather than leaving a signed-out start page to guess from.
      await page.waitForURL(appUrl("/cuenta-eliminada"));
      await settle(page, "Tu cuenta fue eliminada");
      expect(await page.getByText(/Cerramos tu sesión en todos tus dispositivos/).isVisible()).toBe(true);
      const me = await page.request.post(appUrl("/graphql"), { data: { query: "{ me { id } }" } });
      expect(await me.json()).toEqual({ data: { me: null } });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
