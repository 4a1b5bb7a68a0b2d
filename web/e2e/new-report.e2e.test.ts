import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page, Request } from "playwright-core";
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
import { appUrl, gotoScreen, settle, signInAsTestUser, waitForAnimations } from "./session";

let browser: Browser;
let fixtures: string;
let phonePhoto: string;
let smallPhoto: string;

/**
 * Photos made here rather than committed: a 12-megapixel JPEG of about 4 MB, the size a mid-range
 * phone produces (soft colour fields plus sensor-like grain, so it compresses like a real photo
 * rather than like a flat test card), and a small one.
 */
async function makePhoto(file: string, width: number, height: number, grain: number): Promise<number> {
  const seed = Buffer.alloc(64 * 48 * 3);
  for (let index = 0; index < seed.length; index += 1) seed[index] = Math.floor(Math.random() * 256);
  const colours = await sharp(seed, { raw: { width: 64, height: 48, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .blur(8)
    .raw()
    .toBuffer();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: grain },
    },
  })
    .raw()
    .toBuffer();
  const jpeg = await sharp(colours, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
  await writeFile(file, jpeg);
  return jpeg.length;
}

let phonePhotoBytes = 0;
let brokenPhoto: string;

beforeAll(async () => {
  browser = await launchBrowser();
  fixtures = await mkdtemp(path.join(os.tmpdir(), "reporta-fotos-"));
  phonePhoto = path.join(fixtures, "IMG_20261123_101500.jpg");
  smallPhoto = path.join(fixtures, "hueco.jpg");
  phonePhotoBytes = await makePhoto(phonePhoto, 4032, 3024, 28);
  await makePhoto(smallPhoto, 800, 600, 12);
  brokenPhoto = path.join(fixtures, "roto.jpg");
  await writeFile(brokenPhoto, Buffer.from("esto no es una foto, solo se llama así".repeat(100)));
});
afterAll(async () => {
  await browser.close();
  await rm(fixtures, { recursive: true, force: true });
});

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../test-results/screenshots");

