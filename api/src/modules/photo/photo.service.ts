import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS, MESSAGES, UUID_PATTERN, type BlurRectangle } from "../../domain";
import { canUploadPhoto } from "../../policies/report.policy";
import { AppError, conflict, forbidden, notFound } from "../../errors/app-error";
import { isStorageError, readObjectBytes, type ObjectStorage } from "../../storage/object-storage";
import { Photo, type PhotoRejection } from "./photo.entity";
import { PHOTO_MESSAGES, REJECTION_MESSAGES } from "./photo.messages";
import { blurPhotoRegions, PhotoRejectedError, processPhoto, type ProcessedPhoto } from "./photo.processor";
import { isOwnUploadKey, isUploadKey, newUploadKey, parsePhotoReference } from "./upload-key.policy";

/**
 * Processing holds a database connection (the photo row is locked) while sharp works for about half a
 * second. Sharp is CPU-bound, so running more at once than there are cores finishes nothing sooner;
 * queueing the rest here, before their transaction starts, keeps a burst of uploads from taking
 * every connection of the pool away from the rest of the app.
 */
const processingSlots = pLimit(Math.max(1, availableParallelism()));

/** How long a presigned upload URL stays valid: enough for 5 MB over a poor 4G link. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** A pending upload older than this was abandoned (its URL expired long ago). */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

export const badPhoto = (message: string, status = 400) => new AppError(message, "BAD_USER_INPUT", status);

export const rejectionError = (reason: PhotoRejection) =>
  badPhoto(REJECTION_MESSAGES[reason], reason === "too_large" ? 413 : 400);

export function presentPhoto(photo: Pick<Photo, "id" | "width" | "height">) {
  return {
    objectPath: `/api/photos/${photo.id}`,
    thumbnailPath: `/api/photos/${photo.id}/thumbnail`,
    width: photo.width,
    height: photo.height,
  };
}

/**
 * Records a new upload key as `viewer`'s before any URL for it is handed out. Photos exist to be
 * attached to a new report, or by staff to a resolution as its "después" photo, so only they get upload
 * URLs.
 */
export async function createPendingUpload(em: EntityManager, viewer: CurrentUser): Promise<Photo> {
  if (!canUploadPhoto(viewer)) throw forbidden(MESSAGES.onlyCitizensReport);
  const photo = em.create(Photo, { ownerId: viewer.id, uploadKey: newUploadKey(viewer.id) });
  await em.persist(photo).flush();
  return photo;
}

/** The caller's own upload that is still being uploaded, or the error to answer. */
export async function findOwnPendingUpload(em: EntityManager, userId: string, key: unknown): Promise<Photo> {
  if (typeof key !== "string" || !isUploadKey(key)) throw notFound(PHOTO_MESSAGES.uploadNotFound);
  if (!isOwnUploadKey(key, userId)) throw forbidden(PHOTO_MESSAGES.notYours);
  const photo = await em.findOne(Photo, { uploadKey: key });
  if (!photo) throw notFound(PHOTO_MESSAGES.uploadNotFound);
  if (photo.ownerId !== userId) throw forbidden(PHOTO_MESSAGES.notYours);
  if (photo.status !== "uploaded") throw conflict(PHOTO_MESSAGES.uploadFinished);
  return photo;
}

/**
 * `PUT /api/evidence-photos`: checks and processes what `userId` uploaded to `photoUrl`. Idempotent:
 * the photo row is locked while it is processed, so a second call (even a concurrent one) gets the
 * same photo, or the same refusal, without processing again. The original is deleted either way.
 */
export async function processEvidencePhoto(
  em: EntityManager,
  storage: ObjectStorage,
  userId: string,
  photoUrl: string,
): Promise<{ photo: Photo; processedNow: boolean }> {
  const reference = parsePhotoReference(photoUrl);
  if (!reference) throw badPhoto(PHOTO_MESSAGES.invalidUrl);
  if ("photoId" in reference) {
    const photo = await em.findOne(Photo, { id: reference.photoId });
    if (!photo || photo.status !== "ready") throw notFound(PHOTO_MESSAGES.photoNotFound);
    if (photo.ownerId !== userId) throw forbidden(PHOTO_MESSAGES.notYours);
    return { photo, processedNow: false };
  }

  const key = reference.uploadKey;
  if (!isOwnUploadKey(key, userId)) throw forbidden(PHOTO_MESSAGES.notYours);
  const { photo, processedNow } = await processingSlots(() =>
    em.transactional(async (tx) => {
      const locked = await tx.findOne(Photo, { uploadKey: key }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked) throw notFound(PHOTO_MESSAGES.notUploaded);
      if (locked.ownerId !== userId) throw forbidden(PHOTO_MESSAGES.notYours);
      if (locked.status !== "uploaded") return { photo: locked, processedNow: false };
      await checkAndProcess(storage, locked);
      return { photo: locked, processedNow: true };
    }),
  );
  // After the commit: the photo (or the refusal) is on record before its original goes. A repeated call
  // deletes again, which is harmless and finishes the job if this delete failed.
  await storage.deleteObject(key);
  if (photo.status === "rejected") throw rejectionError(photo.rejectionReason ?? "not_an_image");
  return { photo, processedNow };
}

