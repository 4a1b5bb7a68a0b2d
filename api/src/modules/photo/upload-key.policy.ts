import { createHash, randomUUID } from "node:crypto";
import { UUID_SOURCE as UUID } from "../../domain";

/**
 * Original uploads live at `uploads/<owner>/<uuid>`: the owner segment makes ownership checkable from
 * the key alone (a first, cheap check; the photo row is the authority), and the uuid makes keys
 * unguessable. Originals are never served.
 */
const OWNER = "[A-Za-z0-9_-]{1,64}";
const UPLOAD_KEY = new RegExp(`^uploads/(${OWNER})/(${UUID})$`);
const UPLOAD_KEY_AT_END = new RegExp(`(?:^|/)(uploads/${OWNER}/${UUID})$`);
const PHOTO_PATH = new RegExp(`^/api/photos/(${UUID})(?:/thumbnail)?$`);

/** User ids are uuids or slugs like `test-citizen`; anything else is hashed into a safe segment. */
export function ownerSegment(userId: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(userId)
    ? userId
    : `h-${createHash("sha256").update(userId).digest("hex").slice(0, 40)}`;
}

export function newUploadKey(userId: string): string {
  return `uploads/${ownerSegment(userId)}/${randomUUID()}`;
}

export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key);

export function isOwnUploadKey(key: string, userId: string): boolean {
  const match = UPLOAD_KEY.exec(key);
  return match !== null && match[1] === ownerSegment(userId);
}

export type PhotoReference = { uploadKey: string } | { photoId: string };

/**
 * What the client hands back after uploading: the presigned URL it PUT to (local or S3, path or
 * virtual-host style, with or without its query), the `location` of a multipart upload, or the
 * `/api/photos/<id>` path of an already processed photo. `undefined` when it is none of these.
 */
export function parsePhotoReference(photoUrl: string): PhotoReference | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(photoUrl, "http://relative.invalid").pathname);
  } catch {
    return undefined;
  }
  const photo = PHOTO_PATH.exec(pathname);
  if (photo) return { photoId: photo[1]! };
  const upload = UPLOAD_KEY_AT_END.exec(pathname);
  return upload ? { uploadKey: upload[1]! } : undefined;
}
