import { apiFetch } from "../../../apollo/api-fetch";

/**
 * Staff's "después" photo through the residents' photo pipeline (docs/staff.md#updates-messages-and-notes):
 * an upload URL, the file sent to it, then the API's check and processing. Answers the photo's objectPath,
 * which the status change attaches to the report.
 */
export async function uploadAfterPhoto(file: File): Promise<string> {
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
