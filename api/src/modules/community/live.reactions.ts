import { react } from "../../events/domain-events";
import { Report } from "../report/report.entity";
import { activityOf, publishReportActivity } from "./live.service";

/** Open community pages follow a report's status (docs/live-updates.md#publishing). */
export function registerLiveReactions(): void {
  react("report.statusChanged", "live.reportActivity", async (tx, event) => {
    const report = await tx.findOneOrFail(Report, { id: event.reportId });
    await publishReportActivity(tx, activityOf(report));
  });
}
