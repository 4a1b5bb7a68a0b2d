import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, expectNoAccessibilityViolations, launchBrowser, openPage, saveScreenshot } from "./browser";
import {
  appUrl,
  callApi,
  gotoScreen,
  settle,
  signUpNewCitizen,
  uniqueCedula,
  waitForAnimations,
} from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Resolves once the page has sent `count` graphql-ws subscriptions (they start after the data loads). */
function subscriptionsSent(page: Page, count: number): Promise<void> {
  return new Promise((resolve) => {
    let sent = 0;
    page.on("websocket", (socket) =>
      socket.on("framesent", (frame) => {
        if (
          typeof frame.payload === "string" &&
          frame.payload.includes('"type":"subscribe"') &&
          ++sent === count
        ) {
          resolve();
        }
      }),
    );
  });
}

describe("community pages", () => {
  it("two browsers on one report: one votes and comments, the other sees both appear without reloading", async () => {
    const resident = await openPage(browser, "/", PHONE);
    let visitor: Awaited<ReturnType<typeof openPage>> | undefined;
    try {
      const { page } = resident;
      await signUpNewCitizen(page, "Lucia");
      expect(
        (await callApi(page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true })).status,
      ).toBe(200);
      const filed = await callApi(page, "POST", "/api/reports", {
        categoryId: "iluminacion",
        neighborhood: "altamira",
        severity: 4,
        description: "Poste sin luz en la esquina del parque.",
        address: "Calle 79 # 57-20",
        location: { lat: 11.006123, lng: -74.823456 },
        anonymous: false,
      });
      expect(filed.status).toBe(201);
      const reportId = (filed.json as { id: string }).id;

      // A link pasted in a chat shows a preview: the tags are in the HTML itself.
      const shared = await fetch(appUrl(`/community/reports/${reportId}`), {
        headers: { accept: "text/html" },
      });
      const html = await shared.text();
      expect(html).toContain('<meta property="og:title" content="Iluminación en Altamira" />');
      expect(html).toContain("Poste sin luz en la esquina del parque.");
      expect(html).toContain(
        `<meta property="og:url" content="${appUrl(`/community/reports/${reportId}`)}" />`,
      );

      // The other browser: a signed-out visitor on the same report.
      visitor = await openPage(browser, "/", PHONE);
      const watcher = visitor.page;
      const live = subscriptionsSent(watcher, 2);
      await gotoScreen(watcher, `/community/reports/${reportId}`, "Iluminación en Altamira");
      await live;
      // Where it is, without tiles: the barrio and the address beside the pin, at the public point
      // (the centre of its 0.001° square), with a link to an external map of that point only.
      const map = watcher.getByRole("img", { name: /^Ubicación aproximada del reporte/ });
      await map.waitFor();
      expect(await map.getAttribute("aria-label")).toContain("Altamira, Calle 79 # 57-20");
      await expect.poll(() => map.locator(".map-label-strong").innerText()).toContain("Calle 79 # 57-20");
      const external = watcher.getByRole("link", { name: /Ver la zona en OpenStreetMap/ });
      expect(await external.getAttribute("href")).toBe(
        "https://www.openstreetmap.org/?mlat=11.0065&mlon=-74.8235#map=17/11.0065/-74.8235",
      );
      expect(await watcher.content()).not.toMatch(/11\.006123|74\.823456/);
      await saveScreenshot(watcher, "community-detail");
      await expectNoAccessibilityViolations(watcher);
      const watcherVote = watcher.getByRole("button", { name: /^Apoyar/ });
      expect(await watcherVote.textContent()).toContain("0");

      await gotoScreen(page, `/community/reports/${reportId}`, "Iluminación en Altamira");
      const vote = page.getByRole("button", { name: /^Apoyar/ });
      await vote.click();
      await expect.poll(() => vote.getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => watcherVote.textContent(), { timeout: 10_000 }).toContain("1");

      await page.getByRole("textbox", { name: "Escribe un comentario" }).fill("Lleva dos semanas así.");
      expect(await page.getByText("22/1.000 caracteres").count()).toBe(1);
      await page.getByRole("button", { name: "Publicar comentario" }).click();
      await page.getByRole("list", { name: "Comentarios" }).getByText("Lleva dos semanas así.").waitFor();
      await watcher
        .getByRole("list", { name: "Comentarios" })
        .getByText("Lleva dos semanas así.")
        .waitFor({ timeout: 10_000 });
      await expect.poll(() => watcher.getByRole("heading", { name: "Comentarios (1)" }).count()).toBe(1);

      // Signed out, the vote answers with the sign-in toast (and changes nothing).
      await watcherVote.click();
      const toast = watcher.getByRole("status").filter({ hasText: "Inicia sesión" });
      await toast.waitFor();
      await waitForAnimations(toast);
      expect(await toast.getByRole("button", { name: "Iniciar sesión" }).count()).toBe(1);
      expect(await watcherVote.getAttribute("aria-pressed")).toBe("false");
      expect([...resident.problems, ...visitor.problems]).toEqual([]);
    } finally {
      await visitor?.close();
      await resident.close();
    }
  }, 90_000);

  it("keeps a comment typed while signed out through the sign-in, and asks before deleting one", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      const email = await signUpNewCitizen(page, "Marta");
      expect(
        (await callApi(page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true })).status,
      ).toBe(200);
      const filed = await callApi(page, "POST", "/api/reports", {
        categoryId: "iluminacion",
        neighborhood: "las-flores",
        severity: 2,
        description: "Lámpara intermitente frente a la tienda.",
        anonymous: false,
      });
      expect(filed.status).toBe(201);
      const reportId = (filed.json as { id: string }).id;
      await page.goto(appUrl("/api/logout"));
      await page.waitForURL(appUrl("/"));

      // Signed out: the text is typed, "Publicar" asks to sign in, and the sign-in comes back to it.
      await gotoScreen(page, `/community/reports/${reportId}`, "Iluminación en Las Flores");
      const box = page.getByRole("textbox", { name: "Escribe un comentario" });
      await box.fill("Ya van tres noches así.");
      await page.getByRole("button", { name: "Publicar comentario" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Inicia sesión" });
      await toast.getByRole("button", { name: "Iniciar sesión" }).click();
      const form = page.getByRole("form", { name: "Iniciar sesión" });
      await form.getByLabel("Correo electrónico").fill(email);
      await form.getByLabel("Contraseña").fill("una frase bastante larga");
      await form.getByRole("button", { name: "Iniciar sesión" }).click();
      await page.waitForURL(appUrl(`/community/reports/${reportId}`));
      await settle(page, "Iluminación en Las Flores");
      await expect.poll(() => box.inputValue()).toBe("Ya van tres noches así.");
      await page.getByRole("button", { name: "Publicar comentario" }).click();
      const comments = page.getByRole("list", { name: "Comentarios" });
      await comments.getByText("Ya van tres noches así.").waitFor();
      await expect.poll(() => box.inputValue()).toBe("");

      // One tap on "Eliminar" asks first; "Cancelar" keeps the comment, "Sí, eliminar" deletes it.
      await comments.getByRole("button", { name: "Eliminar" }).click();
      const confirm = page.getByRole("group", { name: "Confirmar eliminación" });
      await confirm.getByRole("button", { name: "Cancelar" }).click();
      await expect.poll(() => confirm.count()).toBe(0);
      expect(await comments.getByText("Ya van tres noches así.").count()).toBe(1);
      await comments.getByRole("button", { name: "Eliminar" }).click();
      await confirm.getByRole("button", { name: "Sí, eliminar" }).click();
      await expect.poll(() => page.getByText("Ya van tres noches así.").count()).toBe(0);

      // A reload after publishing does not bring the published text back as a draft.
      await gotoScreen(page, `/community/reports/${reportId}`, "Iluminación en Las Flores");
      expect(await box.inputValue()).toBe("");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it("lists public reports to anyone, accessibly, at 390 px", async () => {
    const { page, problems, close } = await openPage(browser, "/community/reports", PHONE);
    try {
      await gotoScreen(page, "/community/reports", "Reportes comunitarios");
      await page.getByRole("list", { name: "Reportes" }).getByRole("article").first().waitFor();
      await saveScreenshot(page, "community-list");
      await expectNoAccessibilityViolations(page);
      await page.getByRole("combobox", { name: "Orden" }).selectOption("most_supported");
      await expect.poll(() => page.url()).toContain("orden=apoyos");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says 'Reporte no encontrado' with a link back for an unknown report", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      // An id no report has, then one that cannot be an id at all: the server answers the page itself
      // with 404 (for crawlers and link previews), and the app says so with a way back.
      for (const id of ["00000000-0000-4000-8000-000000000000", "no-existe"]) {
        const path = `/community/reports/${id}`;
        expect((await fetch(appUrl(path), { headers: { accept: "text/html" } })).status).toBe(404);
        await gotoScreen(page, path, "Reporte no encontrado");
        await page.getByRole("link", { name: "Volver a reportes comunitarios" }).click();
        await page.getByRole("heading", { level: 1, name: "Reportes comunitarios" }).waitFor();
      }
      // Chromium logs each 404 page it loads; anything else is a problem.
      expect(problems.filter((problem) => !problem.includes("status of 404 (Not Found)"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
