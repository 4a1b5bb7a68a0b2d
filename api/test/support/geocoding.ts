import express from "express";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { finishExpressApp } from "../../src/server/app";
import type { GeocodingConfig, GeocodingTuning } from "../../src/config/geocoding.config";
import { geocodingRouter, type GeocodingRouterOptions } from "../../src/modules/geocoding/geocoding.rest";
import { createGeocodingService } from "../../src/modules/geocoding/geocoding.service";

export interface GeocodingTestApp {
  /** Every log line the service wrote, parsed, plus its raw text. */
  logs: Array<{ level: number; msg: string; raw: string }>;
  search(q: string, neighborhood?: string): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

export const TEST_CONTACT = "soporte@reporta.example";

/**
 * The geocoding router alone on an Express app with the real error handling, as app.ts mounts it.
 * Waits default short so that only the test about the 1 s rule spends a second.
 */
export async function startGeocodingApp(
  config: Partial<GeocodingConfig> & Pick<GeocodingConfig, "kind">,
  tuning: Partial<GeocodingTuning> = {},
  routerOptions: GeocodingRouterOptions = {},
): Promise<GeocodingTestApp> {
  const logs: GeocodingTestApp["logs"] = [];
  const logger = pino(
    { level: "debug" },
    {
      write(raw: string) {
        logs.push({ ...(JSON.parse(raw) as { level: number; msg: string }), raw });
      },
    },
  );
  const service = createGeocodingService(
    { url: undefined, contact: TEST_CONTACT, minIntervalMs: 0, timeoutMs: 1000, ...config },
    logger,
    tuning,
  );
  const app = express();
  app.use("/api", geocodingRouter(service, routerOptions));
  finishExpressApp(app, logger);
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    logs,
    async search(q, neighborhood) {
      const params = new URLSearchParams({ q });
      if (neighborhood !== undefined) params.set("neighborhood", neighborhood);
      const response = await fetch(`${base}/api/geocode/search?${params.toString()}`);
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
