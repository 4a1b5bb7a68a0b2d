import { describe, expect, it } from "vitest";
import { isOwnUploadKey, newUploadKey, ownerSegment, parsePhotoReference } from "./upload-key.policy";

const id = "0b8f7f5e-3c1a-4c1e-9d59-2f6a1b2c3d4e";

describe("upload keys", () => {
  it("are the owner's segment and a uuid", () => {
    const key = newUploadKey("test-citizen");
    expect(key).toMatch(/^uploads\/test-citizen\/[0-9a-f-]{36}$/);
    expect(isOwnUploadKey(key, "test-citizen")).toBe(true);
    expect(isOwnUploadKey(key, "test-admin")).toBe(false);
    expect(isOwnUploadKey(`${key}/x`, "test-citizen")).toBe(false);
  });

  it("hash user ids that are not safe as a path segment", () => {
    const segment = ownerSegment("issuer|subject/../x");
    expect(segment).toMatch(/^h-[0-9a-f]{40}$/);
    expect(isOwnUploadKey(newUploadKey("issuer|subject/../x"), "issuer|subject/../x")).toBe(true);
  });

  it.each([
    [
      `http://localhost:3000/api/storage/upload/uploads/u1/${id}?expires=1&signature=s`,
      { uploadKey: `uploads/u1/${id}` },
    ],
    [`/api/storage/upload/uploads/u1/${id}`, { uploadKey: `uploads/u1/${id}` }],
    [`http://minio:9000/bucket/uploads/u1/${id}?X-Amz-Signature=x`, { uploadKey: `uploads/u1/${id}` }],
    [`https://bucket.s3.us-east-1.amazonaws.com/uploads/u1/${id}`, { uploadKey: `uploads/u1/${id}` }],
    [`https://bucket.s3.amazonaws.com/uploads%2Fu1%2F${id}`, { uploadKey: `uploads/u1/${id}` }],
    [`/api/photos/${id}`, { photoId: id }],
    [`https://reporta.example/api/photos/${id}/thumbnail`, { photoId: id }],
    [`uploads/u1/${id}`, { uploadKey: `uploads/u1/${id}` }],
  ])("reads %s", (url, expected) => {
    expect(parsePhotoReference(url)).toEqual(expected);
  });

  it.each([
    "https://example.org/foto.jpg",
    `/uploads/u1/${id}/extra`,
    `/uploads/../u1/${id}`,
    `/uploads/u1/not-a-uuid`,
    "/api/photos/123",
    "%E0%A4%A",
    "",
  ])("rejects %s", (url) => {
    expect(parsePhotoReference(url)).toBeUndefined();
  });
});
