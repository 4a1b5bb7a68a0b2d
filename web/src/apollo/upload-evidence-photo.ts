import { apiFetch } from "./api-fetch";

/**
 * One photo through the residents' photo pipeline, outside the report form: staff's "después" photo
 * (docs/staff.md#updates-messages-and-notes) and a resident's photo with a «No» to "¿Quedó resuelto?"
 * (docs/resolution-check.md#answering). An upload URL, the file sent to it, then the API's check and
 * processing; answers the photo's objectPath, which the mutation that uses it attaches.
 */
export async function uploadEvidencePhoto(file: File): Promise<string> {
  const { uploadURL } = await apiFetch<{ uploadURL: string }>("/api/objects/upload", { method: "POST" });
  const put = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    headers: { "content-type": file.type || "application/octet-stream" },
  });
  if (!put.ok) throw new Error("No se pudo subir la foto. Inténtalo de nuevo.");
  const processed = await apiFetch<{ objectPath: string }>("/api/evidence-photos", {
    method: "PUT",
    body: { photoURL: uploadURL },
  });
  return processed.objectPath;
}
