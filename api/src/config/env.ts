import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { loadStorageConfig, type StorageConfig } from "./storage.config";
import { ConfigError } from "./config-error";
import { geocodingEnvShape, readGeocodingConfig, type GeocodingConfig } from "./geocoding.config";
import { emailEnvShape, readEmailConfig, type EmailConfig } from "./email.config";
import { clientLimitsEnvShape, readClientLimits, type ClientLimits } from "./client-limits.config";
import { metricsEnvShape, readMetricsConfig, type MetricsConfig } from "./metrics.config";
import { pushEnvShape, readPushConfig, type PushConfig } from "./push.config";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "must be a URL like postgres://user:password@host:5432/database",
    })
    .optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  CEDULA_HASH_KEY: z.string().min(32, "must be at least 32 characters long").optional(),
  ACCOUNT_CONTACT: z.string().trim().min(3).max(200).optional(),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        context.addIssue({
          code: "custom",
          message:
            "must be a number of proxies (e.g. 1) or a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal",
        });
        return z.NEVER;
      }
      return trust;
    })
    .optional(),
  ...geocodingEnvShape,
  ...emailEnvShape,
  ...clientLimitsEnvShape,
  ...metricsEnvShape,
  ...pushEnvShape,
});

export type Config = {
  nodeEnv: "development" | "test" | "production";
  host: string;
  port: number;
  /** Absolute path; relative values are resolved from where `npm` was invoked. */
  dataDir: string;
  /** When unset, an embedded PostgreSQL is started under `dataDir`. */
  databaseUrl: string | undefined;
  embeddedPostgresPort: number;
  logLevel: (typeof logLevels)[number];
  /**
   * The app's own origin (e.g. https://reporta.example.gov.co); requests from other origins are refused.
   * Required in production; elsewhere each request's own origin stands in for it.
   */
  publicUrl: string | undefined;
  /** Required in production; elsewhere a random one is kept under `dataDir` when unset. */
  sessionSecret: string | undefined;
  cedulaHashKey: string | undefined;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | undefined;
  /**
   * Whom a deactivated account should write to (e.g. "soporte@riomar.gov.co"); unset, the locality
   * (docs/staff.md#users).
   */
  accountContact: string | undefined;
  /**
   * Express's `trust proxy`: which peers may say, in X-Forwarded-For/-Proto, who the client is. False (the
   * default) trusts nobody, so a client's address is the socket's peer and cannot be chosen by the client.
   */
  trustProxy: TrustProxy;
  geocoding: GeocodingConfig;
  storage: StorageConfig;
  email: EmailConfig;
  /** What one client may hold open: live subscriptions, open-data downloads. */
  clientLimits: ClientLimits;
  /** Who may read `/metrics` (docs/operations.md#metrics). */
  metrics: MetricsConfig;
  /** Web Push: the VAPID keys, when configured, and their subject (docs/push.md#keys). */
  push: PushConfig;
};

export { ConfigError };

/**
 * For command-line scripts (seed, backup, restore): the configuration, or null after telling on stderr
 * what is wrong with it, for the script to exit with 1.
 */
export function loadScriptConfig(): Config | null {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return null;
  }
}

/** Reads and validates the environment; the error names every bad variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty strings as unset, as `.env` files and compose files often leave them blank.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.NODE_ENV === "production") {
    for (const name of ["SESSION_SECRET", "CEDULA_HASH_KEY"] as const) {
      if (!values[name]) problems.push(`  ${name}: is required in production (at least 32 characters)`);
    }
    // Without it, links the app writes (share previews, upload URLs, sign-in returns) would take the
    // origin from whatever Host header a request carries, and a cache in front could keep them.
    if (!values.PUBLIC_URL) {
      problems.push(
        "  PUBLIC_URL: is required in production (the app's origin as browsers see it, e.g. https://reporta.example.gov.co)",
      );
    }
  }
  const oidcNames = ["OIDC_ISSUER_URL", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
  const oidcSet = oidcNames.filter((name) => values[name]);
  if (oidcSet.length > 0 && oidcSet.length < oidcNames.length) {
    for (const name of oidcNames.filter((name) => !values[name])) {
      problems.push(`  ${name}: is missing; OpenID Connect needs all three OIDC_* variables`);
    }
  }
  const geocoding = readGeocodingConfig(values, values.PUBLIC_URL);
  problems.push(...geocoding.problems);
  const email = readEmailConfig(values);
  problems.push(...email.problems);
  const pushSettings = readPushConfig(values);
  problems.push(...pushSettings.problems);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the command.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    embeddedPostgresPort: values.EMBEDDED_POSTGRES_PORT,
    logLevel: values.LOG_LEVEL,
    publicUrl: values.PUBLIC_URL,
    sessionSecret: values.SESSION_SECRET,
    cedulaHashKey: values.CEDULA_HASH_KEY,
    accountContact: values.ACCOUNT_CONTACT,
    oidc:
      values.OIDC_ISSUER_URL && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: values.OIDC_ISSUER_URL,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
          }
        : undefined,
    trustProxy: values.TRUST_PROXY ?? false,
    geocoding: geocoding.config,
    storage: loadStorageConfig(env, dataDir),
    email: email.config,
    clientLimits: readClientLimits(values),
    metrics: readMetricsConfig(values),
    push: pushSettings.config,
  };
}

/** False (trust no proxy), a number of proxy hops, or the proxies' addresses, subnets and named ranges. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY's value, or null when it is not one Express would understand as we mean it. */
function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (NAMED_RANGES.has(entry)) return true;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    if (isIP(prefix) === family) return true; // a netmask, e.g. 255.255.255.0
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  return entries.length > 0 && entries.every(valid) ? entries : null;
}
