import path from "node:path";
import { z } from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "debe ser una URL postgres://usuario:clave@host:puerto/base" })
    .optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  LOG_LEVEL: z.enum(logLevels).default("info"),
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
};

export class ConfigError extends Error {
  override name = "ConfigError";
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
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the command.
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(baseDir, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    embeddedPostgresPort: values.EMBEDDED_POSTGRES_PORT,
    logLevel: values.LOG_LEVEL,
  };
}
