import { randomUUID } from "node:crypto";
import { withClient } from "../postgres";
import type { TestServer } from "../test-server";

export interface SeedReport {
  name: string;
  categoryId?: string;
  neighborhood?: string;
  severity?: number;
  status?: "recibido" | "en_gestion" | "resuelto";
  address?: string | null;
  description?: string | null;
  createdAt: Date;
  votes?: number;
  authorId?: string | null;
  anonymous?: boolean;
  allowContact?: boolean;
}

/**
 * Reports written straight into the test's database (with their creation entry), so that a table of
 * cases controls dates, votes and statuses exactly. Answers each report's id by name.
 */
export async function insertReports(server: TestServer, reports: SeedReport[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await withClient(server.databaseUrl, async (db) => {
    for (const report of reports) {
      const id = randomUUID();
      ids.set(report.name, id);
      await db.query(
        `INSERT INTO report (id, category_id, author_id, neighborhood, address, description, severity, status,
                             anonymous, allow_contact, votes_count, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
        [
          id,
          report.categoryId ?? "vias",
          report.authorId === undefined ? "test-citizen" : report.authorId,
          report.neighborhood ?? "altamira",
          report.address ?? null,
          report.description ?? null,
          report.severity ?? 3,
          report.status ?? "recibido",
          report.anonymous ?? true,
          report.allowContact ?? false,
          report.votes ?? 0,
          report.createdAt,
        ],
      );
      await db.query(
        `INSERT INTO report_status_change (id, report_id, to_status, changed_at) VALUES ($1, $2, 'recibido', $3)`,
        [randomUUID(), id, report.createdAt],
      );
    }
  });
  return ids;
}

const DAY = 86_400_000;
/** Colombia keeps UTC−5 all year. */
const BOGOTA_OFFSET = -5 * 3_600_000;

/** `days` before today at `hour`:`minute` on the clock in Bogotá. */
export function bogotaTime(days: number, hour: number, minute = 0): Date {
  const bogotaNow = new Date(Date.now() + BOGOTA_OFFSET);
  const midnight = Date.UTC(bogotaNow.getUTCFullYear(), bogotaNow.getUTCMonth(), bogotaNow.getUTCDate());
  return new Date(midnight - days * DAY + (hour * 60 + minute) * 60_000 - BOGOTA_OFFSET);
}
