import { z } from "zod";

export const GEOCODER_KINDS = ["none", "photon", "nominatim"] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

export interface GeocodingConfig {
  /** `none` answers from the gazetteer only, so nothing leaves the machine. */
  kind: GeocoderKind;
  /** Base URL of the upstream (e.g. https://photon.komoot.io); required unless `kind` is none. */
  url: string | undefined;
  /** An e-mail or URL in the User-Agent, so the upstream's operator can reach this deployment. */
  contact: string | undefined;
  /** Quiet time between two upstream requests, for the whole process (1000 = at most 1/s). */
  minIntervalMs: number;
  timeoutMs: number;
}

/** Tuning that needs no environment variable; tests shorten it. */
export interface GeocodingTuning {
  /** Longest a request waits for its turn before answering from cache or gazetteer. */
  maxWaitMs: number;
  cacheEntries: number;
  cacheTtlMs: number;
  /** After an upstream failure, how long it is left alone (answers come from cache or gazetteer). */
  failureCooldownMs: number;
}

export const DEFAULT_TUNING: GeocodingTuning = {
  maxWaitMs: 3000,
  cacheEntries: 500,
  cacheTtlMs: 24 * 60 * 60 * 1000,
  failureCooldownMs: 15_000,
};

/**
 * The GEOCODER_* variables, to spread into config/env.ts's schema. Defaults start offline-safe:
 * no upstream until one is chosen, since the public Nominatim forbids type-ahead use.
 */
export const geocodingEnvShape = {
  GEOCODER_KIND: z.enum(GEOCODER_KINDS).default("none"),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  GEOCODER_CONTACT: z.string().min(3).max(200).optional(),
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
};

export type GeocodingEnv = z.infer<z.ZodObject<typeof geocodingEnvShape>>;

/** The config, plus problems worded like config/env.ts's (`  NAME: reason`). */
export function readGeocodingConfig(
  values: GeocodingEnv,
  publicUrl: string | undefined,
): { config: GeocodingConfig; problems: string[] } {
  const problems: string[] = [];
  const contact = values.GEOCODER_CONTACT ?? publicUrl;
  if (values.GEOCODER_KIND !== "none" && !values.GEOCODER_URL) {
    problems.push(`  GEOCODER_URL: is required when GEOCODER_KIND is ${values.GEOCODER_KIND}`);
  }
  if (values.GEOCODER_KIND === "nominatim" && !contact) {
    problems.push(
      "  GEOCODER_CONTACT: is required with nominatim (an e-mail or URL for the User-Agent), unless PUBLIC_URL is set",
    );
  }
  return {
    config: {
      kind: values.GEOCODER_KIND,
      url: values.GEOCODER_URL,
      contact,
      minIntervalMs: values.GEOCODER_MIN_INTERVAL_MS,
      timeoutMs: values.GEOCODER_TIMEOUT_MS,
    },
    problems,
  };
}
