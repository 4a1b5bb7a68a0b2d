import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, expectNoAccessibilityViolations, launchBrowser, openPage } from "./browser";
import { gotoScreen, signInAsTestUser, waitForAnimations } from "./session";

let browser: Browser;
let fixtures: string;
let photos: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  fixtures = await mkdtemp(path.join(os.tmpdir(), "reporta-estados-"));
  photos = await Promise.all(
    ["uno", "dos", "tres", "cuatro"].map(async (name) => {
      const file = path.join(fixtures, `${name}.jpg`);
      await writeFile(
        file,
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
          .jpeg()
          .toBuffer(),
      );
      return file;
    }),
  );
});
afterAll(async () => {
  await browser.close();
  await rm(fixtures, { recursive: true, force: true });
});

/**
 * Whether the focused element shows that it has the focus: its outline or shadow, or for a visually hidden
 * native input (the category cards, checkboxes) those of the card or control drawn for it, differ from
 * how they are once the focus has left. The focus is then put back, for the next Tab.
 */
function focusIndicator(page: Page) {
  return page.evaluate(async () => {
    // Components redraw a state change on the next frame at the latest.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1;
    const drawn = (hidden ? (focused.closest("label") ?? focused.parentElement) : focused) ?? focused;
    const look = () =>
      [drawn, ...drawn.querySelectorAll("*")]
        .map((element) => {
          const style = getComputedStyle(element);
          return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.boxShadow} ${style.borderColor}`;
        })
        .join("|");
    const withFocus = look();
    focused.blur();
    await frame();
    const without = look();
    focused.focus({ preventScroll: true });
    await frame();
    const name =
      focused.getAttribute("aria-label") ??
      (focused.textContent?.trim() || (focused as HTMLInputElement).name || focused.tagName);
    return { name: name.slice(0, 40), ring: withFocus !== without };
  });
}

describe("on a phone, in the states a resident meets", () => {
  it("the signed-out interstitial has its h1 and no axe violation", async () => {
    const { page, close } = await openPage(browser, "/", PHONE);
    try {
      // The page sends the visitor to sign in after half a second: stay, to look at it.
      await page.route("**/api/login**", (route) => route.fulfill({ status: 204 }));
      await page.goto(new URL("/mis-reportes", page.url()).toString());
      await page.getByRole("heading", { level: 1, name: "Inicia sesión" }).waitFor();
      await expectNoAccessibilityViolations(page);
    } finally {
      await close();
    }
  });

  it("shows where the keyboard focus is: on the category cards and every Tab stop of the form", async () => {
    const { page, close } = await openPage(browser, "/", PHONE);
    try {
      await signInAsTestUser(page, "citizen");
      await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
      const card = page.getByRole("radio").first().locator("xpath=..");
      await card.waitFor();
      await card.scrollIntoViewIfNeeded();
      // The card and a margin around it: a ring is drawn outside the card's own box.
      const shot = async () => {
        const box = await card.boundingBox();
        if (!box) throw new Error("the first category card has no box");
        const margin = 8;
        return page.screenshot({
          animations: "disabled",
          clip: {
            x: box.x - margin,
            y: box.y - margin,
            width: box.width + 2 * margin,
            height: box.height + 2 * margin,
          },
        });
      };
      const unfocused = await shot();
      // Where a failed submit puts the focus: the first category.
      await page.getByRole("button", { name: "Enviar reporte" }).click();
      await page.getByText("Selecciona una categoría.").waitFor();
      await card.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await shot()).equals(unfocused)).toBe(false);
      // By keyboard: away and back.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Shift+Tab");
      expect((await focusIndicator(page))?.ring).toBe(true);
      expect((await shot()).equals(unfocused)).toBe(false);

      // Every Tab stop of the screen, header included, from the top.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      const withoutRing: string[] = [];
      for (let stop = 0; stop < 30; stop += 1) {
        await page.keyboard.press("Tab");
        const indicator = await focusIndicator(page);
        if (indicator && !indicator.ring) withoutRing.push(indicator.name);
      }
      expect(withoutRing).toEqual([]);
    } finally {
      await close();
    }
  });

  it("form, failed submit, upload window and user menu", { timeout: 90_000 }, async () => {
    const { page, close } = await openPage(browser, "/", PHONE);
    try {
      await signInAsTestUser(page, "citizen");
      await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
      await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
      await expectNoAccessibilityViolations(page);

      // A failed submit brings the first error into view and focuses its field (docs/decisions.md#focus).
      await page.getByRole("button", { name: "Enviar reporte" }).click();
      const categoryError = page.getByText("Selecciona una categoría.");
      await categoryError.waitFor();
      await expect
        .poll(async () => {
          const box = await categoryError.boundingBox();
          return box === null
            ? "none"
            : box.y >= 0 && box.y + box.height <= PHONE.height
              ? "visible"
              : `y=${box.y}`;
        })
        .toBe("visible");
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
        "categoryId",
      );
      await expectNoAccessibilityViolations(page);

      // The categories are one Tab stop: a radio group, moved through with the arrow keys.
      const tabbable = () =>
        page
          .getByRole("radio")
          .evaluateAll(
            (radios) => radios.filter((radio) => (radio as HTMLInputElement).tabIndex === 0).length,
          );
      expect(await tabbable()).toBe(1);
      const focusedCategory = () =>
        page.evaluate(() => {
          const focused = document.activeElement as HTMLInputElement | null;
          return focused?.name === "categoryId" ? `${focused.value}:${String(focused.checked)}` : "elsewhere";
        });
      const [first, second, last] = await Promise.all(
        [0, 1, -1].map((index) => page.getByRole("radio").nth(index).getAttribute("value")),
      );
      await page.keyboard.press("ArrowDown");
      expect(await focusedCategory()).toBe(`${second}:true`);
      await page.keyboard.press("ArrowUp");
      expect(await focusedCategory()).toBe(`${first}:true`);
      await page.keyboard.press("ArrowLeft");
      expect(await focusedCategory()).toBe(`${last}:true`);
      await page.keyboard.press("ArrowRight");
      expect(await focusedCategory()).toBe(`${first}:true`);
      expect(await page.getByText("Selecciona una categoría.").count()).toBe(0);
      await page.keyboard.press("Tab");
      expect(await focusedCategory()).toBe("elsewhere");
      await page.keyboard.press("Shift+Tab");
      expect(await focusedCategory()).toBe(`${first}:true`);
      expect(await tabbable()).toBe(1);

      // The upload window with photos added passes axe; a photo past the three allowed is named and
      // the refusal said (docs/decisions.md#photo-upload-widget).
      const opener = page.getByRole("button", { name: "Agregar fotos" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
      await dialog.waitFor();
      const chooser = page.waitForEvent("filechooser");
      await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).click();
      await (await chooser).setFiles(photos);
      await dialog.getByText("3 fotos elegidas").waitFor();
      const refused = page.getByRole("status").filter({ hasText: "«cuatro.jpg» no se agregó" });
      await refused.waitFor();
      await waitForAnimations(dialog);
      await expectNoAccessibilityViolations(page, { bestPractices: true });

      // Escape closes the window and gives the focus back to the button that opened it.
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

      // A toast never covers "Enviar reporte" (docs/decisions.md#toasts).
      await page.getByRole("button", { name: "Enviar reporte" }).scrollIntoViewIfNeeded();
      const toastBox = await refused.boundingBox();
      const submitBox = await page.getByRole("button", { name: "Enviar reporte" }).boundingBox();
      if (toastBox && submitBox) {
        const overlap =
          toastBox.y < submitBox.y + submitBox.height && submitBox.y < toastBox.y + toastBox.height;
        expect(overlap).toBe(false);
      }

      // The open user menu passes axe too, best practices included.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: /Menú de usuario/ }).click();
      const menu = page.getByRole("menu");
      await menu.waitFor();
      await waitForAnimations(menu);
      await expectNoAccessibilityViolations(page, { bestPractices: true });
    } finally {
      await close();
    }
  });

  it("the open bell has a name, and no axe finding", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await signInAsTestUser(page, "citizen");
      await page.getByRole("button", { name: /^Notificaciones/ }).click();
      const popover = page.getByRole("dialog", { name: "Notificaciones" });
      await popover.waitFor();
      await waitForAnimations(popover);
      await expectNoAccessibilityViolations(page, { bestPractices: true });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
