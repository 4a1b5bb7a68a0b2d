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
import { callApi, gotoScreen, settle, signUpNewCitizen, uniqueCedula, waitForAnimations } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("following reports", () => {
  it("supporting and commenting follow a report at once; after posting, the focus stays on the comment field, and a reply is announced", async () => {
    const author = await openPage(browser, "/", PHONE);
    const neighbour = await openPage(browser, "/", PHONE);
    try {
      await signUpNewCitizen(author.page, "Rosario");
      expect(
        (await callApi(author.page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true }))
          .status,
      ).toBe(200);
      const file = async (description: string) => {
        const filed = await callApi(author.page, "POST", "/api/reports", {
          categoryId: "vias",
          neighborhood: "el-limoncito",
          severity: 3,
          description,
          address: "Calle 98 # 52-30",
          location: { lat: 11.0194, lng: -74.8111 },
          anonymous: false,
        });
        expect(filed.status).toBe(201);
        return (filed.json as { id: string }).id;
      };
      const supported = await file("Hueco frente a la droguería de la esquina.");
      const commented = await file("Andén roto frente al colegio.");

      const { page } = neighbour;
      await signUpNewCitizen(page, "Tomas");
      expect(
        (await callApi(page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true })).status,
      ).toBe(200);
      // Opened with the phone on its side, then turned upright.
      await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
      await gotoScreen(page, `/community/reports/${supported}`, "Vías en El Limoncito");
      const label = page.locator(".map-label-strong");
      await label.waitFor();
      await page.setViewportSize(PHONE);
      // On a phone's narrow map the place's label wraps inside the map instead of running off it.
      const mapImage = page.getByRole("img", { name: /^Ubicación aproximada del reporte/ });
      const overflow = async () => {
        const [map, box] = [await mapImage.boundingBox(), await label.boundingBox()];
        return box!.x + box!.width - (map!.x + map!.width);
      };
      await expect.poll(overflow, { timeout: 5000 }).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "report-map-label");
      expect(await page.getByRole("button", { name: "Seguir" }).getAttribute("aria-pressed")).toBe("false");
      await page.getByRole("button", { name: /^Apoyar/ }).click();
      const following = page.getByRole("button", { name: "Siguiendo" });
      await expect.poll(() => following.getAttribute("aria-pressed")).toBe("true");

      await gotoScreen(page, `/community/reports/${commented}`, "Vías en El Limoncito");
      expect(await page.getByRole("button", { name: "Seguir" }).getAttribute("aria-pressed")).toBe("false");
      const field = page.getByRole("textbox", { name: "Escribe un comentario" });
      await field.fill("Por aquí pasan los niños todos los días.");
      await page.getByRole("button", { name: "Publicar comentario" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Comentario publicado." })
        .waitFor({ state: "attached" });
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => following.getAttribute("aria-pressed")).toBe("true");
      // A reply's form closes once it is in: the thread says so, and the focus goes back to «Responder».
      const reply = page.getByRole("button", { name: "Responder", exact: true });
      await reply.click();
      await page.getByRole("textbox", { name: /^Responder a / }).fill("Y en la tarde también.");
      await page.getByRole("button", { name: "Publicar respuesta" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Respuesta publicada." })
        .waitFor({ state: "attached" });
      await expect.poll(() => reply.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(author.problems).toEqual([]);
      expect(neighbour.problems).toEqual([]);
    } finally {
      await author.close();
      await neighbour.close();
    }
  }, 120_000);

  it("follows and unfollows from the report's pages, and lists followed reports in Siguiendo, at 390 and 1280 px", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await signUpNewCitizen(page, "Marta");
      expect(
        (await callApi(page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true })).status,
      ).toBe(200);
      const filed = await callApi(page, "POST", "/api/reports", {
        categoryId: "vias",
        neighborhood: "el-limoncito",
        severity: 3,
        description: "Hueco profundo frente a la panadería.",
        address: "Calle 98 # 52-30",
        anonymous: false,
      });
      expect(filed.status).toBe(201);
      const { id: reportId, radicado } = filed.json as { id: string; radicado: string };

      // Filing followed it: her own report says so, and she may stop following it there.
      await gotoScreen(page, "/mis-reportes", "Mis reportes");
      const own = page.getByRole("article").filter({ hasText: radicado });
      const ownToggle = own.getByRole("button", { name: "Siguiendo" });
      expect(await ownToggle.getAttribute("aria-pressed")).toBe("true");
      await ownToggle.click();
      const ownFollow = own.getByRole("button", { name: "Seguir" });
      await expect.poll(() => ownFollow.getAttribute("aria-pressed")).toBe("false");

      // Siguiendo, from the user menu: empty now, with a way to the community's reports.
      await page.getByRole("button", { name: /^Menú de usuario/ }).click();
      await page.getByRole("menuitem", { name: "Siguiendo" }).click();
      await settle(page, "Siguiendo");
      await page.getByText("Aún no sigues ningún reporte.").waitFor();

      // The community page: follow it again.
      await gotoScreen(page, `/community/reports/${reportId}`, "Vías en El Limoncito");
      const toggle = page.getByRole("button", { name: "Seguir" });
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      await toggle.click();
      const following = page.getByRole("button", { name: "Siguiendo" });
      await expect.poll(() => following.getAttribute("aria-pressed")).toBe("true");
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, "follow-detail");

      await page.getByRole("button", { name: /^Menú de usuario/ }).click();
      const menu = page.getByRole("menu");
      await waitForAnimations(menu);
      await menu.getByRole("menuitem", { name: "Siguiendo" }).click();
      await settle(page, "Siguiendo");
      const list = page.getByRole("list", { name: "Reportes que sigues" });
      await list.getByRole("article").filter({ hasText: radicado }).waitFor();
      await saveScreenshot(page, "following");
      await expectNoAccessibilityViolations(page);

      await page.setViewportSize(DESKTOP);
      await gotoScreen(page, "/siguiendo", "Siguiendo");
      await list.getByRole("article").filter({ hasText: radicado }).waitFor();
      await saveScreenshot(page, "following");
      await expectNoAccessibilityViolations(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
