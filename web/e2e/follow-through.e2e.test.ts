import { ALERT_MESSAGES, NEIGHBORHOODS, RESOLUTION_CHECK_MESSAGES } from "@domain";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "./app-server";
import {
  DESKTOP,
  PHONE,
  expectNoAccessibilityViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from "./browser";
import { startMailbox, type Mailbox } from "./mailbox";
import {
  callApi,
  gotoScreen,
  makeFuncionario,
  settle,
  signInAsTestUser,
  signUpNewCitizen,
  uniqueCedula,
  useAppServer,
} from "./session";

// This walkthrough reads e-mail, so it runs on a server of its own with an SMTP server (the suite's
// shared server has none: its password-reset screens show the link instead).
let browser: Browser;
let mailbox: Mailbox;
let server: AppServer;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer((baseUrl) => ({
    SMTP_URL: mailbox.url,
    SMTP_FROM: "Reporta Riomar <no-responder@reporta.example>",
    PUBLIC_URL: baseUrl,
  }));
  useAppServer(server.baseUrl);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
});

async function registerCedula(page: Page): Promise<void> {
  const answer = await callApi(page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true });
  expect(answer.status).toBe(200);
}

async function unreadCount(page: Page): Promise<number> {
  const label = await page.getByRole("button", { name: /^Notificaciones/ }).getAttribute("aria-label");
  return Number(/(\d+) sin leer/.exec(label ?? "")?.[1] ?? 0);
}

/** Waits for the bell to count one more unread notice, then opens it on the notice's link. */
async function bellShows(page: Page, unreadBefore: number, text: string | RegExp): Promise<void> {
  const bell = page.getByRole("button", { name: `Notificaciones: ${unreadBefore + 1} sin leer` });
  await bell.waitFor({ timeout: 30_000 });
  await bell.click();
  await page.getByRole("link", { name: text }).first().waitFor();
  await page.keyboard.press("Escape");
}

/**
 * Test clock: the report's resolution is moved a week into the past, and the hourly job that asks
 * «¿Quedó resuelto?» is queued now, as its cron would do (docs/resolution-check.md#asking).
 */
async function aWeekLater(databaseUrl: string, reportId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `UPDATE report_status_change SET changed_at = changed_at - interval '7 days 1 minute'
        WHERE report_id = $1 AND to_status = 'resuelto'`,
      [reportId],
    );
    await client.query(
      `UPDATE report SET first_resolved_at = first_resolved_at - interval '7 days 1 minute' WHERE id = $1`,
      [reportId],
    );
    await client.query(`SELECT graphile_worker.add_job('ask-resolution-checks', '{}'::json)`);
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

const altamira = NEIGHBORHOODS.find((n) => n.slug === "altamira")!.centroid;

