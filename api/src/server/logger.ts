import { pino, type DestinationStream, type Logger } from "pino";
import type { Config } from "../config/env";
import { HIDDEN, SECRET_LOG_PATHS } from "./log-redaction";

/** `destination`: where lines go (standard output unless a test reads them). */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: "reporta-riomar" },
    redact: { paths: SECRET_LOG_PATHS, censor: HIDDEN },
  };
  return destination ? pino(options, destination) : pino(options);
}
