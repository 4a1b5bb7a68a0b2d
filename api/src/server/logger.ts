import { pino, type DestinationStream, type Logger } from "pino";
import type { Config } from "../config/env";
import { HIDDEN, SECRET_LOG_PATHS } from "./log-redaction";

/**
 * `destination`: where lines go. Standard output by default, written asynchronously: a synchronous write
 * per request line held the event loop for as long as the terminal or pipe took (a third of a small
 * request's time in a profile). pino flushes what is pending when the process exits, fatal exits
 * included; only a kill -9 can lose the last lines.
 */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: "reporta-riomar" },
    redact: { paths: SECRET_LOG_PATHS, censor: HIDDEN },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
