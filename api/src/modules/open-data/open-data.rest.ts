import { Router, type Request, type RequestHandler, type Response } from "express";
import { once } from "node:events";
import pLimit from "p-limit";
import { requestEntityManager } from "../../context/request-context";
import { spreadsheetCsv } from "../../csv/spreadsheet-csv";
import {
  exportOpenData,
  OPEN_DATA_DICTIONARY,
  OPEN_DATA_LICENSE,
  type OpenDataRow,
} from "./open-data.service";

export interface OpenDataRouterOptions {
  /** Spends the client's download budget (per IP). */
  rateLimit: RequestHandler;
  /** Keys the files' opaque report ids. */
  idKey: string;
}

const BASE = "/open-data";
// Each download holds a database connection for as long as the client reads: two at a time per instance.
const downloads = pLimit(2);

/**
 * Open data (docs/statistics.md#open-data), public: `GET /api/open-data` (licence and dictionary),
 * `/api/open-data/reports.csv` and `/api/open-data/reports.geojson`, streamed.
 */
export function openDataRouter({ rateLimit, idKey }: OpenDataRouterOptions): Router {
  const router = Router();

  router.get(BASE, (_req, res) => {
    res.json({
      descripcion:
        "Todos los reportes de Reporta Riomar, sin datos personales: sin autor, descripción, dirección ni fotos; ubicación aproximada a ~110 m y fechas al día.",
      licencia: OPEN_DATA_LICENSE,
      archivos: {
        csv: `/api${BASE}/reports.csv`,
        geojson: `/api${BASE}/reports.geojson`,
      },
      formatoCsv:
        "UTF-8 con BOM, separado por punto y coma (;), decimales con punto (.), una fila por reporte.",
      diccionario: OPEN_DATA_DICTIONARY,
    });
  });

  router.get(`${BASE}/reports.csv`, rateLimit, async (req, res) => {
    await download(req, res, async (signal) => {
      startDownload(res, "text/csv; charset=utf-8", "reportes-riomar.csv");
      const csv = spreadsheetCsv({
        columns: OPEN_DATA_DICTIONARY.map(({ field }) => field),
        recordDelimiter: "unix",
      });
      csv.pipe(res);
      await exportOpenData(requestEntityManager(), idKey, async (rows) => {
        for (const row of rows) {
          if (!csv.write(row)) await once(csv, "drain", { signal });
        }
      });
      csv.end();
      await once(res, "finish", { signal });
    });
  });

  router.get(`${BASE}/reports.geojson`, rateLimit, async (req, res) => {
    await download(req, res, async (signal) => {
      startDownload(res, "application/geo+json; charset=utf-8", "reportes-riomar.geojson");
      const header = {
        type: "FeatureCollection",
        licencia: OPEN_DATA_LICENSE,
        diccionario: `/api${BASE}`,
      };
      const write = async (chunk: string) => {
        if (!res.write(chunk)) await once(res, "drain", { signal });
      };
      await write(`${JSON.stringify(header).slice(0, -1)},"features":[\n`);
      let first = true;
      await exportOpenData(requestEntityManager(), idKey, async (rows) => {
        const features = rows.map((row) => JSON.stringify(feature(row)));
        await write(`${first ? "" : ",\n"}${features.join(",\n")}`);
        first = false;
      });
      await write("\n]}\n");
      res.end();
    });
  });

  return router;
}

function startDownload(res: Response, contentType: string, filename: string): void {
  res.status(200);
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.setHeader("Link", `<${OPEN_DATA_LICENSE.url}>; rel="license", </api${BASE}>; rel="describedby"`);
  res.setHeader("Cache-Control", "no-cache");
}

function feature(row: OpenDataRow) {
  const { latitud, longitud, ...properties } = row;
  return {
    type: "Feature",
    geometry:
      latitud === null || longitud === null ? null : { type: "Point", coordinates: [longitud, latitud] },
    properties,
  };
}

/**
 * Runs one download in the shared queue. A client that goes away aborts the wait for it to read
 * (`signal`), which rolls back the export's transaction; a failure once bytes are sent cuts the
 * download short, so that a truncated file is never taken for a whole one.
 */
async function download(
  req: Request,
  res: Response,
  send: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const gone = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  try {
    await downloads(() => (gone.signal.aborted ? Promise.resolve() : send(gone.signal)));
  } catch (error) {
    if (gone.signal.aborted) return;
    if (!res.headersSent) throw error;
    req.log.error({ err: error }, "open-data download failed");
    res.destroy();
  }
}
