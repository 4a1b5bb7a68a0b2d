import { Router } from "express";
import { once } from "node:events";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { spreadsheetCsv } from "../../csv/spreadsheet-csv";
import { EXPORT_COLUMNS, exportReportRows } from "./report-export.service";

/** "Generar reporte": the tables' filters as query parameters (docs/report-search.md), staff only. */
export function reportExportRouter(): Router {
  const router = Router();
  router.get("/admin/reports.csv", requireSignIn, async (req, res) => {
    const rows = exportReportRows(requestEntityManager(), req.user!, req.query);
    // The first batch is read before any byte is sent, so a refusal (not staff, a bad filter) is
    // still a JSON error with its status.
    const first = await rows.next();
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reportes-riomar-${day}.csv"`,
      "Cache-Control": "no-store",
    });
    const csv = spreadsheetCsv({ columns: EXPORT_COLUMNS, recordDelimiter: "windows" });
    csv.pipe(res);
    // A reader who leaves stops the export (no waiting forever for a drain that never comes).
    const left = new AbortController();
    res.once("close", () => left.abort());
    const write = async (batch: string[][]) => {
      for (const row of batch) {
        if (!csv.write(row)) await once(csv, "drain", { signal: left.signal });
      }
    };
    try {
      if (!first.done) await write(first.value);
      for await (const batch of rows) {
        if (res.destroyed) return;
        await write(batch);
      }
      csv.end();
    } catch (error) {
      if (left.signal.aborted) return;
      // Headers are gone: the only way left to say "incomplete" is to cut the download.
      req.log?.error({ err: error }, "CSV export failed mid-way");
      res.destroy(error instanceof Error ? error : undefined);
    }
  });
  return router;
}
