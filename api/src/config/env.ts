import path from "node:path";
import { z } from "zod";
import { loadStorageConfig, type StorageConfig } from "./storage.config";
import { ConfigError } from "./config-error";
import { geocodingEnvShape, readGeocodingConfig, type GeocodingConfig } from "./geocoding.config";
import { emailEnvShape, readEmailConfig, type EmailConfig } from "./email.config";

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
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  ...geocodingEnvShape,
  ...emailEnvShape,
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
  /** The app's own origin (e.g. https://reporta.example.gov.co); requests from other origins are refused. */
  publicUrl: string | undefined;
  /** Required in production; elsewhere a random one is kept under `dataDir` when unset. */
  sessionSecret: string | undefined;
  cedulaHashKey: string | undefined;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | undefined;
  geocoding: GeocodingConfig;
  storage: StorageConfig;
  email: EmailConfig;
};

export { ConfigError };

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
    oidc:
      values.OIDC_ISSUER_URL && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: values.OIDC_ISSUER_URL,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
          }
        : undefined,
    geocoding: geocoding.config,
    storage: loadStorageConfig(env, dataDir),
    email: email.config,
  };
}