/** What the phone shows while a modal is open (a full-page capture would scatter it). */
async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  const { width, height } = page.viewportSize() ?? DESKTOP;
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}x${height}.png`) });
}

/** Full-page screenshots from the top, so that the sticky header sits where it belongs. */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

async function waitForToast(page: Page, title: string): Promise<void> {
  const toast = page.getByRole("status").filter({ hasText: title });
  await toast.first().waitFor();
  await waitForAnimations(toast.first());
}

/** The parts of the form a resident fills in by hand; the address is chosen with the keyboard. */
async function fillForm(page: Page): Promise<void> {
  await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
  // The radio itself is visually hidden under its card, so click the card, as people do.
  await page.getByText("Vías", { exact: true }).click();
  expect(await page.getByRole("radio", { name: /Vías/ }).isChecked()).toBe(true);

  const address = page.getByRole("combobox", { name: /Dirección específica/ });
  await address.click();
  await address.pressSequentially("Villa");
  const listbox = page.getByRole("listbox", { name: "Sugerencias de dirección" });
  await listbox.waitFor();
  expect(await listbox.getByRole("option").count()).toBeGreaterThan(0);
  expect(await listbox.getByRole("option").count()).toBeLessThanOrEqual(5);
  await address.press("ArrowDown");
  expect(await listbox.getByRole("option").first().getAttribute("aria-selected")).toBe("true");
  await address.press("Enter");
  await listbox.waitFor({ state: "hidden" });
  expect(await address.inputValue()).toBe("Villa Carolina, Barranquilla");
  // The suggestion named a neighbourhood of the 21 and none was chosen yet, so it is chosen for them.
  expect(await page.getByRole("combobox", { name: /^Barrio/ }).inputValue()).toBe("villa-carolina");
  await page.getByText("Ubicación marcada: 11.02240, -74.81560").waitFor();

  await page.getByRole("combobox", { name: /^Gravedad/ }).selectOption("4");
  const description = page.getByRole("textbox", { name: /Descripción/ });
  await description.fill("Hueco grande frente al parque, ya se cayeron dos motos esta semana.");
  await page.getByText("67/250").waitFor();
}

describe("new report on a phone", () => {
  // Two photos are compressed in the browser and processed by the server: more than the default 30 s.
  it(
    "is filed with an address picked by keyboard and two photos, and shows up in Mis reportes",
    { timeout: 90_000 },
    async () => {
      const { page, problems, close } = await openPage(browser, "/", PHONE);
      const uploads: Request[] = [];
      page.on("requestfinished", (request) => {
        if (request.method() === "PUT" && request.url().includes("/api/storage/upload/"))
          uploads.push(request);
      });
      try {
        await signInAsTestUser(page, "citizen");
        await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
        await fillForm(page);

        await page.getByRole("button", { name: "Agregar fotos" }).click();
        const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
        await dialog.waitFor();
        const chooser = page.waitForEvent("filechooser");
        await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).click();
        await (await chooser).setFiles([phonePhoto, smallPhoto]);
        await dialog.getByText("2 fotos elegidas").waitFor();
        await waitForAnimations(dialog);
        await viewportScreenshot(page, "new-report-photos");
        await expectNoAccessibilityViolations(page);
        const uploadStarted = Date.now();
        await dialog.getByRole("button", { name: "Subir 2 fotos" }).click();
        // Both photos stored and processed: the widget closes by itself and the form shows them.
        await dialog.waitFor({ state: "hidden" });
        const uploadMs = Date.now() - uploadStarted;
        expect(await page.getByRole("img", { name: /^Foto \d del reporte$/ }).count()).toBe(2);
        // Each processed photo updates the one "Foto subida" toast, which counts them.
        const photoToast = page.getByRole("status").filter({ hasText: "Foto subida" });
        await photoToast.filter({ hasText: "Tu reporte ya tiene 2 fotos." }).waitFor();
        // A toast under the pointer waits for it to leave; the last click was where toasts appear.
        await page.mouse.move(10, 10);
        await photoToast.waitFor({ state: "hidden", timeout: 10_000 });
        expect(uploads).toHaveLength(2);
        // Playwright does not see the size of a Blob body; the header the browser sent says it.
        const sent = await Promise.all(
          uploads.map(async (request) => Number((await request.allHeaders())["content-length"])),
        );
        const phoneSent = Math.max(...sent);
        console.info(
          `Foto de teléfono: ${phonePhotoBytes} bytes en disco, ${phoneSent} bytes enviados (${Math.round((100 * phoneSent) / phonePhotoBytes)} %); 2 fotos reducidas, subidas y procesadas en ${uploadMs} ms`,
        );
        expect(phoneSent).toBeLessThan(phonePhotoBytes / 2);

        await screenshotFromTop(page, "new-report-filled");
        await expectNoAccessibilityViolations(page);

        const answered = page.waitForResponse(
          (response) =>
            response.url() === appUrl("/graphql") &&
            (response.request().postData() ?? "").includes("CreateReport"),
        );
        const started = Date.now();
        await page.getByRole("button", { name: "Enviar reporte" }).click();
        const response = await answered;
        const answeredAfter = Date.now() - started;
        const created = (await response.json()) as {
          data: { createReport: { id: string; radicado: string } };
        };
        await page.waitForURL(appUrl("/mis-reportes"));
        const redirected = Date.now() - started;
        const { radicado } = created.data.createReport;
        expect(radicado).toMatch(/^RIO-\d{4}-\d{6}$/);
        const card = page.getByRole("article", { name: new RegExp(radicado) });
        await card.waitFor();
        await expect
          .poll(() =>
            card.getByRole("img", { name: new RegExp(`^Foto \\d del reporte ${radicado}$`) }).count(),
          )
          .toBe(2);
        console.info(
          `Envío del reporte: respuesta en ${answeredAfter} ms (servidor ${Math.round(response.request().timing().responseEnd)} ms), ${redirected} ms hasta Mis reportes, ${Date.now() - started} ms hasta ver su tarjeta con 2 fotos`,
        );
        await waitForToast(page, "Reporte enviado");
        await page
          .getByRole("status")
          .filter({ hasText: `Tu radicado es ${radicado}` })
          .waitFor();
        await screenshotFromTop(page, "mis-reportes-after-submit");

        const thumbnails = card.getByRole("img", { name: new RegExp(`del reporte ${radicado}$`) });
        for (const index of [0, 1]) {
          expect(await thumbnails.nth(index).getAttribute("alt")).toBe(
            `Foto ${index + 1} del reporte ${radicado}`,
          );
          expect(await thumbnails.nth(index).getAttribute("src")).toMatch(
            /^\/api\/photos\/[0-9a-f-]{36}\/thumbnail$/,
          );
        }

        const reports = (await (await page.request.get(appUrl("/api/reports"))).json()) as {
          id: string;
          categoryId: string;
          neighborhood: string;
          severity: number;
          address: string | null;
          anonymous: boolean;
          allowContact: boolean;
          location: { lat: number; lng: number } | null;
          photos: unknown[];
        }[];
        const report = reports.find((candidate) => candidate.id === created.data.createReport.id);
        expect(report).toMatchObject({
          categoryId: "vias",
          neighborhood: "villa-carolina",
          severity: 4,
          address: "Villa Carolina, Barranquilla",
          anonymous: true,
          allowContact: false,
          location: { lat: 11.0224, lng: -74.8156 },
        });
        expect(report?.photos).toHaveLength(2);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe("new report on a desktop", () => {
  it("explains what is missing, and keeps what was typed across a reload", async () => {
    const { page, problems, close } = await openPage(browser, "/", DESKTOP);
    try {
      await signInAsTestUser(page, "citizen");
      await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
      await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
      await page.getByRole("button", { name: "Enviar reporte" }).click();
      await page.getByText("Selecciona una categoría.").waitFor();
      await page.getByText("Selecciona un barrio.").waitFor();
      await page.getByText("Selecciona un nivel de gravedad.").waitFor();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
        "radio",
      );
      await screenshotFromTop(page, "new-report-errors");
      await expectNoAccessibilityViolations(page);

      await fillForm(page);
      await page.getByText("Enviar de forma anónima").click();
      await page.reload();
      await settle(page, "Nuevo reporte");
      await page.getByText("Recuperamos el reporte que estabas escribiendo.").waitFor();
      expect(await page.getByRole("radio", { name: /Vías/ }).isChecked()).toBe(true);
      expect(await page.getByRole("combobox", { name: /^Barrio/ }).inputValue()).toBe("villa-carolina");
      expect(await page.getByRole("combobox", { name: /Dirección específica/ }).inputValue()).toBe(
        "Villa Carolina, Barranquilla",
      );
      expect(await page.getByRole("checkbox", { name: "Enviar de forma anónima" }).isChecked()).toBe(false);
      await page.getByText("67/250").waitFor();
      await screenshotFromTop(page, "new-report-filled");
      await expectNoAccessibilityViolations(page);
      expect(problems).toEqual([]);

      // A file that only looks like a photo: the server refuses it and the resident is told why.
      await page.getByRole("button", { name: "Agregar fotos" }).click();
      const dialog = page.getByRole("dialog", { name: "Fotos del reporte" });
      await dialog.waitFor();
      const chooser = page.waitForEvent("filechooser");
      await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).click();
      await (await chooser).setFiles(brokenPhoto);
      await dialog.getByRole("button", { name: "Subir 1 foto" }).click();
      const toast = page
        .getByRole("status")
        .filter({ hasText: "Error al procesar la foto. Inténtalo de nuevo." });
      await toast.filter({ hasText: "El archivo no es una foto válida" }).waitFor();
      await dialog
        .getByRole("button", { name: /Reintentar/ })
        .first()
        .waitFor();
      await viewportScreenshot(page, "new-report-photo-refused");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await page.getByRole("img", { name: /^Foto \d del reporte$/ }).count()).toBe(0);
      expect(await page.getByRole("radio", { name: /Vías/ }).isChecked()).toBe(true);
      // The refusal itself is logged by the browser (a 400) and by the upload widget.
      expect(
        problems.filter((problem) => !/status of 400|No se pudo subir|no es una foto válida/.test(problem)),
      ).toEqual([]);
    } finally {
      await close();
    }
  });
});
