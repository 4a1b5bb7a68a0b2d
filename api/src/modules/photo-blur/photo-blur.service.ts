import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { CurrentUser } from "../../context/current-user";
import { blurRectangleProblem, MESSAGES, PHOTO_BLUR_MESSAGES, UUID_PATTERN } from "../../domain";
import { AppError, badUserInput, conflict, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { enqueueJob } from "../../jobs/job-queue";
import { canBlurReportPhoto } from "../../policies/photo-blur.policy";
import type { ObjectStorage } from "../../storage/object-storage";
import { parseInput } from "../../validation/parse-input";
import { Photo } from "../photo/photo.entity";
import { photoObjectKeys, writeBlurredCopy } from "../photo/photo.service";
import { newUploadKey } from "../photo/upload-key.policy";
import { Report } from "../report/report.entity";
import { blurPhotoInput } from "./photo-blur.inputs";

/**
 * Staff blur rectangles of one of a report's photos (docs/privacy-masking.md#photo-blurring). The
 * blurred copy gets a new photo id, because the old one is cached by browsers as immutable: the new
 * objects are written first; then one transaction puts the new id in every place that named the old one
 * (the report's photo list in its order, the "después" photo, a resident's «No» photo), removes the old
 * row (its id answers 404 from then on), queues the deletion of its objects and records the audit
 * entry; after the commit the old objects are deleted at once, and the queued job retries if that failed.
 * Any failure before the commit leaves the original as it was and deletes the new objects again.
 */
export async function blurReportPhoto(
  em: EntityManager,
  storage: ObjectStorage,
  viewer: CurrentUser | undefined,
  input: unknown,
  logger?: Pick<Logger, "warn">,
): Promise<Photo> {
  if (!canBlurReportPhoto(viewer)) throw forbidden(PHOTO_BLUR_MESSAGES.forbidden);
  const { reportId, photoId, rectangles } = parseInput(blurPhotoInput, input);
  const report = UUID_PATTERN.test(reportId) ? await em.findOne(Report, { id: reportId }) : null;
  if (!report) throw notFound(MESSAGES.reportNotFound);
  const photo = UUID_PATTERN.test(photoId) ? await em.findOne(Photo, { id: photoId, status: "ready" }) : null;
  if (!photo || photo.reportId !== report.id || photo.width == null || photo.height == null) {
    throw badUserInput({ photoId: PHOTO_BLUR_MESSAGES.photoNotInReport });
  }
  const size = { width: photo.width, height: photo.height };
  for (const rectangle of rectangles) {
    const problem = blurRectangleProblem(rectangle, size);
    if (problem) throw badUserInput({ rectangles: problem });
  }

  const newId = randomUUID();
  let copies;
  try {
    copies = await writeBlurredCopy(storage, photo, newId, rectangles);
  } catch (error) {
    // Nothing was recorded; a copy half written (the display without its thumbnail) goes again.
    await deleteQuietly(storage, [`photos/${newId}/display.jpg`, `photos/${newId}/thumbnail.jpg`], logger);
    if (error instanceof AppError) throw error;
    logger?.warn({ err: error, photoId }, "photo blur failed");
    throw new AppError(PHOTO_BLUR_MESSAGES.blurFailed, "SERVICE_UNAVAILABLE", 503);
  }
  const newKeys = [copies.displayKey!, copies.thumbnailKey!];

  let replaced: { fresh: Photo; oldKeys: string[] };
  try {
    replaced = await em.transactional(async (tx) => {
      const lockedReport = await tx.findOneOrFail(
        Report,
        { id: report.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const old = await tx.findOne(Photo, { id: photo.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Blurred or removed meanwhile by someone else: what was drawn was drawn on another photo.
      if (
        !old ||
        old.status !== "ready" ||
        old.reportId !== lockedReport.id ||
        old.displayKey !== photo.displayKey
      ) {
        throw conflict(PHOTO_BLUR_MESSAGES.photoChanged);
      }
      const fresh = tx.create(Photo, {
        id: newId,
        ownerId: old.ownerId,
        // The column is the row's claim on an upload key; this photo was never uploaded, so it gets a
        // fresh key nobody holds a URL for.
        uploadKey: newUploadKey(old.ownerId),
        status: "ready",
        reportId: lockedReport.id,
        createdAt: old.createdAt,
        ...copies,
      });
      lockedReport.photoIds = lockedReport.photoIds.map((id) => (id === old.id ? newId : id));
      if (lockedReport.afterPhotoId === old.id) lockedReport.afterPhotoId = newId;
      await tx.flush();
      // A resident's «No» photo of "¿Quedó resuelto?" (docs/resolution-check.md) is a photo of the report too.
      await tx.execute(`UPDATE resolution_check SET photo_id = ? WHERE photo_id = ?`, [newId, old.id]);
      const oldKeys = photoObjectKeys(old);
      await tx.remove(old).flush();
      await enqueueJob(tx, "delete-photo-objects", { keys: oldKeys }, { maxAttempts: 25 });
      await emit(tx, "report.photoBlurred", {
        reportId: lockedReport.id,
        radicado: lockedReport.radicado,
        actorId: viewer!.id,
        authorId: lockedReport.author?.id ?? null,
        oldPhotoId: old.id,
        newPhotoId: newId,
        rectangles: rectangles.length,
      });
      return { fresh, oldKeys };
    });
  } catch (error) {
    await deleteQuietly(storage, newKeys, logger);
    throw error;
  }

  // The queued job would do it too; doing it now means the original is gone when staff see the result.
  await deleteQuietly(storage, replaced.oldKeys, logger);
  return replaced.fresh;
}

async function deleteQuietly(storage: ObjectStorage, keys: string[], logger?: Pick<Logger, "warn">) {
  for (const key of keys) {
    try {
      await storage.deleteObject(key);
    } catch (error) {
      logger?.warn({ err: error, key }, "photo object not deleted; the queued job retries");
    }
  }
}
