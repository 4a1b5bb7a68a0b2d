import express, {
  Router,
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { RequestContext } from "@mikro-orm/core";
import { OPEN311_MESSAGES } from "../../domain";
import { expectedError } from "../../errors/app-error";
import {
  fileOpen311Request,
  getOpen311Request,
  getOpen311ServiceDefinition,
  listOpen311Services,
  searchOpen311Requests,
  type Open311Request,
} from "./open311.service";
import { xmlDocument } from "./open311.xml";

export type Open311Format = "json" | "xml";

export interface Open311RouterOptions {
  /** Spends the client's read budget (per IP). */
  readLimit: RequestHandler;
  /** Spends the client's filing budget (per IP), before the key is read. */
  postLimit: RequestHandler;
  /** The app's public address, for absolute photo URLs (else the request's own host). */
  publicUrl: string | undefined;
  /** Spends one filing of a key's budget (docs/open311.md#limits). */
  keyBudget: (keyId: string) => () => Promise<void>;
}

/** The largest body a filing may send (docs/open311.md#errors): text fields only, no files. */
const BODY_LIMIT = "100kb";

const CONTENT_TYPES: Record<Open311Format, string> = {
  json: "application/json; charset=utf-8",
  xml: "text/xml; charset=utf-8",
};

/** "requests.json" → ["requests", "json"]; an unknown extension is no format at all. */
function splitFormat(file: string): [string, Open311Format | undefined] {
  const dot = file.lastIndexOf(".");
  if (dot < 0) return [file, undefined];
  const extension = file.slice(dot + 1).toLowerCase();
  return [file.slice(0, dot), extension === "json" || extension === "xml" ? extension : undefined];
}

function send(res: Response, format: Open311Format, status: number, json: unknown, xml: () => string): void {
  res.status(status).type(CONTENT_TYPES[format]);
  res.send(format === "json" ? JSON.stringify(json) : xml());
}

/** An error as the standard writes them (docs/open311.md#errors): a list of `{ code, description }`. */
export function sendOpen311Error(
  res: Response,
  format: Open311Format,
  status: number,
  description: string,
  retryAfterSeconds?: number,
): void {
  if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
  const errors = [{ code: status, description }];
  send(res, format, status, errors, () => xmlDocument("errors", "error", errors));
}

/** A failure thrown below, answered in the standard's format; anything unexpected is logged, 500. */
export function answerFailure(req: Request, res: Response, format: Open311Format, error: unknown): void {
  if (res.headersSent) return;
  const expected = expectedError(error);
  if (expected) {
    sendOpen311Error(res, format, expected.status, expected.message, expected.details.retryAfterSeconds);
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (status === 413) {
    sendOpen311Error(res, format, 413, OPEN311_MESSAGES.bodyTooLarge);
    return;
  }
  if (status === 400) {
    sendOpen311Error(res, format, 400, OPEN311_MESSAGES.bodyInvalid);
    return;
  }
  req.log.error({ err: error }, "open311 request failed");
  sendOpen311Error(res, format, 500, "Error interno del servidor.");
}

const em = () => RequestContext.getEntityManager() as EntityManager;

function absolute(req: Request, url: string | null, publicUrl: string | undefined): string | null {
  return url === null ? null : new URL(url, publicUrl ?? `${req.protocol}://${req.get("host")}`).toString();
}

/** A handler of `/…/{name}.{format}`: the format read from the path, every failure in the standard's format. */
function withFormat(
  handler: (req: Request, res: Response, name: string, format: Open311Format) => Promise<void>,
): RequestHandler {
  return (req: Request, res: Response, _next: NextFunction) => {
    const [name, format] = splitFormat(String(req.params.file));
    if (!format) {
      sendOpen311Error(res, "json", 404, OPEN311_MESSAGES.formatUnknown);
      return;
    }
    handler(req, res, name, format).catch((error: unknown) => answerFailure(req, res, format, error));
  };
}

/** Each of the rate limit's refusals in the standard's format, like every other answer of these routes. */
function limited(limit: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const [, format] = splitFormat(String(req.params.file ?? "x.json"));
    limit(req, res, (error?: unknown) => (error ? answerFailure(req, res, format ?? "json", error) : next()));
  };
}

/**
 * Open311 GeoReport v2 (docs/open311.md), public reading: discovery, services, service definitions,
 * requests and one request, each in JSON or XML by the path's extension.
 */
export function open311Router({ readLimit, postLimit, publicUrl, keyBudget }: Open311RouterOptions): Router {
  const router = Router();

  router.get("/open311/discovery.:format", (req, res) => {
    const format = req.params.format === "xml" ? "xml" : req.params.format === "json" ? "json" : undefined;
    if (!format) {
      sendOpen311Error(res, "json", 404, OPEN311_MESSAGES.formatUnknown);
      return;
    }
    const base = new URL("/open311/v2/", publicUrl ?? `${req.protocol}://${req.get("host")}`).toString();
    const discovery = {
      changeset: "2026-11-28T00:00:00-05:00",
      contact:
        "Alcaldía Local de Riomar, Barranquilla. Documentación: docs/open311.md del proyecto Reporta Riomar.",
      key_service: "Las claves de API las entrega un administrador de Reporta Riomar (Integraciones).",
      endpoints: [
        {
          specification: "http://wiki.open311.org/GeoReport_v2",
          url: base,
          changeset: "2026-11-28T00:00:00-05:00",
          type: "production",
          formats: ["text/xml", "application/json"],
        },
      ],
    };
    send(res, format, 200, discovery, () => xmlDocument("discovery", null, discovery));
  });

  const v2 = Router();
  v2.get(
    "/services/:file",
    limited(readLimit),
    withFormat(async (_req, res, code, format) => {
      const definition = await getOpen311ServiceDefinition(em(), code);
      send(res, format, 200, definition, () => xmlDocument("service_definition", null, definition));
    }),
  );
  v2.get(
    "/requests/:file",
    limited(readLimit),
    withFormat(async (req, res, id, format) => {
      const requests = [withMediaUrl(req, await getOpen311Request(em(), id), publicUrl)];
      send(res, format, 200, requests, () => xmlDocument("service_requests", "request", requests));
    }),
  );
  v2.get(
    "/:file",
    limited(readLimit),
    withFormat(async (req, res, name, format) => {
      if (name === "services") {
        const services = await listOpen311Services(em());
        send(res, format, 200, services, () => xmlDocument("services", "service", services));
        return;
      }
      if (name === "requests") {
        const requests = (await searchOpen311Requests(em(), req.query)).map((request) =>
          withMediaUrl(req, request, publicUrl),
        );
        send(res, format, 200, requests, () => xmlDocument("service_requests", "request", requests));
        return;
      }
      sendOpen311Error(res, format, 404, OPEN311_MESSAGES.notFound);
    }),
  );
  // Filing (docs/open311.md#filing): a form body, as the standard sends it, or JSON.
  v2.post(
    "/:file",
    limited(postLimit),
    express.urlencoded({ extended: false, limit: BODY_LIMIT }),
    express.json({ limit: BODY_LIMIT }),
    withFormat(async (req, res, name, format) => {
      if (name !== "requests") {
        sendOpen311Error(res, format, 404, OPEN311_MESSAGES.notFound);
        return;
      }
      // The standard sends api_key with the fields; some clients put it in the query string.
      const body = { api_key: req.query.api_key, ...((req.body ?? {}) as Record<string, unknown>) };
      const filed = [await fileOpen311Request(em(), body, keyBudget)];
      send(res, format, 201, filed, () => xmlDocument("service_requests", "request", filed));
    }),
  );
  // A body too large or unreadable, refused by the parsers above, in the standard's format.
  const bodyErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const [, format] = splitFormat(String(req.params.file ?? req.path.split("/").pop() ?? ""));
    answerFailure(req, res, format ?? "json", error);
  };
  v2.use(bodyErrors);
  v2.use((_req, res) => sendOpen311Error(res, "json", 404, OPEN311_MESSAGES.notFound));
  router.use("/open311/v2", v2);
  return router;
}

function withMediaUrl(req: Request, request: Open311Request, publicUrl: string | undefined): Open311Request {
  return { ...request, media_url: absolute(req, request.media_url, publicUrl) };
}