describe("residents follow through, in two browsers (issue «Done when»)", () => {
  it(
    "A finds B's pothole while filing and supports it (B's count rises live); A's barrio alert arrives at once; staff resolve; a week later B answers «No» from the e-mail and it is reopened, the dependencia told; A unsubscribes signed out in one click",
    { timeout: 300_000 },
    async () => {
      const b = await openPage(browser, "/", PHONE);
      const a = await openPage(browser, "/", DESKTOP);
      const staff = await openPage(browser, "/", DESKTOP);
      const admin = await openPage(browser, "/", DESKTOP);
      const signedOut = await openPage(browser, "/", PHONE);
      try {
        for (const { page } of [a, b, staff, admin, signedOut]) page.setDefaultTimeout(30_000);

        // B's open pothole, about 50 m north of Altamira's centre, where A's pin will land.
        const emailB = await signUpNewCitizen(b.page, "Beatriz");
        await registerCedula(b.page);
        const filed = await callApi(b.page, "POST", "/api/reports", {
          categoryId: "vias",
          neighborhood: "altamira",
          severity: 4,
          description: "Hueco grande en la calzada frente al parque, ya se cayó una moto.",
          address: "Calle 79 # 57-20",
          location: { lat: altamira.lat + 0.00045, lng: altamira.lng },
        });
        expect(filed.status).toBe(201);
        const { id: potholeId, radicado } = filed.json as { id: string; radicado: string };
        await gotoScreen(b.page, `/community/reports/${potholeId}`, "Vías en Altamira");
        const bVotes = b.page.getByRole("button", { name: /^Apoyar/ });
        expect(await bVotes.textContent()).toContain("0");

        // A starts filing a pothole at Altamira's centre and sees B's report.
        const emailA = await signUpNewCitizen(a.page, "Alberto");
        await registerCedula(a.page);
        await gotoScreen(a.page, "/nuevo-reporte", "Nuevo reporte");
        await a.page
          .getByRole("radiogroup", { name: /Categoría del problema/ })
          .getByText("Vías", { exact: true })
          .click();
        await a.page.getByRole("combobox", { name: /^Barrio/ }).selectOption("altamira");
        await a.page.getByRole("button", { name: "Marcar el centro del mapa" }).click();
        const nearby = a.page
          .getByRole("region", { name: "¿Ya lo reportaron?" })
          .getByRole("listitem")
          .filter({ hasText: radicado });
        await nearby.waitFor();
        expect(await nearby.innerText()).toContain("A menos de 250 m");
        await nearby.getByRole("button", { name: "Es este" }).click();
        await a.page.waitForURL(new RegExp(`/community/reports/${potholeId}$`));
        await settle(a.page);
        await expect
          .poll(() => a.page.getByRole("button", { name: /^Apoyar/ }).getAttribute("aria-pressed"))
          .toBe("true");
        // B, who only looks at her report, sees the support arrive.
        await expect.poll(() => bVotes.textContent(), { timeout: 30_000 }).toContain("1");

        // A follows Villa Santos; the next report there reaches A's bell at once.
        await gotoScreen(a.page, "/alertas", "Alertas");
        const form = a.page.getByRole("region", { name: "Nueva alerta" });
        await a.page
          .getByRole("group", { name: "Barrios" })
          .getByText("Villa Santos", { exact: true })
          .click();
        await form.getByRole("button", { name: "Crear alerta" }).click();
        await a.page.getByRole("status").filter({ hasText: "Alerta creada" }).first().waitFor();
        const unreadA = await unreadCount(a.page);
        const lamp = await callApi(b.page, "POST", "/api/reports", {
          categoryId: "iluminacion",
          neighborhood: "villa-santos",
          severity: 3,
          description: "Luminaria apagada en la esquina del colegio desde el lunes.",
          address: "Carrera 72 # 94-10",
          location: { lat: 11.0108, lng: -74.8341 },
        });
        expect(lamp.status).toBe(201);
        const lampRadicado = (lamp.json as { radicado: string }).radicado;
        await bellShows(a.page, unreadA, `Nuevo reporte ${lampRadicado} en un área que sigues.`);
        const alertMail = await mailbox.waitFor(emailA, lampRadicado);
        const unsubscribeUrl = /<(https?:[^>]+)>/.exec(alertMail.headers.get("list-unsubscribe") ?? "")?.[1];
        expect(unsubscribeUrl).toBeDefined();
        expect(alertMail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

        // A funcionaria of Vías (made so by a super_admin) resolves B's report from Mi bandeja.
        const staffEmail = await signUpNewCitizen(staff.page, "Rosa");
        await signInAsTestUser(admin.page, "admin");
        await makeFuncionario(admin.page, staffEmail, "Vías");
        await gotoScreen(staff.page, "/bandeja", "Mi bandeja");
        await staff.page.getByRole("button", { name: `Ver detalles del reporte ${radicado}` }).click();
        await staff.page.getByRole("combobox", { name: "Estado del reporte" }).selectOption("resuelto");
        await staff.page
          .getByRole("textbox", { name: /^Actualización pública/ })
          .fill("La cuadrilla tapó el hueco con asfalto en caliente.");
        await staff.page.getByRole("button", { name: "Guardar estado" }).click();
        await staff.page.getByRole("status").filter({ hasText: "Estado actualizado" }).first().waitFor();
        const unreadStaff = await unreadCount(staff.page);

        // A week later (test clock) the e-mail asks B; B answers «No» from its link.
        await aWeekLater(server.databaseUrl, potholeId);
        const question = await mailbox.waitFor(emailB, radicado, "answer=no");
        const noLink = /https?:\/\/\S+answer=no\b/.exec(question.text)?.[0];
        expect(noLink).toBeDefined();
        await b.page.goto(noLink!);
        await b.page.getByText("¿El problema quedó resuelto?").waitFor();
        await saveScreenshot(b.page, "follow-through-answer");
        await expectNoAccessibilityViolations(b.page);
        await b.page.getByRole("textbox", { name: /Comentario/ }).fill("Volvió a abrirse con la lluvia.");
        await b.page
          .getByRole("group", { name: "Tu respuesta" })
          .getByRole("button", { name: "No", exact: true })
          .click();
        await b.page.getByText(RESOLUTION_CHECK_MESSAGES.reopened).waitFor();

        // Reopened for everyone; the dependencia's funcionaria hears it in her bell.
        await gotoScreen(signedOut.page, `/community/reports/${potholeId}`, "Vías en Altamira");
        await signedOut.page.getByText("Reabierto").first().waitFor();
        await bellShows(
          staff.page,
          unreadStaff,
          new RegExp(`el reporte ${radicado} no quedó resuelto: se reabrió`),
        );

        // A, signed out, stops the alert's e-mails with one click from the link the e-mail carries.
        await signedOut.page.goto(unsubscribeUrl!);
        await signedOut.page.getByText(ALERT_MESSAGES.unsubscribeAlertQuestion).waitFor();
        await expectNoAccessibilityViolations(signedOut.page);
        await signedOut.page.getByRole("button", { name: ALERT_MESSAGES.unsubscribeButton }).click();
        await signedOut.page.getByText(ALERT_MESSAGES.unsubscribedAlert).waitFor();
        await saveScreenshot(signedOut.page, "follow-through-unsubscribed");
        await gotoScreen(a.page, "/alertas", "Alertas");
        await a.page
          .getByRole("region", { name: "Mis alertas" })
          .getByRole("listitem")
          .filter({ hasText: "Villa Santos" })
          .getByText("Sin correo")
          .waitFor();

        for (const { problems } of [a, b, staff, admin]) {
          expect(problems.filter((problem) => !problem.includes("tile"))).toEqual([]);
        }
      } finally {
        for (const opened of [a, b, staff, admin, signedOut]) await opened.close();
      }
    },
  );
});
