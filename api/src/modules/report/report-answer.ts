import type { EntityManager } from "@mikro-orm/postgresql";
import type { Report } from "./report.entity";
import { ReportUpdate } from "./report-update.entity";

/**
 * The one place where a report is recorded as answered (docs/legal-clock.md#the-answer): every public
 * update marked "Respuesta" comes through here, in its transaction, with the report's row locked and
 * the update already written. The first answer is the one that meets the legal term; later ones are
 * further replies. Answers whether this one, written at `at`, is the first.
 */
export async function recordReportAnswer(tx: EntityManager, report: Report, at: Date): Promise<boolean> {
  const earlier = await tx.count(ReportUpdate, { report, isAnswer: true, createdAt: { $lt: at } });
  return earlier === 0;
}
