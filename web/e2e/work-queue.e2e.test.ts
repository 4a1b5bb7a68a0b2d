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
import {
  gotoScreen,
  makeFuncionario,
  signInAsTestUser,
  signUpNewCitizen,
  waitForAnimations,
} from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the legal clock and the work queue, as the people who use them", () => {
  it(
    "a resident files; a funcionario of Alumbrado público sees it arrive in Mi bandeja, notes it and answers from a template; the reporter is told, a neighbour sees only the answer",
    { timeout: 180_000 },
    async () => {
      const word = `farolwq${Date.now() % 1_000_000}`;
      const internalNote = `Nota interna ${word}: la cuadrilla necesita escalera grande.`;
      const message = `Mensaje ${word}: le llamaremos antes de la visita.`;
      const resident = await openPage(browser, "/", PHONE);
      const funcionario = await openPage(browser, "/", DESKTOP);
      const admin = await openPage(browser, "/", DESKTOP);
      const neighbour = await openPage(browser, "/", PHONE);
      try {
        // A super_admin makes a new account a funcionario of Alumbrado público (docs/staff.md).
        const email = await signUpNewCitizen(funcionario.page, "Rosa");
        await signInAsTestUser(admin.page, "admin");
        await makeFuncionario(admin.page, email, "Alumbrado público");

        // Her bandeja is open before the report exists, searching for its words: other tests leave open
        // lighting reports due sooner, which would fill the first page ahead of it.
        await gotoScreen(funcionario.page, `/bandeja?q=${word}`, "Mi bandeja");
        await funcionario.page.getByText("No tienes reportes abiertos con estos filtros.").waitFor();

        // The resident files (the form's own call) and sees the radicado and the due date on Mis reportes.
        await signUpNewCitizen(resident.page, "Julia");
        const filed = await resident.page.evaluate(async (text) => {
          const response = await fetch("/api/reports", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              categoryId: "iluminacion",
              neighborhood: "villa-santos",
              severity: 4,
              address: "Carrera 72 # 94-10",
              description: text,
              location: { lat: 11.0108, lng: -74.8341 },
            }),
          });
          return {
            status: response.status,
            body: (await response.json()) as { id: string; radicado: string },
          };
        }, `Luminaria apagada hace una semana (${word})`);
        expect(filed.status).toBe(201);
        const { id: reportId, radicado } = filed.body;
        await gotoScreen(resident.page, "/mis-reportes", "Mis reportes");
        const card = resident.page.getByRole("article", { name: new RegExp(`reporte ${radicado}$`) });
        await card.getByText(radicado).first().waitFor();
        await card.getByText(/^Vence el \d{1,2} [a-z]{3,4}\.$/).waitFor();
        const bell = resident.page.getByRole("button", { name: /^Notificaciones/ });
        const unreadBefore = Number(
          /(\d+) sin leer/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1] ?? 0,
        );

        // It arrives in her bandeja without a reload: routed to Alumbrado público at filing.
        const open = funcionario.page.getByRole("button", { name: `Ver detalles del reporte ${radicado}` });
        await open.waitFor({ timeout: 20_000 });
        await open.click();
        await funcionario.page
          .getByRole("combobox", { name: "Estado del reporte" })
          .selectOption("en_gestion");
        const template = funcionario.page.getByRole("combobox", { name: "Plantilla de respuesta" });
        await template.selectOption({ label: "En gestión" });
        const publicUpdate = funcionario.page.getByRole("textbox", { name: /^Actualización pública/ });
        // The placeholders are filled: {radicado}, {barrio}, {vence}.
        await expect
          .poll(() => publicUpdate.inputValue())
          .toContain(`Tu reporte ${radicado} en Villa Santos`);
        const answer = await publicUpdate.inputValue();
        expect(answer).not.toMatch(/\{(radicado|barrio|vence)\}/);
        await funcionario.page.getByText("Es la respuesta al reporte").click();
        await funcionario.page.getByRole("textbox", { name: /^Mensaje a quien reportó/ }).fill(message);
        await funcionario.page.getByRole("textbox", { name: /^Nota interna/ }).fill(internalNote);
        await saveScreenshot(funcionario.page, "bandeja-answer-desktop");
        await expectNoAccessibilityViolations(funcionario.page);
        await funcionario.page.getByRole("button", { name: "Guardar estado" }).click();
        const saved = funcionario.page.getByRole("status").filter({ hasText: "Estado actualizado" });
        await saved.waitFor();
        await waitForAnimations(saved);

        // The reporter is told (the bell, live), sees the answer and the message, never the note.
        await resident.page
          .getByRole("button", { name: `Notificaciones: ${unreadBefore + 1} sin leer` })
          .waitFor({ timeout: 20_000 });
        await card.getByText(answer).waitFor({ timeout: 20_000 });
        await card.getByText(/^Respondido el \d{1,2} [a-z]{3,4}\.$/).waitFor();
        await card.getByText(message).waitFor({ state: "attached" });
        expect(await resident.page.content()).not.toContain(internalNote);
        await saveScreenshot(resident.page, "mis-reportes-answered");

        // A neighbour sees the answer on the community page, but neither the note nor the message.
        await signUpNewCitizen(neighbour.page, "Mateo");
        await gotoScreen(neighbour.page, `/community/reports/${reportId}`, "Iluminación en Villa Santos");
        await neighbour.page.getByText(answer).waitFor();
        const seen = await neighbour.page.content();
        expect(seen).not.toContain(internalNote);
        expect(seen).not.toContain(message);
        await expectNoAccessibilityViolations(neighbour.page);

        for (const { problems } of [resident, funcionario, admin, neighbour]) expect(problems).toEqual([]);
      } finally {
        await Promise.all([resident, funcionario, admin, neighbour].map(({ close }) => close()));
      }
    },
  );
});
