import type { RequestHandler } from "express";
import helmet from "helmet";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config/env";
import type { StorageConfig } from "../config/storage.config";

/** What the web build records about itself for the server (web/vite.config.ts writes it). */
export const BUILD_SETTINGS_FILE = ".build-settings.json";

export interface WebBuildSettings {
  /** VITE_MAP_TILE_URL as the bundle has it: the map loads its tiles from there. */
  mapTileUrl?: string;
}

/** The build's settings, or none when the web app is not built (API-only runs and tests). */
export function readWebBuildSettings(distDir: string): WebBuildSettings {
  try {
    return JSON.parse(readFileSync(path.join(distDir, BUILD_SETTINGS_FILE), "utf8")) as WebBuildSettings;
  } catch {
    return {};
  }
}

/**
 * The CSP source of a Leaflet tile URL template, e.g. `https://{s}.tile.example.org/{z}/{x}/{y}.png` →
 * `https://*.tile.example.org`: `{s}` picks a subdomain per tile, which CSP can only say with a wildcard.
 */
export function tileSource(template: string | undefined): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template?.trim() ?? "");
  if (!match) return undefined;
  const [, scheme, authority] = match as unknown as [string, string, string];
  const labels = authority.split(".");
  const variable = labels.findIndex((label) => label.includes("{"));
  const host = variable === -1 ? authority : ["*", ...labels.slice(variable + 1)].join(".");
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * Where browsers send photo uploads: the app itself with local storage (its own signed route), else the
 * S3 endpoint as browsers reach it, with the bucket in the host name unless path-style is configured.
 */
export function uploadSource(storage: StorageConfig): string | undefined {
  if (storage.driver === "local") return undefined;
  const endpoint = storage.publicEndpoint ?? storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`;
  const url = new URL(endpoint);
  if (!storage.forcePathStyle) url.hostname = `${storage.bucket}.${url.hostname}`;
  return url.origin;
}

/**
 * Security headers for every answer (helmet): a Content-Security-Policy that runs only the app's own
 * scripts (no inline script, no eval), refuses framing, keeps connections to the app and its photo
 * storage, images to the app and the map tiles; nosniff, a referrer policy that sends other sites only
 * the origin (tile servers ask for it), and HSTS in production (browsers heed it over HTTPS only). See docs/security.md#http-headers.
 */
export function securityHeaders(
  config: Pick<Config, "nodeEnv" | "storage" | "publicUrl">,
  build: WebBuildSettings,
): RequestHandler {
  const production = config.nodeEnv === "production";
  // Only a site served over HTTPS may ask for it: a plain-HTTP one (compose on localhost) would break.
  const httpsSite = production && config.publicUrl?.startsWith("https:") === true;
  const only = (...sources: Array<string | undefined>) => sources.filter((source) => source !== undefined);
  return withHeadersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'"],
          "script-src": ["'self'"],
          "script-src-attr": ["'none'"],
          // Chakra UI (emotion) writes its styles into <style> elements as the page runs.
          "style-src": ["'self'", "'unsafe-inline'"],
          // blob: and data: are photos the page itself made (previews, compression, Leaflet's icons).
          "img-src": only("'self'", "data:", "blob:", tileSource(build.mapTileUrl)),
          "font-src": ["'self'", "data:"],
          // 'self' covers the GraphQL WebSocket (ws:/wss: of the same host) too.
          "connect-src": only("'self'", uploadSource(config.storage)),
          // The service worker (/sw.js) and the IDE's editor workers are files of the app (docs/offline.md).
          "worker-src": ["'self'"],
          "manifest-src": ["'self'"],
          "upgrade-insecure-requests": httpsSite ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Two years, the preload list's minimum; only over HTTPS does a browser honour it.
      strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "deny" },
    }),
  );
}

/**
 * A middleware that sets, on every answer, the headers `policy` sets. Helmet's are the same for every
 * request (no nonces here): worked out once, rather than by fifteen middlewares per request.
 */
function withHeadersOf(policy: ReturnType<typeof helmet>): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  policy(
    {} as Parameters<typeof policy>[0],
    recorder as unknown as Parameters<typeof policy>[1],
    (error?: unknown) => {
      if (error) throw new Error("helmet refused the security headers' settings", { cause: error });
      finished = true;
    },
  );
  if (!finished) throw new Error("helmet did not set its headers synchronously");
  const fixed = [...headers];
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
