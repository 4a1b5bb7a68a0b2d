import type { EntityManager } from "@mikro-orm/postgresql";
import { markReportAnswered } from "./report-clock.service";
import type { Report } from "./report.entity";

/**
 * The one place where a report is recorded as answered (docs/legal-clock.md#the-answer): every public
 * update marked "Respuesta" comes through here, in its transaction, with the report's row locked and
 * the update already written. The first answer of the current term (since filing or the last reopening)
 * meets it and sets `answeredAt`; later ones are further replies. Answers whether this one, written at
 * `at`, met the term.
 */
export function recordReportAnswer(tx: EntityManager, report: Report, at: Date): Promise<boolean> {
  return markReportAnswered(tx, report, at);
}
