import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("has defaults that run the app locally with an embedded database", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(path.basename(config.dataDir)).toBe(".data");
    expect(config.dataDir).toBe(path.resolve(process.cwd(), ".data"));
  });

  it("resolves DATA_DIR from where npm was invoked (INIT_CWD), treating empty values as unset", () => {
    const config = loadConfig({ INIT_CWD: "/srv/reporta", DATA_DIR: "data", PORT: "" });
    expect(config.dataDir).toBe("/srv/reporta/data");
    expect(config.port).toBe(3000);
  });

  it("reads valid values", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgresql://u:p@db:5432/reporta",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: "postgresql://u:p@db:5432/reporta",
      logLevel: "warn",
    });
  });

  it.each(["abc", "70000", "-1", "80.5"])("rejects PORT=%s naming PORT", (port) => {
    const error = configError({ PORT: port });
    expect(error.message).toMatch(/\bPORT\b/);
    expect(error.message).not.toMatch(/DATABASE_URL/);
  });

  it.each(["not a url", "mysql://u:p@db:3306/reporta", "localhost:5432/reporta"])(
    "rejects DATABASE_URL=%s naming DATABASE_URL",
    (databaseUrl) => {
      const error = configError({ DATABASE_URL: databaseUrl });
      expect(error.message).toMatch(/\bDATABASE_URL\b/);
      expect(error.message).not.toMatch(/\bPORT\b/);
    },
  );

  it("names every bad variable at once", () => {
    const error = configError({ PORT: "abc", EMBEDDED_POSTGRES_PORT: "0", LOG_LEVEL: "loud" });
    expect(error.message).toMatch(/\bPORT\b/);
    expect(error.message).toMatch(/\bEMBEDDED_POSTGRES_PORT\b/);
    expect(error.message).toMatch(/\bLOG_LEVEL\b/);
  });

  it("trusts no proxy unless TRUST_PROXY names them", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(
      loadConfig({ TRUST_PROXY: "10.0.0.0/8, 172.16.0.0/255.240.0.0, fd00::1, uniquelocal" }).trustProxy,
    ).toEqual(["10.0.0.0/8", "172.16.0.0/255.240.0.0", "fd00::1", "uniquelocal"]);
  });

  it.each(["true", "*", "10.0.0.0/33", "proxy.example", "loopback,", "1.2.3"])(
    "refuses TRUST_PROXY=%s, naming it",
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toMatch(/TRUST_PROXY: must be a number of proxies/);
    },
  );
});
