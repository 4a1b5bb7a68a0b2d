import type { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import type { JobTask } from "../../jobs/job-queue";
import { checkDueDates } from "./report-clock.service";

/**
 * The queue's hourly `check-due-dates` task (one run across all instances, docs/legal-clock.md#the-overdue-job):
 * marks the terms that ended unanswered and warns staff, once each.
 */
export function dueDateTask(options: { orm: MikroORM; logger: Logger }): JobTask<"check-due-dates"> {
  return async () => {
    const marked = await checkDueDates(options.orm.em.fork(), new Date());
    if (marked.soon + marked.overdue > 0) options.logger.info(marked, "due-date warnings");
  };
}
