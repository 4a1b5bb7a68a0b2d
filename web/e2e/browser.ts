import AxeBuilder from "@axe-core/playwright";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page, type Request } from "playwright-core";
import { expect } from "vitest";
import { reportProblemsOf, serverUrl } from "./session";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../test-results/screenshots");

/** Debian Chromium with the flags that work on this closed network (STACK.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface OpenedPage {
  page: Page;
  /** Console errors, failed requests, and requests that left the app's own origin. */
  problems: string[];
  close: () => Promise<void>;
}

export async function openPage(
  browser: Browser,
  urlPath: string,
  viewport: { width: number; height: number },
  { touch = false, serviceWorker = false }: { touch?: boolean; serviceWorker?: boolean } = {},
): Promise<OpenedPage> {
  const baseUrl = serverUrl();
  const context = await browser.newContext({
    viewport,
    locale: "es-CO",
    timezoneId: "America/Bogota",
    // A phone's touch screen: taps instead of a mouse, the mobile viewport meta honoured.
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    // The app's service worker (docs/offline.md) would answer the app's files from its cache, where
    // `page.route` cannot reach them: only the offline suite lets it run.
    serviceWorkers: serviceWorker ? "allow" : "block",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  reportProblemsOf(page, problems);
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    // blob: URLs of the app's own origin are files the page made itself (photo previews, compression).
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith("data:") && !url.startsWith(`blob:${baseUrl}/`)) {
      problems.push(`request outside the app: ${url}`);
    }
  });
  // Which operation, for GraphQL: every one shares the URL.
  const describe = (request: Request) => {
    const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? "")?.[1];
    return operation ? `${request.url()} ${operation}` : request.url();
  };
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "?";
    // The page itself cancelled it: a screen left while its query was in flight (Apollo aborts the
    // fetch of a query nobody watches any more). Nothing failed; on a busy machine it happens at random.
    if (error === "net::ERR_ABORTED") return;
    problems.push(`request failed: ${describe(request)} (${error})`);
  });
  // What a cancelled request could hide, the server failing, is a problem whatever the page shows.
  page.on("response", (response) => {
    if (response.status() >= 500) {
      problems.push(`server error ${response.status()}: ${describe(response.request())}`);
    } else if (response.status() === 400) {
      // Chromium logs only "Failed to load resource … 400"; this names the request behind it.
      problems.push(`bad request 400: ${describe(response.request())}`);
    }
  });
  await page.goto(new URL(urlPath, baseUrl).toString(), { waitUntil: "networkidle" });
  return { page, problems, close: () => context.close() };
}

/** Waits until the app's service worker is active and, after a reload, controls the page. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  const { width, height } = page.viewportSize() ?? DESKTOP;
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}x${height}.png`), fullPage: true });
}

/**
 * WCAG 2.1 AA violations found by axe, as readable lines. `bestPractices` adds axe's best-practice
 * rules (landmarks, headings, names of popovers and tabs), the moderate and minor findings a full axe
 * run reports beyond WCAG.
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  { bestPractices = false }: { bestPractices?: boolean } = {},
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(bestPractices ? ["best-practice"] : [])])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
}
