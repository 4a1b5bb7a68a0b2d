import type { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import type { JobTask } from "../../jobs/job-queue";
import type { ObjectStorage } from "../../storage/object-storage";
import { LocalObjectStorage } from "../../storage/local-object-storage";
import { ABANDONED_UPLOAD_AGE_MS, purgeAbandonedUploads } from "./photo.service";

/**
 * The queue's hourly `purge-abandoned-uploads` task (one run across all instances): uploads never
 * processed and photos never attached would otherwise stay forever; so would the local driver's
 * abandoned multipart parts (S3 services expire those themselves: a bucket lifecycle rule on AWS,
 * MinIO's stale-upload expiry).
 */
export function uploadPurgeTask(options: {
  orm: MikroORM;
  storage: ObjectStorage;
  logger: Logger;
}): JobTask<"purge-abandoned-uploads"> {
  return async () => {
    const photos = await purgeAbandonedUploads(options.orm.em.fork(), options.storage);
    const parts =
      options.storage instanceof LocalObjectStorage
        ? await options.storage.removeStaleUploads(ABANDONED_UPLOAD_AGE_MS)
        : 0;
    if (photos + parts > 0) options.logger.info({ photos, parts }, "abandoned uploads removed");
  };
}
