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
  apiSession,
  appUrl,
  gotoScreen,
  residentAddress,
  signInAsTestUser,
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

/** A resident signed in from the test itself, with a cédula (docs/moderation.md#flags: flagging needs one). */
async function residentWithCedula(name: string): Promise<typeof fetch> {
  const account = {
    email: `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: "una frase bastante larga",
  };
  const headers = { "x-forwarded-for": residentAddress() };
  const call = await apiSession(async (fetchApi) => {
    const signUp = await fetchApi(appUrl("/api/auth/sign-up"), {
      method: "POST",
      headers,
      body: JSON.stringify({ ...account, firstName: name, lastName: "Vecina" }),
    });
    expect(signUp.status).toBe(201);
    return fetchApi(appUrl("/api/auth/sign-in"), { method: "POST", headers, body: JSON.stringify(account) });
  });
  const cedula = await call(appUrl("/api/user/cedula"), {
    method: "PUT",
    body: JSON.stringify({ cedula: uniqueCedula(), consent: true }),
  });
  expect(cedula.status).toBe(200);
  return call;
}

const INSULT = "Ese vecino es un inútil, llámenlo al 300 123 4567";

describe("moderation", () => {
  it("masks a phone number for others, hides a comment live after three flags, and staff hide it with a reason", async () => {
    // The author files a report and writes the comment.
    const author = await residentWithCedula("Autora");
    const filed = await author(appUrl("/api/reports"), {
      method: "POST",
      body: JSON.stringify({
        categoryId: "aseo",
        neighborhood: "altamira",
        severity: 2,
        description: "Basura acumulada en la esquina del parque.",
        anonymous: false,
      }),
    });
    expect(filed.status).toBe(201);
    const { id: reportId, radicado } = (await filed.json()) as { id: string; radicado: string };
    const commented = await author(appUrl(`/api/reports/${reportId}/comments`), {
      method: "POST",
      body: JSON.stringify({ content: INSULT }),
    });
    expect(commented.status).toBe(201);

    // A second resident reads it masked, and flags it from the page.
    const neighbour = await openPage(browser, "/", PHONE);
    const staff = await openPage(browser, "/", DESKTOP);
    try {
      const { page } = neighbour;
      await signUpNewCitizen(page, "Vecina");
      const cedula = await page.evaluate(
        async (body) =>
          (
            await fetch("/api/user/cedula", {
              method: "PUT",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
            })
          ).status,
        { cedula: uniqueCedula(), consent: true },
      );
      expect(cedula).toBe(200);
      await gotoScreen(page, `/community/reports/${reportId}`, "Aseo en Altamira");
      const thread = page.getByRole("list", { name: "Comentarios" });
      const comment = thread.getByRole("listitem").filter({ hasText: "Ese vecino es un inútil" });
      await comment.getByText("llámenlo al ••• ••• ••••").waitFor();
      expect(await thread.textContent()).not.toContain("300 123 4567");

      await comment.getByRole("button", { name: "Reportar contenido" }).click();
      const dialog = page.getByRole("dialog", { name: "Reportar este comentario" });
      await waitForAnimations(dialog);
      await dialog.getByText("Ofensivo").click();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, "moderation-flag-dialog");
      await dialog.getByRole("button", { name: "Reportar", exact: true }).click();
      await page.getByText("Gracias. El personal de la Alcaldía revisará el contenido.").waitFor();

      // Two more residents flag it: the open page replaces it live with its notice.
      const { id: commentId } = (await commented.json()) as { id: string };
      for (const name of ["Segunda", "Tercera"]) {
        const flagger = await residentWithCedula(name);
        const flagged = await flagger(appUrl(`/api/comments/${commentId}/flag`), {
          method: "POST",
          body: JSON.stringify({ reason: "ofensivo" }),
        });
        expect(flagged.status).toBe(201);
      }
      await thread.getByText("Contenido en revisión").waitFor();
      expect(await thread.textContent()).not.toContain("Ese vecino es un inútil");
      await saveScreenshot(page, "moderation-under-review");

      // Staff see it in the queue, whole, and hide it with a public reason.
      await signInAsTestUser(staff.page, "admin");
      await gotoScreen(staff.page, "/admin/moderacion", "Moderación");
      const item = staff.page.getByRole("listitem").filter({ hasText: radicado });
      await item.getByText(INSULT).waitFor();
      await item.getByLabel("Motivo público para ocultarlo").selectOption("ofensivo");
      await expectNoAccessibilityViolations(staff.page);
      await saveScreenshot(staff.page, "moderation-queue");
      await item.getByRole("button", { name: "Ocultar" }).click();
      await staff.page.getByText("Contenido ocultado. Avisamos a su autor.").waitFor();
      await item.waitFor({ state: "detached" });

      // The neighbour's open page follows the decision; the author was told.
      await thread.getByText("Ocultado por moderación: ofensivo").waitFor();
      const notices = (await (
        await author(appUrl("/graphql"), {
          method: "POST",
          body: JSON.stringify({ query: "{ notifications { kind note } }" }),
        })
      ).json()) as { data: { notifications: Array<{ kind: string; note: string }> } };
      expect(notices.data.notifications).toContainEqual({
        kind: "moderation",
        note: `Tu comentario en el reporte ${radicado} fue ocultado por moderación: ofensivo. Solo tú y el personal de la Alcaldía lo ven.`,
      });
      expect([...neighbour.problems, ...staff.problems]).toEqual([]);
    } finally {
      await neighbour.close();
      await staff.close();
    }
  }, 180_000);
});
