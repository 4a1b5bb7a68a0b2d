/**
 * `npm run bench -w web`: Lighthouse-style LCP and total blocking time of the landing page `/`, in
 * Debian Chromium under mobile throttling (4× CPU slowdown, "slow 4G": 150 ms RTT, 1.6 Mbps down,
 * 750 kbps up), measured through the DevTools protocol. Everything runs on this machine: the built app
 * on the real server (embedded PostgreSQL), nothing downloaded.
 *
 * Beside `/` (pre-rendered, then hydrated) it measures, in the same run:
 *   - `/bench/app-shell`: the same build without the pre-rendered HTML (what `/` was before);
 *   - `/bench/static`: the pre-rendered HTML with its CSS and no JavaScript at all (the floor).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { build } from "vite";

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiDir = path.join(webDir, "../api");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<{ baseUrl: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error("the server did not become healthy");
}

interface Metrics {
  lcpMs: number;
  tbtMs: number;
}

/** One cold load: LCP from the browser's own entries, TBT as Lighthouse sums it (long tasks after FCP). */
async function measure(page: Page, url: string, routeHtml?: string): Promise<Metrics> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (routeHtml !== undefined) {
    await page.route(url, (route) => route.fulfill({ contentType: "text/html", body: routeHtml }));
  }
  await page.addInitScript(() => {
    const store = window as unknown as { __lcp: number; __longTasks: { start: number; duration: number }[] };
    store.__lcp = 0;
    store.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        store.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // Quiet for a moment, as Lighthouse waits for the main thread to settle.
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const store = window as unknown as { __lcp: number; __longTasks: { start: number; duration: number }[] };
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const tbt = store.__longTasks
      .filter((task) => task.start + task.duration > fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { lcpMs: store.__lcp, tbtMs: tbt };
  });
  await page.unroute(url).catch(() => undefined);
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  await build({ root: webDir, logLevel: "warn" });
  const dist = path.join(webDir, "dist");
  const prerendered = await readFile(path.join(dist, "index.html"), "utf8");
  const appShell = await readFile(path.join(dist, "app.html"), "utf8");
  const staticOnly = prerendered
    .replace(/<script[^>]*><\/script>\s*/g, "")
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, "");

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reporta-bench-"));
  const { baseUrl, server } = await startServer(dataDir);
  const browser = await chromium.launch({
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
  try {
    const variants: Array<[string, string, string | undefined]> = [
      ["/ (pre-rendered, hydrated)", `${baseUrl}/`, undefined],
      ["same build, client-rendered (before)", `${baseUrl}/bench/app-shell`, appShell],
      ["static HTML + CSS, no JavaScript", `${baseUrl}/bench/static`, staticOnly],
    ];
    console.info(`Landing page at 390×844, 4× CPU, slow 4G; median of ${RUNS} cold loads`);
    for (const [name, url, html] of variants) {
      const runs: Metrics[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          locale: "es-CO",
        });
        const page = await context.newPage();
        // The client-rendered variant must boot as the app does on any path but a pre-rendered "/".
        runs.push(await measure(page, url, html));
        await context.close();
      }
      const lcp = median(runs.map((r) => r.lcpMs));
      const tbt = median(runs.map((r) => r.tbtMs));
      console.info(
        `${name.padEnd(40)} LCP ${Math.round(lcp).toString().padStart(5)} ms   TBT ${Math.round(tbt).toString().padStart(4)} ms`,
      );
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
