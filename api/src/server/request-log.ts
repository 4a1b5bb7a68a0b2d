import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { withoutSecrets } from "./log-redaction";

declare module "http" {
  interface IncomingMessage {
    /** This request's logger: its lines carry the request's id, method and URL (without secrets). */
    log: Logger;
  }
}

/**
 * One short line per request once it has been answered (method, URL without secrets, status, time),
 * and `req.log` for what a handler has to say about its request. Headers never reach the logs (they
 * carry credentials). Most requests log nothing of their own, so their logger is made only when first
 * used: pino-http made one per request, with its bindings serialised up front, a twentieth of a small
 * request's time (`npm run bench`, read paths).
 */
export function requestLogging(
  logger: Logger,
  { ignore }: { ignore: (path: string) => boolean },
): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const id = ++lastId;
    const started = performance.now();
    const request = () => ({ id, method: req.method, url: withoutSecrets(req.originalUrl) });
    defineRequestLogOnce(Object.getPrototypeOf(req) as object);
    (req as RequestWithLogger)[MAKE_LOGGER] = () => logger.child({ req: request() });
    if (!ignore(req.path)) {
      // "close" comes last in either case, after "finish" when the answer was sent whole.
      res.once("close", () => {
        const location = res.getHeader("location");
        const line = {
          req: request(),
          res: {
            statusCode: res.statusCode,
            ...(typeof location === "string" ? { location: withoutSecrets(location) } : {}),
          },
          responseTime: Math.round(performance.now() - started),
        };
        // The client went away first (a phone losing signal, a closed tab): theirs, not a fault here.
        if (!res.writableFinished) logger.info(line, "request aborted");
        else if (res.statusCode >= 500) logger.error(line, "request failed");
        else logger.info(line, "request completed");
      });
    }
    next();
  };
}

const MAKE_LOGGER = Symbol("makeRequestLogger");
const OWN_LOGGER = Symbol("requestLogger");
interface RequestWithLogger {
  [MAKE_LOGGER]?: () => Logger;
  [OWN_LOGGER]?: Logger;
}

/**
 * `req.log` on the app's request prototype, once: an accessor defined on each request would give every
 * request object a hidden class of its own, and slow down whatever reads it after.
 */
function defineRequestLogOnce(requestPrototype: object): void {
  if (Object.prototype.hasOwnProperty.call(requestPrototype, "log")) return;
  Object.defineProperty(requestPrototype, "log", {
    configurable: true,
    get(this: RequestWithLogger) {
      return (this[OWN_LOGGER] ??= this[MAKE_LOGGER]!());
    },
    set(this: RequestWithLogger, value: Logger) {
      this[OWN_LOGGER] = value;
    },
  });
}