async function checkAndProcess(storage: ObjectStorage, photo: Photo): Promise<void> {
  const head = await storage.headObject(photo.uploadKey);
  // Not uploaded (yet): nothing changes, the client may upload and call again.
  if (!head) throw notFound(PHOTO_MESSAGES.notUploaded);
  try {
    // The stored size first (cheap), then the bytes actually read, which are the truth.
    if (head.size > LIMITS.photoMaxBytes) throw new PhotoRejectedError("too_large");
    let bytes: Buffer;
    try {
      ({ bytes } = await readObjectBytes(storage, photo.uploadKey, LIMITS.photoMaxBytes));
    } catch (error) {
      if (isStorageError(error, "EntityTooLarge")) throw new PhotoRejectedError("too_large");
      if (isStorageError(error, "NoSuchKey")) throw notFound(PHOTO_MESSAGES.notUploaded);
      throw error;
    }
    const processed = await processPhoto(bytes);
    Object.assign(photo, { status: "ready", ...(await storeProcessed(storage, photo.id, processed)) });
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) throw error;
    photo.status = "rejected";
    photo.rejectionReason = error.reason;
    photo.processedAt = new Date();
  }
}

/** What a processed photo's row says of its stored copies. */
type StoredCopies = Pick<
  Photo,
  "displayKey" | "thumbnailKey" | "width" | "height" | "bytes" | "contentType" | "processedAt"
>;

/** Writes the display copy and the thumbnail of photo `photoId`, under keys of that id only. */
async function storeProcessed(
  storage: ObjectStorage,
  photoId: string,
  processed: ProcessedPhoto,
): Promise<StoredCopies> {
  const displayKey = `photos/${photoId}/display.jpg`;
  const thumbnailKey = `photos/${photoId}/thumbnail.jpg`;
  await storage.putObject(displayKey, processed.display.data, { contentType: processed.display.contentType });
  await storage.putObject(thumbnailKey, processed.thumbnail.data, {
    contentType: processed.thumbnail.contentType,
  });
  return {
    displayKey,
    thumbnailKey,
    width: processed.display.width,
    height: processed.display.height,
    bytes: processed.display.data.length,
    contentType: processed.display.contentType,
    processedAt: new Date(),
  };
}

/** Every object a photo row may point to: what deleting the photo must delete. */
export function photoObjectKeys(photo: Pick<Photo, "uploadKey" | "displayKey" | "thumbnailKey">): string[] {
  return [photo.uploadKey, photo.displayKey, photo.thumbnailKey].filter((key): key is string => key != null);
}

/**
 * Staff's blurring (docs/privacy-masking.md#photo-blurring): reads `photo`'s display copy, blurs the
 * rectangles and writes the new copies under `newId`, changing nothing of `photo`. The caller records
 * the new photo and deletes these objects again if that fails. Queued with the uploads' processing:
 * the same CPU.
 */
export async function writeBlurredCopy(
  storage: ObjectStorage,
  photo: Pick<Photo, "displayKey">,
  newId: string,
  rectangles: readonly BlurRectangle[],
): Promise<StoredCopies> {
  if (!photo.displayKey) throw notFound(PHOTO_MESSAGES.photoNotFound);
  const { bytes } = await readObjectBytes(storage, photo.displayKey, LIMITS.photoMaxBytes);
  const blurred = await processingSlots(() => blurPhotoRegions(bytes, rectangles));
  return storeProcessed(storage, newId, blurred);
}

/** A processed photo by id, or null (unknown, not yet processed, or refused). */
export async function findReadyPhoto(em: EntityManager, id: string): Promise<Photo | null> {
  if (!UUID_PATTERN.test(id)) return null;
  return em.findOne(Photo, { id, status: "ready" });
}

/**
 * Deletes, objects and rows, what was left behind more than `maxAgeMs` ago: uploads never processed
 * (the resident closed the page), photos processed but never attached to a report (removed from the
 * form, or the form abandoned) and refused ones. An original PUT again to a still-valid upload URL
 * after processing is removed with its photo. Meant for a periodic job; returns how many it removed.
 */
export async function purgeAbandonedUploads(
  em: EntityManager,
  storage: ObjectStorage,
  maxAgeMs = ABANDONED_UPLOAD_AGE_MS,
): Promise<number> {
  const stale = await em.find(
    Photo,
    {
      createdAt: { $lt: new Date(Date.now() - maxAgeMs) },
      $or: [{ status: { $in: ["uploaded", "rejected"] } }, { status: "ready", reportId: null }],
    },
    { limit: 500, orderBy: { createdAt: "asc" } },
  );
  for (const photo of stale) {
    for (const key of photoObjectKeys(photo)) await storage.deleteObject(key);
    em.remove(photo);
  }
  await em.flush();
  return stale.length;
}

/**
 * Who may load a report's photos: anyone, cached by anyone (`public`); the viewer only, kept by no shared
 * cache (`private`); nobody, as if it did not exist (`hidden`).
 */
export type PhotoAccess = "public" | "private" | "hidden";
