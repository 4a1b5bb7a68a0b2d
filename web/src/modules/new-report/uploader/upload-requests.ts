import { handleUnauthorized } from "../../../apollo/unauthorized";
import { ApiError, apiFetch, type ApiErrorBody } from "../../../apollo/api-fetch";
import { REQUEST_TIMEOUTS_MS, timeoutSignal } from "../../../apollo/request-timeout";
import { trackedFetch } from "../../../offline/tracked-fetch";
import type { UploadedPhoto } from "../report-form";

/** The upload widget's calls (docs/decisions.md#upload-widget-calls), served by the API under this path. */
export const UPLOAD_ENDPOINT = "/api/uploads";

/** Marks the widget's calls as the app's own, for the API's CSRF check. */
export const UPLOAD_HEADERS = { "x-requested-with": "XMLHttpRequest" } as const;

/** What @uppy/aws-s3 asks to have signed; only the single PUT of a whole file is used here. */
export interface SignableRequest {
  method: string;
  key: string;
  contentType?: string;
  uploadId?: string;
}

interface UploadParameters {
  url: string;
  headers?: Record<string, string>;
}

function parseBody(text: string): ApiErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Signs the upload of one photo: `GET /api/uploads/s3/params` answers a presigned PUT straight to
 * storage. Photos are at most 5 MB, far below the multipart threshold, so nothing else is signed.
 * The file's own name is not sent: it can say more about the resident than the photo needs to.
 */
export async function signPhotoUpload(
  request: SignableRequest,
): Promise<{ url: string; headers: Record<string, string> }> {
  if (request.method !== "PUT" || request.uploadId) {
    throw new Error(`Solicitud de subida no soportada: ${request.method}`);
  }
  const params = new URLSearchParams();
  if (request.contentType) params.set("type", request.contentType);
  // Like every request, it gives up after its time (docs/decisions.md#request-timeouts).
  const clock = timeoutSignal(REQUEST_TIMEOUTS_MS.ordinary);
  let response: Response;
  let text: string;
  try {
    response = await trackedFetch(`${UPLOAD_ENDPOINT}/s3/params?${params.toString()}`, {
      credentials: "same-origin",
      headers: { Accept: "application/json", ...UPLOAD_HEADERS },
      signal: clock.signal,
    });
    text = await response.text();
  } finally {
    clock.clear();
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    const body = parseBody(text);
    throw new ApiError(response.status, text || response.statusText, body);
  }
  const answer = JSON.parse(text) as Partial<UploadParameters>;
  if (typeof answer.url !== "string") throw new Error("La respuesta de la subida no trae una dirección.");
  return { url: answer.url, headers: answer.headers ?? {} };
}

/**
 * `PUT /api/evidence-photos`: the API checks what was uploaded, strips its metadata and makes the
 * display copy and the thumbnail. Idempotent, so a retry after a lost answer is safe.
 */
export async function processEvidencePhoto(photoURL: string): Promise<UploadedPhoto> {
  const answer = await apiFetch<{ objectPath?: unknown; thumbnailPath?: unknown }>("/api/evidence-photos", {
    method: "PUT",
    body: { photoURL },
  });
  if (typeof answer?.objectPath !== "string" || typeof answer.thumbnailPath !== "string") {
    throw new Error("La respuesta del procesamiento de la foto no es válida.");
  }
  return { objectPath: answer.objectPath, thumbnailPath: answer.thumbnailPath };
}

/** A failure whose message is already the Spanish explanation for the resident. */
export class PhotoProblem extends Error {
  override name = "PhotoProblem";
}

export const UPLOAD_FAILED = "No se pudo subir la foto. Revisa tu conexión a internet e inténtalo de nuevo.";

/**
 * The Spanish reason to show for a failed upload or processing: ours, or the API's `{ error }`. The
 * upload library's own errors are technical English, so they become a plain "try again".
 */
export function photoFailureReason(error: unknown): string {
  if (error instanceof PhotoProblem) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return UPLOAD_FAILED;
}
