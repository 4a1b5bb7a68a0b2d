import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "./env";

export interface Secrets {
  sessionSecret: string;
  cedulaHashKey: string;
}

/**
 * The configured secrets; outside production, missing ones are generated once and kept in
 * `dataDir/secrets.json` so that sessions and cédula hashes survive restarts.
 */
export async function resolveSecrets(config: Config): Promise<Secrets> {
  if (config.sessionSecret && config.cedulaHashKey) {
    return { sessionSecret: config.sessionSecret, cedulaHashKey: config.cedulaHashKey };
  }
  if (config.nodeEnv === "production") throw new Error("SESSION_SECRET and CEDULA_HASH_KEY are required");
  const file = path.join(config.dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await fs.readFile(file, "utf8")) as Partial<Secrets>;
  } catch {
    // first start
  }
  const secrets: Secrets = {
    sessionSecret: config.sessionSecret ?? stored.sessionSecret ?? randomBytes(32).toString("base64url"),
    cedulaHashKey: config.cedulaHashKey ?? stored.cedulaHashKey ?? randomBytes(32).toString("base64url"),
  };
  if (secrets.sessionSecret !== stored.sessionSecret || secrets.cedulaHashKey !== stored.cedulaHashKey) {
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
