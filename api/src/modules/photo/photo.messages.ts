import { MESSAGES } from "../../domain";
import type { PhotoRejection } from "./photo.entity";

/**
 * Spanish messages of the photo API. The two the web client shows too (`photoTooLarge`,
 * `photoProcessingFailed`) come from domain/messages.ts; the rest only ever travel in `{ error }`.
 */
export const PHOTO_MESSAGES = {
  tooLarge: MESSAGES.photoTooLarge,
  notAnImage: "El archivo no es una foto válida. Usa una imagen JPEG, PNG o WebP.",
  unsupportedFormat:
    "No podemos leer este formato de foto (por ejemplo HEIC). Usa una imagen JPEG, PNG o WebP.",
  tooManyPixels: "La foto tiene demasiados píxeles. Usa una foto de máximo 40 megapíxeles.",
  invalidUrl: "La dirección de la foto no es válida.",
  notYours: "Esta foto no es tuya.",
  notUploaded: "No encontramos la foto subida. Súbela de nuevo.",
  photoNotFound: "Foto no encontrada.",
  uploadNotFound: "La subida no existe o ya terminó. Inténtalo de nuevo.",
  uploadFinished: "Esta subida ya terminó.",
  invalidPartNumber: "Número de parte inválido.",
  invalidParts: "La lista de partes de la subida no es válida.",
  partMismatch: "Una parte de la subida falta o no coincide. Inténtalo de nuevo.",
  partTooSmall: "Cada parte de la subida, salvo la última, debe pesar al menos 5 MB.",
} as const;

export const REJECTION_MESSAGES: Record<PhotoRejection, string> = {
  too_large: PHOTO_MESSAGES.tooLarge,
  not_an_image: PHOTO_MESSAGES.notAnImage,
  unsupported_format: PHOTO_MESSAGES.unsupportedFormat,
  too_many_pixels: PHOTO_MESSAGES.tooManyPixels,
};
