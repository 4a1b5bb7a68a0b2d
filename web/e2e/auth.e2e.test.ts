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
import { PRIVACY_NOTICE_VERSION } from "@domain";
import { TEST_USERS, appUrl, settle, signInAsTestUser, waitForAnimations } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const EXPECTED_LINKS = {
  citizen: ["Inicio", "Reportar", "Mis Reportes", "Alertas", "Reportes Comunitarios"],
  admin: ["Inicio", "Mi bandeja", "Reportes", "Estadísticas", "Reportes Comunitarios", "Panel Admin"],
};

/** The navigation links a person can reach: in the bar on a desktop, in the side drawer on a phone. */
async function visibleNavigationLinks(page: Page, phone: boolean): Promise<string[]> {
  if (phone) {
    await page.getByRole("button", { name: "Abrir menú de navegación" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await drawer.waitFor();
    await waitForAnimations(drawer);
    return drawer.getByRole("navigation", { name: "Navegación principal" }).getByRole("link").allInnerTexts();
  }
  return page
    .getByRole("banner")
    .getByRole("navigation", { name: "Navegación principal" })
    .getByRole("link")
    .allInnerTexts();
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("sign-in on a %s", (device, viewport) => {
  const phone = device === "phone";

  it.each([
    ["citizen", "Carlos"],
    ["admin", "Ana"],
  ] as const)("a %s signs in through /test-login and gets their navigation", async (user, firstName) => {
    const { page, problems, close } = await openPage(browser, "/test-login", viewport);
    try {
      await settle(page, "Ingreso de prueba");
      await page.getByRole("button", { name: TEST_USERS[user].button }).waitFor();
      await saveScreenshot(page, "test-login");
      await expectNoAccessibilityViolations(page);
      await signInAsTestUser(page, user);

      const menuButton = page.getByRole("button", { name: `Menú de usuario: ${firstName}` });
      expect(await menuButton.isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole("region", { name: "Actividad Reciente" }).isVisible())
        .toBe(true);
      expect(await page.getByRole("link", { name: "Hacer un Reporte" }).count()).toBe(
        user === "citizen" ? 1 : 0,
      );
      await saveScreenshot(page, `home-${user}`);
      await expectNoAccessibilityViolations(page);

      const bar = page.getByRole("banner");
      const links = await visibleNavigationLinks(page, phone);
      expect(links.map((text) => text.trim())).toEqual(EXPECTED_LINKS[user]);
      if (phone) {
        const drawer = page.getByRole("dialog", { name: "Menú" });
        expect(await drawer.getByRole("link", { name: "Nuevo Reporte" }).count()).toBe(
          user === "citizen" ? 1 : 0,
        );
        expect(
          await drawer.getByRole("link", { name: "Inicio", exact: true }).getAttribute("aria-current"),
        ).toBe("page");
        await saveScreenshot(page, `nav-drawer-${user}`);
        await expectNoAccessibilityViolations(page);
        await page.keyboard.press("Escape");
        await drawer.waitFor({ state: "hidden" });
      } else {
        expect(await bar.getByRole("link", { name: "Nuevo Reporte" }).count()).toBe(
          user === "citizen" ? 1 : 0,
        );
        expect(
          await bar.getByRole("link", { name: "Inicio", exact: true }).getAttribute("aria-current"),
        ).toBe("page");
      }
      // Nothing in the bar runs into anything else, at either width: the brand, each entry, the button,
      // bell and menu.
      const boxes = await bar.evaluate((header) =>
        [
          header.querySelector('button[aria-label="Abrir menú de navegación"]'),
          // The brand's mark and its name, each (the name may run out of the link's box).
          ...header.querySelectorAll('a[aria-label="Reporta Riomar, inicio"] > div > *'),
          ...header.querySelectorAll('nav[aria-label="Navegación principal"] a'),
          ...header.querySelectorAll("nav ~ * > *"),
        ].flatMap((element) => {
          if (!element) return [];
          const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
          // Visually hidden helpers (live regions) take no room.
          if (width === 0 || height === 0) return [];
          return [
            {
              name: element.textContent?.trim() || element.getAttribute("aria-label"),
              left,
              right,
              top,
              bottom,
            },
          ];
        }),
      );
      const overlaps = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) =>
              a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
          )
          .map((b) => `${a.name} ↔ ${b.name}`),
      );
      expect(overlaps).toEqual([]);
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(viewport.width);

      await menuButton.click();
      expect(await page.getByRole("menuitem", { name: "Cerrar Sesión" }).getAttribute("href")).toBe(
        "/api/logout",
      );
      await page.getByRole("menuitem", { name: "Mis datos" }).click();
      await settle(page, "Mis datos");
      expect(await page.getByRole("region", { name: "Tu cuenta" }).innerText()).toContain(
        user === "citizen" ? "Ciudadano" : "Super administrador",
      );
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("turns a citizen away from /admin with “Acceso denegado”", async () => {
    const { page, problems, close } = await openPage(browser, "/", viewport);
    try {
      await signInAsTestUser(page, "citizen");
      await page.goto(appUrl("/admin"));
      await page.getByText("Acceso denegado").waitFor();
      await page.waitForURL(appUrl("/"));
      await settle(page, "Bienvenido, Carlos");
      expect(await page.getByRole("heading", { name: "Panel de administración" }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("sends a signed-out visitor of a signed-in screen to sign in", async () => {
    const { page, problems, close } = await openPage(browser, "/", viewport);
    try {
      await settle(page, "Tu barrio mejora cuando lo reportas");
      // The toast lives for the half second before the redirect: start looking as soon as the
      // navigation commits.
      await page.goto(appUrl("/mis-reportes"), { waitUntil: "commit" });
      await page.getByText("Debes iniciar sesión para ver esta página.").first().waitFor();
      // /api/login has no OpenID provider here, so it answers with the built-in accounts screen.
      await page.waitForURL(appUrl("/ingresar?returnTo=%2Fmis-reportes"));
      await settle(page, "Ingresar");
      await saveScreenshot(page, "ingresar");
      await expectNoAccessibilityViolations(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the data-processing notice to anyone", async () => {
    const { page, problems, close } = await openPage(browser, "/tratamiento-de-datos", viewport);
    try {
      await settle(page, "Tratamiento de datos personales");
      const text = await page.getByRole("main").innerText();
      for (const expected of [
        `Versión ${PRIVACY_NOTICE_VERSION}`,
        "Ley 1581 de 2012",
        "Decreto 1377 de 2013",
        "Alcaldía Local de Riomar",
        "Superintendencia de Industria y Comercio",
        "Usuario eliminado",
      ]) {
        expect(text).toContain(expected);
      }
      await saveScreenshot(page, "tratamiento-de-datos");
      await expectNoAccessibilityViolations(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
