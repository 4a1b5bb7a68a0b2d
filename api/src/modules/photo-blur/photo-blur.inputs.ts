import { z } from "zod";
import { PHOTO_BLUR_LIMITS, PHOTO_BLUR_MESSAGES } from "../../domain";

const pixel = z
  .number({ error: PHOTO_BLUR_MESSAGES.rectangleInvalid })
  .int({ error: PHOTO_BLUR_MESSAGES.rectangleInvalid });

/**
 * Staff's blurring of a report's photo, on both doors (docs/privacy-masking.md#photo-blurring): the
 * rectangles' shape here; whether each lies inside the photo and covers something is checked against
 * the photo's size by the service (blurRectangleProblem).
 */
export const blurPhotoInput = z.object({
  reportId: z.string().max(64),
  photoId: z.string().max(64),
  rectangles: z
    .array(
      z.object(
        { x: pixel, y: pixel, width: pixel, height: pixel },
        { error: PHOTO_BLUR_MESSAGES.rectangleInvalid },
      ),
      { error: PHOTO_BLUR_MESSAGES.rectanglesRequired },
    )
    .min(1, { error: PHOTO_BLUR_MESSAGES.rectanglesRequired })
    .max(PHOTO_BLUR_LIMITS.maxRectangles, { error: PHOTO_BLUR_MESSAGES.tooManyRectangles }),
});
