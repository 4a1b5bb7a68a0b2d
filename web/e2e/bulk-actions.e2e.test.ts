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
import {
  gotoScreen,
  pageGraphql,
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

/** `count` lighting reports (Alumbrado público's) filed as the page's citizen, each naming `word`. */
async function fileReports(page: Page, word: string, count: number): Promise<void> {
  await page.evaluate(
    async ({ word, count }) => {
      for (let index = 0; index < count; index += 1) {
        const response = await fetch("/api/reports", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            categoryId: "iluminacion",
            neighborhood: "villa-santos",
            severity: 3,
            address: `Carrera 72 # 94-${10 + index}`,
            description: `Luminaria apagada número ${index + 1} (${word})`,
            anonymous: false,
            allowContact: true,
          }),
        });
        if (response.status !== 201) throw new Error(`filing failed: ${response.status}`);
      }
    },
    { word, count },
  );
}

describe("bulk actions on the report tables", () => {
  it("a super_admin selects 20 rows and assigns them all to one funcionario", async () => {
    const word = `bulkzq${Date.now() % 1_000_000}`;
    const worker = await openPage(browser, "/", DESKTOP);
    const admin = await openPage(browser, "/", DESKTOP);
    const phone = await openPage(browser, "/", PHONE);
    try {
      // Luisa files 20 reports as a resident (her own budget), then becomes a funcionario of Alumbrado
      // público, the dependencia lighting reports are routed to.
      await signUpNewCitizen(worker.page, "Luisa");
      await gotoScreen(worker.page, "/register-cedula", "Registrar cédula");
      await worker.page.getByRole("textbox", { name: "Número de cédula" }).fill(uniqueCedula());
      await worker.page.getByText(/^Autorizo el tratamiento de mis datos personales/).click();
      await worker.page.getByRole("button", { name: "Registrar cédula" }).click();
      await worker.page.getByRole("status").filter({ hasText: "Cédula registrada" }).waitFor();
      await fileReports(worker.page, word, 20);
      const { me } = await pageGraphql<{ me: { id: string } }>(worker.page, "{ me { id } }");

      await signInAsTestUser(admin.page, "admin");
      const { dependencias } = await pageGraphql<{ dependencias: Array<{ id: string; name: string }> }>(
        admin.page,
        "{ dependencias { id name } }",
      );
      const lighting = dependencias.find((entry) => entry.name === "Alumbrado público")!;
      await pageGraphql(
        admin.page,
        `
          mutation ($id: ID!) {
            setUserRole(userId: $id, role: staff) {
              id
            }
          }
        `,
        {
          id: me.id,
        },
      );
      await pageGraphql(
        admin.page,
        `
          mutation ($id: ID!, $ids: [ID!]!) {
            setStaffDependencias(userId: $id, dependenciaIds: $ids) {
              id
            }
          }
        `,
        { id: me.id, ids: [lighting.id] },
      );

      await gotoScreen(admin.page, `/reportes/all?q=${word}`, "Todos los reportes");
      await admin.page
        .getByRole("status")
        .filter({ hasText: /^20 reportes/ })
        .waitFor();
      const selectPage = admin.page.getByRole("checkbox", { name: "Seleccionar todos los de esta página" });
      // The real input is visually hidden under Chakra's control, as every checkbox of the app.
      await selectPage.check({ force: true });
      const bar = admin.page.getByRole("region", { name: "Acciones sobre los reportes seleccionados" });
      await bar.getByText("20 reportes seleccionados").waitFor();
      for (const row of await admin.page
        .getByRole("checkbox", { name: /^Seleccionar el reporte RIO-/ })
        .all()) {
        expect(await row.isChecked()).toBe(true);
      }
      await bar.getByRole("combobox", { name: "Acción" }).selectOption("assign");
      const assignee = bar.getByRole("combobox", { name: "Asignar a (Alumbrado público)" });
      await assignee.locator(`option[value="${me.id}"]`).waitFor({ state: "attached" });
      await assignee.selectOption(me.id);
      await saveScreenshot(admin.page, "bulk-assign-desktop");
      await expectNoAccessibilityViolations(admin.page);
      await bar.getByRole("button", { name: "Aplicar a los 20 reportes" }).click();
      const toast = admin.page.getByRole("status").filter({ hasText: "20 reportes actualizados" });
      await toast.waitFor();
      await waitForAnimations(toast);
      await bar.waitFor({ state: "detached" });

      const { searchReports } = await pageGraphql<{
        searchReports: { totalCount: number; nodes: Array<{ assignee: { id: string } | null }> };
      }>(
        admin.page,
        `
          query ($text: String) {
            searchReports(filter: { text: $text }, limit: 50) {
              totalCount
              nodes {
                assignee {
                  id
                }
              }
            }
          }
        `,
        {
          text: word,
        },
      );
      expect(searchReports.totalCount).toBe(20);
      expect(searchReports.nodes.map((node) => node.assignee?.id)).toEqual(Array(20).fill(me.id));

      // On a phone the rows are cards, each with its checkbox, and the page's checkbox is labelled.
      await signInAsTestUser(phone.page, "admin");
      await gotoScreen(phone.page, `/reportes/all?q=${word}`, "Todos los reportes");
      await phone.page.getByText("Seleccionar todos los de esta página").click();
      await phone.page
        .getByRole("region", { name: "Acciones sobre los reportes seleccionados" })
        .getByText("20 reportes seleccionados")
        .waitFor();
      await saveScreenshot(phone.page, "bulk-actions-phone");
      await expectNoAccessibilityViolations(phone.page);
    } finally {
      await Promise.all([worker.close(), admin.close(), phone.close()]);
    }
    // Three browsers, 20 filings and a sign-up: more than one screen's usual minute on a busy machine.
  }, 180_000);
});
