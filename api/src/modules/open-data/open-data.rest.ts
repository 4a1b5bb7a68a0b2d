import { Router, type Request, type RequestHandler, type Response } from "express";
import type { OpenDataLimits } from "../../config/client-limits.config";
import { PERFORMANCE_CSV_DICTIONARY, STATISTICS_MESSAGES } from "../../domain";
import { AppError } from "../../errors/app-error";
import { sendAppError } from "../../errors/rest-error";
import type { OpenDataFiles, OpenDataFormat, OpenDataHandle } from "./open-data.files";
import { OPEN_DATA_DICTIONARY, OPEN_DATA_LICENSE } from "./open-data.service";

export interface OpenDataRouterOptions {
  /** Spends the client's download budget (per IP). */
  rateLimit: RequestHandler;
  files: OpenDataFiles;
  limits: OpenDataLimits;
}

const BASE = "/open-data";
const TYPES: Record<OpenDataFormat, { contentType: string; filename: string }> = {
  csv: { contentType: "text/csv; charset=utf-8", filename: "reportes-riomar.csv" },
  geojson: { contentType: "application/geo+json; charset=utf-8", filename: "reportes-riomar.geojson" },
};
/** How long a client refused for now (busy, or the files failed to build) is asked to wait, in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * Open data (docs/statistics.md#open-data), public: `GET /api/open-data` (licence and dictionary),
 * `/api/open-data/reports.csv` and `/api/open-data/reports.geojson`, served from the files built once
 * per change, like static files (ETag, 304, byte ranges, a gzip copy).
 */
export function openDataRouter({ rateLimit, files, limits }: OpenDataRouterOptions): Router {
  const router = Router();

  router.get(BASE, (_req, res) => {
    res.json({
      descripcion:
        "Todos los reportes de Reporta Riomar, sin datos personales: sin autor, descripción, dirección ni fotos; ubicación aproximada a ~110 m y fechas al día.",
      licencia: OPEN_DATA_LICENSE,
      archivos: {
        csv: `/api${BASE}/reports.csv`,
        geojson: `/api${BASE}/reports.geojson`,
        desempeno: `/api${BASE}/performance.csv`,
      },
      formatoCsv:
        "UTF-8 con BOM, separado por punto y coma (;), decimales con punto (.), una fila por reporte.",
      diccionario: OPEN_DATA_DICTIONARY,
      // docs/transparency.md#open-data: aggregates only, all time unless filtered like /api/performance.
      desempeno: {
        descripcion:
          "Desempeño público (transparencia): una fila con el total, una por categoría y una por barrio; solo cifras agregadas, ningún reporte. Todo el tiempo, salvo que se filtre con los parámetros de /api/performance (period, from, to, categories, neighborhoods).",
        diccionario: PERFORMANCE_CSV_DICTIONARY,
      },
    });
  });

  const downloads = new DownloadsPerAddress(limits.downloadsPerAddress);
  for (const format of ["csv", "geojson"] as const) {
    router.get(`${BASE}/reports.${format}`, rateLimit, async (req, res, next) => {
      const address = req.ip ?? "unknown";
      if (!downloads.start(address)) {
        const message = STATISTICS_MESSAGES.openDataDownloadsBusy(limits.downloadsPerAddress);
        const retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
        sendAppError(res, new AppError(message, "RATE_LIMITED", 429, { retryAfterSeconds }));
        return;
      }
      res.once("close", () => downloads.end(address));
      let handle: OpenDataHandle;
      try {
        handle = await files.acquire();
      } catch (error) {
        req.log.error({ err: error }, "open-data files could not be built");
        res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
        res.status(503).json({ error: STATISTICS_MESSAGES.openDataUnavailable });
        return;
      }
      res.once("close", handle.release);
      if (res.destroyed) return handle.release();
      send(req, res, format, handle, limits, next);
    });
  }
  return router;
}

/**
 * Sends one representation like a static file: `send` answers conditional requests (304), byte ranges
 * (206, and If-Range) and HEAD. A client that accepts gzip gets the copy compressed at build time.
 * `no-transform` keeps the compression middleware away: a range is a range of the bytes named here.
 */
function send(
  req: Request,
  res: Response,
  format: OpenDataFormat,
  handle: OpenDataHandle,
  limits: OpenDataLimits,
  next: (error: unknown) => void,
): void {
  const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
  const file = gzip ? handle.files[format].gzip : handle.files[format].identity;
  const { contentType, filename } = TYPES[format];
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.setHeader("Link", `<${OPEN_DATA_LICENSE.url}>; rel="license", </api${BASE}>; rel="describedby"`);
  res.setHeader("Cache-Control", "no-cache, no-transform");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", file.etag);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  cutSlowClient(res, limits);
  res.sendFile(file.path, { cacheControl: false }, (error?: Error & { code?: string }) => {
    if (!error || error.code === "ECONNABORTED" || res.destroyed) return;
    if (res.headersSent) res.destroy();
    else next(error);
  });
}

/**
 * A client that stops reading holds only a file and a place among its address's downloads, and not
 * for long: no progress for `idleTimeoutMs` (the socket's own inactivity timer: no bytes leave while
 * the client's window is full), or a download past `downloadTimeoutMs`, closes the connection.
 */
function cutSlowClient(res: Response, limits: OpenDataLimits): void {
  res.setTimeout(limits.idleTimeoutMs, () => res.destroy());
  const deadline = setTimeout(() => res.destroy(), limits.downloadTimeoutMs);
  res.once("close", () => clearTimeout(deadline));
}

/** Downloads running at once, per client address (neighbours behind one NAT share one). */
class DownloadsPerAddress {
  private readonly running = new Map<string, number>();

  constructor(private readonly maximum: number) {}

  start(address: string): boolean {
    const count = this.running.get(address) ?? 0;
    if (count >= this.maximum) return false;
    this.running.set(address, count + 1);
    return true;
  }

  end(address: string): void {
    const count = (this.running.get(address) ?? 1) - 1;
    if (count > 0) this.running.set(address, count);
    else this.running.delete(address);
  }
}
