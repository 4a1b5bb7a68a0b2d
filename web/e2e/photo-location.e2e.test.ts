import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
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
let fixtures: string;
let photoInVillaCarolina: string;

/** Degrees as EXIF's rational degrees, minutes and seconds. */
function rational(degrees: number): string {
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  const seconds = Math.round(((degrees - whole) * 60 - minutes) * 60 * 10000);
  return `${whole}/1 ${minutes}/1 ${seconds}/10000`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  fixtures = await mkdtemp(path.join(os.tmpdir(), "reporta-foto-gps-"));
  photoInVillaCarolina = path.join(fixtures, "IMG_20261127_081500.jpg");
  // A phone's photo taken in Villa Carolina, GPS in its EXIF as a phone writes it.
  await writeFile(
    photoInVillaCarolina,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#6a7b5c" } })
      .jpeg({ quality: 85 })
      .withExif({
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: rational(11.0224),
          GPSLongitudeRef: "W",
          GPSLongitude: rational(74.8156),
        },
      })
      .toBuffer(),
  );
});
afterAll(async () => {
  await browser.close();
  await rm(fixtures, { recursive: true, force: true });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("¿Usar la ubicación de la foto? on a %s", (name, viewport) => {
  it(
    "offers a photo's GPS as the pin; using it marks the point and fills in the barrio",
    { timeout: 90_000 },
    async () => {
      const { page, problems, close } = await openPage(browser, "/", viewport);
      try {
        await signInAsTestUser(page, "citizen");
        await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
        await page.getByRole("button", { name: "Agregar fotos" }).click();
        const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
        await dialog.waitFor();
        const chooser = page.waitForEvent("filechooser");
        await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).click();
        await (await chooser).setFiles([photoInVillaCarolina]);
        await dialog.getByRole("button", { name: "Subir 1 foto" }).click();
        await dialog.waitFor({ state: "hidden" });

        const offer = page.getByRole("group", { name: "¿Usar la ubicación de la foto?" });
        await offer.getByText(/cerca de Villa Carolina/).waitFor();
        await offer.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `photo-location-offer-${name}`);
        await expectNoAccessibilityViolations(page);

        // Nothing moved by itself: no barrio chosen yet.
        const barrio = page.getByRole("combobox", { name: /^Barrio/ });
        expect(await barrio.inputValue()).toBe("");
        await offer.getByRole("button", { name: "Usar la ubicación de la foto" }).click();
        await offer.waitFor({ state: "detached" });
        await page
          .getByRole("status")
          .filter({ hasText: "Marcamos en el mapa el punto donde se tomó la foto" })
          .waitFor();
        expect(await barrio.inputValue()).toBe("villa-carolina");
        await page
          .getByRole("status")
          .filter({ hasText: "Elegimos el barrio Villa Carolina por la ubicación marcada" })
          .waitFor();
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
