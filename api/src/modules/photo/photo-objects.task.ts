import type { JobTask } from "../../jobs/job-queue";
import type { ObjectStorage } from "../../storage/object-storage";

/**
 * The queue's `delete-photo-objects` task: removes the objects of a replaced photo (a blurred photo's
 * original, docs/privacy-masking.md#photo-blurring). A failure throws, so graphile-worker retries it
 * with its backoff until the storage answers.
 */
export function photoObjectsDeleteTask(options: { storage: ObjectStorage }): JobTask<"delete-photo-objects"> {
  return async ({ keys }) => {
    for (const key of keys) await options.storage.deleteObject(key);
  };
}
