import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
import { appUrl, gotoScreen, settle, signInAsTestUser, waitForAnimations } from "./session";

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), "../test-results/screenshots");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Files a report as the page's signed-in citizen, through the API the form uses. */
async function fileReport(
  page: Page,
  description: string,
  neighborhood = "villa-santos",
): Promise<{ id: string; radicado: string }> {
  return page.evaluate(
    async ({ text, neighborhood }) => {
      const response = await fetch("/api/reports", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          categoryId: "iluminacion",
          neighborhood,
          severity: 4,
          address: "Carrera 72 # 94-10",
          description: text,
          location: { lat: 11.0108, lng: -74.8341 },
          anonymous: false,
          allowContact: true,
        }),
      });
      if (response.status !== 201) throw new Error(`filing failed: ${response.status}`);
      return (await response.json()) as { id: string; radicado: string };
    },
    { text: description, neighborhood },
  );
}

async function waitForToast(page: Page, title: string): Promise<void> {
  const toast = page.getByRole("status").filter({ hasText: title });
  await toast.waitFor();
  await waitForAnimations(toast);
}

describe("staff triage", () => {
  it("an admin on a phone filters, changes a status with a note and exports CSV; the reporter sees it live", async () => {
    const word = `farolzq${Date.now() % 1_000_000}`;
    const internalNote = `Nota interna ${word}: pedir material a bodega.`;
    const resident = await openPage(browser, "/", DESKTOP);
    const admin = await openPage(browser, "/", PHONE);
    try {
      await signInAsTestUser(resident.page, "citizen");
      const { id: reportId, radicado } = await fileReport(
        resident.page,
        `Poste apagado frente al parque (${word})`,
      );
      await gotoScreen(resident.page, "/mis-reportes", "Mis reportes");
      const residentCard = resident.page.getByRole("article", {
        name: new RegExp(`reporte ${radicado}$`),
      });
      await residentCard.getByText("Estado: Recibido", { exact: true }).waitFor();
      const bell = resident.page.getByRole("button", { name: /^Notificaciones/ });
      const unreadBefore = Number(
        /(\d+) sin leer/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1] ?? 0,
      );
      const unreadAfter = `Notificaciones: ${unreadBefore + 1} sin leer`;

      await signInAsTestUser(admin.page, "admin");
      await gotoScreen(admin.page, "/admin", "Panel de administración");
      await admin.page.getByText(radicado).first().waitFor();
      await saveScreenshot(admin.page, "admin-panel-phone");
      await expectNoAccessibilityViolations(admin.page);

      // Filters in the URL: barrio from the bar, then the text search.
      await gotoScreen(admin.page, "/reportes/pendientes", "Reportes pendientes");
      // On a phone the filters fold behind one button that counts the ones in use.
      expect(await admin.page.getByRole("combobox", { name: "Barrio" }).count()).toBe(0);
      await saveScreenshot(admin.page, "report-table-filters-folded-phone");
      await admin.page.getByRole("button", { name: "Filtros (0)" }).click();
      await admin.page.getByRole("combobox", { name: "Barrio" }).selectOption("villa-santos");
      await admin.page.getByRole("button", { name: "Filtros (1)", expanded: true }).waitFor();
      await settle(admin.page);
      await admin.page.getByRole("searchbox", { name: "Buscar en dirección o descripción" }).fill(word);
      await admin.page.getByRole("button", { name: "Buscar", exact: true }).click();
      await admin.page
        .getByRole("status")
        .filter({ hasText: /^1 reporte/ })
        .waitFor();
      // Both filters, whenever the barrio's navigation lands (a transition on a busy machine).
      await admin.page.waitForURL(
        (url) => url.searchParams.get("barrio") === "villa-santos" && url.searchParams.get("q") === word,
      );

      await admin.page.getByRole("button", { name: `Ver detalles del reporte ${radicado}` }).click();
      await admin.page.getByRole("combobox", { name: "Estado del reporte" }).selectOption("en_gestion");
      // The three kinds of text, each saying who will read it (docs/staff.md#updates-messages-and-notes).
      await admin.page.getByText("Solo lo verá el personal").waitFor();
      await admin.page
        .getByRole("textbox", { name: /^Mensaje a quien reportó/ })
        .fill("La cuadrilla va mañana.");
      await admin.page
        .getByRole("textbox", { name: /^Actualización pública/ })
        .fill("Una cuadrilla cambiará la luminaria esta semana.");
      // The real input is visually hidden under Chakra's control: click its label, as people do.
      await admin.page.getByText("Es la respuesta al reporte").click();
      expect(await admin.page.getByRole("checkbox", { name: /Es la respuesta/ }).isChecked()).toBe(true);
      await admin.page.getByRole("textbox", { name: /^Nota interna/ }).fill(internalNote);
      await saveScreenshot(admin.page, "report-table-open-row-phone");
      await expectNoAccessibilityViolations(admin.page);
      await admin.page.getByRole("button", { name: "Guardar estado" }).click();
      await waitForToast(admin.page, "Estado actualizado");

      // Mis reportes, open on the reporter's screen, says it too without a reload, and its history (folded
      // away until opened) has the note.
      await residentCard.getByText("Estado: En gestión", { exact: true }).waitFor({ timeout: 15_000 });
      await residentCard.getByText("La cuadrilla va mañana.").waitFor({ state: "attached" });
      // The public update is on the card with its "Respuesta" mark; the internal note is nowhere.
      await residentCard.getByText("Una cuadrilla cambiará la luminaria esta semana.").waitFor();
      await residentCard.getByText("Respuesta", { exact: true }).waitFor();
      expect(await resident.page.getByText(internalNote).count()).toBe(0);
      await saveScreenshot(resident.page, "my-report-updates-desktop");
      await expectNoAccessibilityViolations(resident.page);

      // The reporter's bell counts it without a reload (subscription), and lists the note.
      await resident.page.getByRole("button", { name: unreadAfter }).waitFor({ timeout: 15_000 });
      await resident.page.getByRole("button", { name: unreadAfter }).click();
      // In the bell's popover (the card's folded history has it too).
      await resident.page.getByRole("dialog").getByText("La cuadrilla va mañana.").waitFor();
      await saveScreenshot(resident.page, "notification-bell");

      // Generar reporte with the same filters: the CSV Excel would open.
      await gotoScreen(admin.page, `/admin/reporte?barrio=villa-santos&q=${word}`, "Generar reporte");
      const [download] = await Promise.all([
        admin.page.waitForEvent("download"),
        admin.page.getByRole("link", { name: "Descargar CSV" }).click(),
      ]);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
      expect(lines[0]!.startsWith("Radicado;ID;Fecha;Categoría;Barrio;")).toBe(true);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`#${reportId.slice(-8)};`);
      expect(lines[1]).toContain(";Villa Santos;");
      expect(lines[1]).toContain(";En gestión;");
      expect(lines[1]).toContain("Carlos Pérez");
      expect(lines[1]!.startsWith(`${radicado};`)).toBe(true);
      // The printed list under the figures: the same report, by its radicado.
      await admin.page.getByRole("cell", { name: radicado, exact: true }).waitFor();
      await saveScreenshot(admin.page, "admin-report-phone");
      expect(resident.problems).toEqual([]);
      expect(admin.problems).toEqual([]);
    } finally {
      await resident.close();
      await admin.close();
    }
  }, 120_000);

  it("shows the admin screens at desktop width, accessibly", async () => {
    const { page, problems, close } = await openPage(browser, "/", DESKTOP);
    try {
      await signInAsTestUser(page, "admin");
      for (const [path, heading, name] of [
        ["/admin", "Panel de administración", "admin-panel-desktop"],
        ["/reportes/all", "Todos los reportes", "report-table-desktop"],
        ["/admin/usuarios", "Gestionar usuarios", "admin-users-desktop"],
        ["/admin/configuracion", "Configuración", "admin-settings-desktop"],
        ["/admin/actividad", "Registro de actividad", "admin-activity-desktop"],
        ["/barrio/no-existe", "Barrio no encontrado", "barrio-not-found"],
        ["/categoria/no-existe", "Categoría no encontrada", "category-not-found"],
      ] as const) {
        await gotoScreen(page, path, heading);
        await saveScreenshot(page, name);
        await expectNoAccessibilityViolations(page, { bestPractices: true });
      }
      // An opened row's status form at desktop width: the kinds of text and the templates, on a report
      // this test filed itself.
      const resident = await openPage(browser, "/", DESKTOP);
      await signInAsTestUser(resident.page, "citizen");
      // In the barrio with the longest name: its row must still show its button, not push it out of view.
      const { radicado } = await fileReport(
        resident.page,
        "Luminaria intermitente en la esquina",
        "corregimiento-eduardo-santos",
      );
      await resident.close();
      await gotoScreen(page, "/reportes/all", "Todos los reportes");
      const details = page.getByRole("button", { name: `Ver detalles del reporte ${radicado}` });
      const table = await page.locator("table").first().boundingBox();
      const scrollArea = await page
        .locator("table")
        .first()
        .evaluate((element) => {
          const area = element.parentElement!.getBoundingClientRect();
          return { left: area.left, right: area.right };
        });
      const button = await details.boundingBox();
      expect(table!.width).toBeLessThanOrEqual(scrollArea.right - scrollArea.left);
      expect(button!.x + button!.width).toBeLessThanOrEqual(scrollArea.right);
      await details.click();
      await page.getByText("Solo lo verá quien reportó").waitFor();
      await saveScreenshot(page, "report-status-form-desktop");
      await expectNoAccessibilityViolations(page);
      // Leaving a screen while its chunks still load cancels them (ERR_ABORTED): navigation, not a fault.
      expect(problems.filter((problem) => !problem.includes("net::ERR_ABORTED"))).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("prints Generar reporte alone, with its filters, the time it was made and the count", async () => {
    const { page, problems, close } = await openPage(browser, "/", DESKTOP);
    try {
      await signInAsTestUser(page, "citizen");
      const word = `impreso${Date.now()}`;
      await fileReport(page, `Luminaria apagada, ${word}.`);
      await signInAsTestUser(page, "admin");
      await gotoScreen(page, `/admin/reporte?barrio=villa-santos&q=${word}&orden=oldest`, "Generar reporte");
      await page.getByText("1 reporte", { exact: false }).first().waitFor();
      await expectNoAccessibilityViolations(page, { bestPractices: true });
      // On a phone the table scrolls in its own box: the page itself stays as wide as the screen.
      await page.setViewportSize(PHONE);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);
      const table = page.getByRole("region", { name: /^Reportes del informe/ });
      expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      await saveScreenshot(page, "admin-report-phone");
      await expectNoAccessibilityViolations(page, { bestPractices: true });
      await page.setViewportSize(DESKTOP);

      await page.emulateMedia({ media: "print" });
      const before = Date.now();
      await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
      // The app around the report stays off the paper; the report itself is there, saying what it covers.
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("navigation").first().isVisible()).toBe(false);
      expect(await page.getByRole("link", { name: "Descargar CSV" }).isVisible()).toBe(false);
      expect(await page.getByRole("heading", { level: 1, name: "Generar reporte" }).isVisible()).toBe(true);
      const scope = page.getByRole("region", { name: "Filtros del reporte" });
      expect(await scope.getByText("Barrio: Villa Santos").isVisible()).toBe(true);
      expect(await scope.getByText(`Texto: «${word}»`).isVisible()).toBe(true);
      expect(await scope.getByText("Orden: Más antiguos").isVisible()).toBe(true);
      const stamp = (await scope.getByText(/^Generado el/).textContent()) ?? "";
      expect(stamp).toContain("1 reporte");
      const day = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: "America/Bogota" });
      expect(stamp).toContain(day.format(before));
      expect(stamp).toMatch(/\d{1,2}:\d{2}/);
      await saveScreenshot(page, "admin-report-print");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it("a category renamed in Configuración reaches the landing page, the footer and both filters", async () => {
    const admin = await openPage(browser, "/", DESKTOP);
    const visitor = await openPage(browser, "/", PHONE);
    const resident = await openPage(browser, "/", PHONE);
    const rename = async (from: string, to: string) => {
      await gotoScreen(admin.page, "/admin/configuracion", "Configuración");
      const editor = admin.page
        .getByRole("listitem")
        .filter({ has: admin.page.getByRole("button", { name: `Subir ${from}` }) });
      await editor.getByRole("textbox", { name: "Nombre" }).fill(to);
      await editor.getByRole("button", { name: "Guardar" }).click();
      await waitForToast(admin.page, "Categoría actualizada");
    };
    try {
      await signInAsTestUser(admin.page, "admin");
      await rename("Movilidad", "Movilidad y tránsito");

      // A visitor: the pre-rendered page starts from the build's list, the API's replaces it once loaded.
      expect(await (await fetch(appUrl("/"))).text()).toContain(">Movilidad</h3>");
      await gotoScreen(visitor.page, "/", "Tu barrio mejora cuando lo reportas");
      const tiles = visitor.page.getByTestId("category-tile");
      await tiles.filter({ hasText: "Movilidad y tránsito" }).waitFor();
      expect(await tiles.getByRole("heading", { name: "Movilidad", exact: true }).count()).toBe(0);

      // A signed-in resident: the footer's links and the community filter.
      await signInAsTestUser(resident.page, "citizen");
      const footer = resident.page.getByRole("navigation", { name: "Reportes por categoría" });
      const renamedLink = footer.getByRole("link", { name: "Movilidad y tránsito" });
      await renamedLink.waitFor();
      expect(await renamedLink.getAttribute("href")).toBe("/categoria/movilidad");
      await gotoScreen(resident.page, "/community/reports", "Reportes comunitarios");
      const communityFilter = resident.page.getByRole("combobox", { name: "Categoría" });
      await expect
        .poll(() => communityFilter.getByRole("option", { name: "Movilidad y tránsito" }).count())
        .toBe(1);

      // The staff member's own table filter, in the session that made the change.
      await gotoScreen(admin.page, "/reportes/all", "Todos los reportes");
      const staffFilter = admin.page.getByRole("combobox", { name: "Categoría" });
      await expect
        .poll(() => staffFilter.getByRole("option", { name: "Movilidad y tránsito" }).count())
        .toBe(1);
      expect([...admin.problems, ...visitor.problems, ...resident.problems]).toEqual([]);
    } finally {
      // The other browser tests expect the seeded names.
      await rename("Movilidad y tránsito", "Movilidad").catch(() => undefined);
      await Promise.all([admin.close(), visitor.close(), resident.close()]);
    }
  }, 120_000);

  it("staff blur a face in a report photo by drawing a rectangle; the photo is replaced (phone and desktop)", async () => {
    const word = `carazq${Date.now() % 1_000_000}`;
    const resident = await openPage(browser, "/", DESKTOP);
    try {
      await signInAsTestUser(resident.page, "citizen");
      // A photo with detail, made in the page and sent through the same upload pipeline as the form.
      const radicado = await resident.page.evaluate(async (text) => {
        const canvas = document.createElement("canvas");
        canvas.width = 320;
        canvas.height = 240;
        const context = canvas.getContext("2d")!;
        for (let x = 0; x < 320; x += 8) {
          for (let y = 0; y < 240; y += 8) {
            context.fillStyle = `rgb(${(x * 7) % 256}, ${(y * 5) % 256}, ${(x * y) % 256})`;
            context.fillRect(x, y, 8, 8);
          }
        }
        const jpeg = await new Promise<Blob>((resolve) =>
          canvas.toBlob((blob) => resolve(blob!), "image/jpeg", 0.9),
        );
        const upload = await fetch("/api/objects/upload", {
          method: "POST",
          headers: { "x-requested-with": "XMLHttpRequest" },
        });
        const { uploadURL } = (await upload.json()) as { uploadURL: string };
        await fetch(uploadURL, { method: "PUT", body: jpeg, headers: { "content-type": "image/jpeg" } });
        const processed = await fetch("/api/evidence-photos", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ photoURL: uploadURL }),
        });
        const { objectPath } = (await processed.json()) as { objectPath: string };
        const filed = await fetch("/api/reports", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            categoryId: "iluminacion",
            neighborhood: "villa-santos",
            severity: 3,
            address: "Carrera 72 # 94-10",
            description: `Se ve la cara de un vecino (${text})`,
            location: { lat: 11.0108, lng: -74.8341 },
            anonymous: false,
            allowContact: false,
            evidenceUrls: [objectPath],
          }),
        });
        if (filed.status !== 201) throw new Error(`filing failed: ${filed.status}`);
        return ((await filed.json()) as { radicado: string }).radicado;
      }, word);

      for (const [viewport, name] of [
        [PHONE, "phone"],
        [DESKTOP, "desktop"],
      ] as const) {
        const admin = await openPage(browser, "/", viewport);
        try {
          await signInAsTestUser(admin.page, "admin");
          await gotoScreen(admin.page, `/reportes/pendientes?q=${word}`, "Reportes pendientes");
          await admin.page.getByRole("button", { name: `Ver detalles del reporte ${radicado}` }).click();
          const thumbnail = admin.page.getByRole("list", { name: "Fotos" }).getByRole("img").first();
          const before = await thumbnail.getAttribute("src");

          await admin.page.getByRole("button", { name: "Difuminar foto 1" }).click();
          const dialog = admin.page.getByRole("dialog", { name: "Difuminar foto 1" });
          await dialog.getByText("no se pueden recuperar").waitFor();
          const confirm = dialog.getByRole("button", { name: "Difuminar y reemplazar la foto" });
          expect(await confirm.isDisabled()).toBe(true);

          // Draw a rectangle, remove it, draw another: what is confirmed is what is listed.
          const canvas = dialog.getByTestId("blur-canvas");
          await canvas.scrollIntoViewIfNeeded();
          const draw = async (fromX: number, fromY: number, toX: number, toY: number) => {
            const box = (await canvas.boundingBox())!;
            await admin.page.mouse.move(box.x + box.width * fromX, box.y + box.height * fromY);
            await admin.page.mouse.down();
            await admin.page.mouse.move(box.x + box.width * toX, box.y + box.height * toY, { steps: 5 });
            await admin.page.mouse.up();
          };
          await draw(0.1, 0.1, 0.3, 0.3);
          await dialog.getByRole("button", { name: "Quitar zona 1" }).click();
          await dialog.getByText("Aún no hay zonas marcadas.").waitFor();
          await draw(0.2, 0.2, 0.6, 0.7);
          await dialog.getByText(/^Zona 1: \d+ × \d+ px$/).waitFor();
          await waitForAnimations(dialog);
          // The dialog alone: a full-page screenshot resizes the window, which closes it at desktop width.
          await mkdir(screenshots, { recursive: true });
          await dialog.screenshot({ path: path.join(screenshots, `photo-blur-dialog-${name}.png`) });
          await expectNoAccessibilityViolations(admin.page);

          await confirm.click();
          await waitForToast(admin.page, "Foto difuminada");
          await dialog.waitFor({ state: "detached" });
          // The table is read again: the thumbnail is the blurred copy's, under its new id.
          await admin.page.waitForFunction((old) => {
            const image = document.querySelector<HTMLImageElement>('ul[aria-label="Fotos"] img');
            return image != null && image.getAttribute("src") !== old;
          }, before);
          const after = await thumbnail.getAttribute("src");
          expect(after).not.toBe(before);
          // Past this browser's own copy (immutable for a year: the dialog's warning), the server has no more.
          const old = await admin.page.evaluate(
            async (url) => (await fetch(url!, { cache: "no-store" })).status,
            before,
          );
          expect(old).toBe(404);
        } finally {
          await admin.close();
        }
      }
    } finally {
      await resident.close();
    }
  }, 180_000);

  it("keeps citizens out of /admin", async () => {
    const { page, close } = await openPage(browser, "/", PHONE);
    try {
      await signInAsTestUser(page, "citizen");
      await page.goto(new URL("/admin", page.url()).toString());
      await waitForToast(page, "Acceso denegado");
    } finally {
      await close();
    }
  }, 60_000);
});
