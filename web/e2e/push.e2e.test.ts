import type { Browser, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PushService, TestBrowser } from "../../api/test/push/push-receiver";
import { PHONE, controlledByServiceWorker, launchBrowser, openPage, saveScreenshot } from "./browser";
import { apiSession, appUrl, callApi, registerCedula, serverUrl, settle, signUpNewCitizen } from "./session";

/**
 * Web Push in the browser (docs/push.md#in-the-browser). The browser's own push service is out of reach
 * here, so a stand-in push service receives what the server sends for a real status change and decrypts
 * it as a browser would; the DevTools protocol then hands that message to the app's service worker, whose
 * notification is read back from its registration.
 */

let browser: Browser;
let pushService: PushService;
beforeAll(async () => {
  browser = await launchBrowser();
  pushService = await new PushService().start();
});
afterAll(async () => {
  await browser.close();
  await pushService.stop();
});

/** The app's service worker registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const registration = registrations.find(
        (candidate: { scopeURL: string; isDeleted: boolean }) =>
          candidate.scopeURL === `${serverUrl()}/` && !candidate.isDeleted,
      );
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url?: string } | null;
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as { url?: string } | null,
    }));
  });
}

describe("push notifications", () => {
  it(
    "a status change of one's report reaches the phone as a notification of the report",
    { timeout: 120_000 },
    async () => {
      const { page, problems, close } = await openPage(browser, "/", PHONE, { serviceWorker: true });
      const context = page.context();
      try {
        await context.grantPermissions(["notifications"], { origin: serverUrl() });
        await signUpNewCitizen(page, "Avisos");
        await registerCedula(page);
        await controlledByServiceWorker(page);
        await settle(page);

        // The bell offers the opt-in on this phone.
        await page.getByRole("button", { name: /^Notificaciones/ }).click();
        await page.getByRole("button", { name: "Activar avisos" }).waitFor();
        await saveScreenshot(page, "push-opt-in");
        await page.keyboard.press("Escape");

        const filed = await callApi(page, "POST", "/api/reports", {
          categoryId: "vias",
          neighborhood: "altamira",
          severity: 3,
          description: "Hueco con nombre propio: Calle de Doña Rosa, frente a mi casa.",
          location: { lat: 11.0061, lng: -74.8231 },
          anonymous: false,
        });
        expect(filed.status).toBe(201);
        const report = filed.json as { id: string; radicado: string };

        // This phone's subscription, as the browser would make it, held by the stand-in push service.
        const phone = new TestBrowser(pushService);
        const subscribed = await callApi(page, "PUT", "/api/push/subscription", phone.subscription());
        expect(subscribed.status).toBe(200);

        const staff = await apiSession((call) =>
          call(appUrl("/api/test-login"), { method: "POST", body: JSON.stringify({ userId: "test-admin" }) }),
        );
        const changed = await staff(appUrl(`/api/reports/${report.id}/status`), {
          method: "PATCH",
          body: JSON.stringify({ status: "en_gestion", publicUpdate: "La cuadrilla va en camino." }),
        });
        expect(changed.status).toBe(200);

        await expect.poll(() => pushService.to(phone.endpoint).length, { timeout: 60_000 }).toBe(1);
        const payload = phone.decrypt(pushService.to(phone.endpoint)[0]!.body);
        const message = JSON.parse(payload) as { title: string; body: string; url: string };
        expect(message.url).toBe(`/community/reports/${report.id}`);
        // The public view: nothing of the resident's own words or name.
        expect(payload).not.toMatch(/Doña Rosa|Avisos/);

        const cdp = await context.newCDPSession(page);
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: serverUrl(),
          registrationId: await registrationId(cdp),
          data: payload,
        });
        await expect
          .poll(() => shownNotifications(page), { timeout: 30_000 })
          .toEqual([
            {
              title: "Tu reporte cambió de estado",
              body: expect.stringContaining(report.radicado) as string,
              tag: `report-${report.id}`,
              data: { url: `/community/reports/${report.id}` },
            },
          ]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
