import { z } from "zod";
import { parsePhotoReference } from "./upload-key.policy";

/**
 * An optional processed photo a mutation attaches (staff's "después" photo, a resident's photo with a «No»):
 * the `/api/photos/<id>` objectPath the photo pipeline answered, read as its id; null when absent. Who may
 * attach it is the service's check (own, processed, not attached yet).
 */
export function optionalProcessedPhoto(invalidMessage: string) {
  return z
    .string({ error: invalidMessage })
    .nullish()
    .transform((url, context) => {
      if (url == null || url === "") return null;
      const reference = parsePhotoReference(url);
      if (!reference || !("photoId" in reference)) {
        context.addIssue({ code: "custom", message: invalidMessage });
        return z.NEVER;
      }
      return reference.photoId;
    });
}
