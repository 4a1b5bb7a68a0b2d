import { MESSAGES } from "@domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../apollo/api-fetch";
import {
  PhotoProblem,
  photoFailureReason,
  processEvidencePhoto,
  signPhotoUpload,
  UPLOAD_FAILED,
} from "./upload-requests";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("signPhotoUpload", () => {
  it("asks /api/uploads/s3/params for a presigned PUT, as the app, without the file's name", async () => {
    const fetchMock = answer(200, {
      method: "PUT",
      url: "http://localhost/api/storage/upload/uploads/u/1?signature=x",
      fields: {},
      headers: { "content-type": "image/jpeg" },
    });
    const signed = await signPhotoUpload({
      method: "PUT",
      key: "abc-IMG_casa_de_ana.jpg",
      contentType: "image/jpeg",
    });
    expect(signed).toEqual({
      url: "http://localhost/api/storage/upload/uploads/u/1?signature=x",
      headers: { "content-type": "image/jpeg" },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/uploads/s3/params?type=image%2Fjpeg");
    expect(init).toMatchObject({
      credentials: "same-origin",
      headers: { "x-requested-with": "XMLHttpRequest" },
    });
  });

  it("refuses to sign multipart requests, which photos never need", async () => {
    await expect(signPhotoUpload({ method: "POST", key: "k" })).rejects.toThrow(/no soportada/);
    await expect(signPhotoUpload({ method: "PUT", key: "k", uploadId: "u" })).rejects.toThrow(/no soportada/);
  });

  it("passes on the server's Spanish refusal", async () => {
    answer(429, { error: "Demasiadas subidas. Espera un momento." });
    const failure = await signPhotoUpload({ method: "PUT", key: "k" }).catch((error: unknown) => error);
    expect(photoFailureReason(failure)).toBe("Demasiadas subidas. Espera un momento.");
  });
});

describe("processEvidencePhoto", () => {
  it("sends the uploaded URL as JSON and keeps the processed paths", async () => {
    const fetchMock = answer(200, {
      objectPath: "/api/photos/p1",
      thumbnailPath: "/api/photos/p1/thumbnail",
      width: 1280,
      height: 960,
    });
    await expect(processEvidencePhoto("http://localhost/api/storage/upload/uploads/u/1")).resolves.toEqual({
      objectPath: "/api/photos/p1",
      thumbnailPath: "/api/photos/p1/thumbnail",
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/evidence-photos");
    expect(init).toMatchObject({
      method: "PUT",
      credentials: "same-origin",
      body: JSON.stringify({ photoURL: "http://localhost/api/storage/upload/uploads/u/1" }),
    });
    expect(new Headers(init!.headers).get("content-type")).toBe("application/json");
  });

  it("fails with the server's reason when the photo is refused", async () => {
    const refusal = "El archivo no es una foto válida. Usa una imagen JPEG, PNG o WebP.";
    answer(400, { error: refusal });
    const failure = await processEvidencePhoto("x").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(photoFailureReason(failure)).toBe(refusal);
  });
});

describe("photoFailureReason", () => {
  it("keeps our own Spanish reasons and hides the library's English", () => {
    expect(photoFailureReason(new PhotoProblem(MESSAGES.photoTooLarge))).toBe(MESSAGES.photoTooLarge);
    expect(photoFailureReason(new Error("S3 returned 500 – InternalError"))).toBe(UPLOAD_FAILED);
  });
});
