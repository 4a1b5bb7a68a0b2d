import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain";
import { MULTIPART_LIMITS } from "../../storage/object-storage";
import { PHOTO_MESSAGES } from "./photo.messages";
import { makeCameraJpeg, makePng, startPhotoTestApp, type PhotoTestApp } from "../../../test/support/photo";

const MiB = 1024 * 1024;

interface Multipart {
  uploadId: string;
  key: string;
}

describe.each(["local", "s3"] as const)("upload widget endpoints on the %s driver", (driver) => {
  let app: PhotoTestApp;
  // Accepts uploads up to 8 MiB so that a complete two-part upload (first part ≥ 5 MiB) can succeed.
  let roomy: PhotoTestApp;

  beforeAll(async () => {
    [app, roomy] = await Promise.all([
      startPhotoTestApp(driver),
      startPhotoTestApp(driver, { maxUploadBytes: 8 * MiB }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app?.stop(), roomy?.stop()]);
  });

  const call = (
    target: PhotoTestApp,
    userId: string | undefined,
    path: string,
    init?: RequestInit & { json?: unknown },
  ) => target.request(userId, `/api/uploads/s3${path}`, init);

  async function createMultipart(target: PhotoTestApp, userId: string): Promise<Multipart> {
    const response = await call(target, userId, "/multipart", {
      method: "POST",
      json: { filename: "foto.jpg", type: "image/jpeg", metadata: { name: "foto.jpg" } },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Multipart;
    expect(body.key).toMatch(new RegExp(`^uploads/${userId}/[0-9a-f-]{36}$`));
    return body;
  }

  async function uploadPart(
    target: PhotoTestApp,
    userId: string,
    upload: Multipart,
    part: number,
    bytes: Buffer,
  ) {
    const signed = await call(
      target,
      userId,
      `/multipart/${upload.uploadId}/${part}?key=${encodeURIComponent(upload.key)}`,
    );
    expect(signed.status).toBe(200);
    const { url } = (await signed.json()) as { url: string };
    const response = await fetch(url, { method: "PUT", body: bytes });
    expect(response.status).toBe(200);
    return { PartNumber: part, ETag: response.headers.get("etag")! };
  }

  const complete = (target: PhotoTestApp, userId: string, upload: Multipart, parts: unknown) =>
    call(target, userId, `/multipart/${upload.uploadId}/complete?key=${encodeURIComponent(upload.key)}`, {
      method: "POST",
      json: { parts },
    });

  const listParts = (target: PhotoTestApp, userId: string, upload: Multipart) =>
    call(target, userId, `/multipart/${upload.uploadId}?key=${encodeURIComponent(upload.key)}`);

  const evidence = (target: PhotoTestApp, userId: string, photoURL: string) =>
    target.request(userId, "/api/evidence-photos", { method: "PUT", json: { photoURL } });

  it("requires authentication, answering the widget's way", async () => {
    const upload = `/multipart/x?key=uploads/a/${randomUUID()}`;
    for (const [method, path] of [
      ["GET", "/params?filename=a.jpg&type=image/jpeg"],
      ["POST", "/multipart"],
      ["GET", upload],
      ["GET", `/multipart/x/1?key=uploads/a/${randomUUID()}`],
      ["POST", `/multipart/x/complete?key=uploads/a/${randomUUID()}`],
      ["DELETE", upload],
    ]) {
      const response = await call(app, undefined, path!, {
        method,
        json: method === "POST" ? {} : undefined,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "Debes iniciar sesión.",
        message: "Debes iniciar sesión.",
      });
    }
  });

  it("gives single-upload parameters whose URL takes the PUT and leads to a processed photo", async () => {
    const user = app.newUser();
    const response = await call(
      app,
      user,
      "/params?filename=foto.png&type=image%2Fpng&metadata%5Bname%5D=foto.png",
    );
    expect(response.status).toBe(200);
    const params = (await response.json()) as {
      method: string;
      url: string;
      fields: object;
      headers: object;
    };
    expect(params).toMatchObject({ method: "PUT", fields: {}, headers: { "content-type": "image/png" } });
    const put = await fetch(params.url, {
      method: "PUT",
      body: await makePng(640, 480),
      headers: params.headers as Record<string, string>,
    });
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    // The widget reports the URL without its query as the file's uploadURL.
    const processed = await evidence(app, user, params.url.split("?")[0]!);
    expect(processed.status).toBe(200);
    expect(await processed.json()).toMatchObject({ width: 640, height: 480 });
  });

  it("runs a one-part multipart upload: sign, PUT, list, complete, process", async () => {
    const user = app.newUser();
    const upload = await createMultipart(app, user);
    const photo = await makeCameraJpeg(1600, 1200);
    const part = await uploadPart(app, user, upload, 1, photo);

    const listed = await listParts(app, user, upload);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([{ PartNumber: 1, Size: photo.length, ETag: part.ETag }]);

    const completed = await complete(app, user, upload, [part]);
    expect(completed.status).toBe(200);
    const { location, key } = (await completed.json()) as { location: string; key: string };
    expect(key).toBe(upload.key);
    expect(decodeURIComponent(location)).toContain(upload.key);

    const processed = await evidence(app, user, location);
    expect(processed.status).toBe(200);
    // Orientation 6: upright, 1200 wide, so under the display width.
    expect(await processed.json()).toMatchObject({ width: 1200, height: 1600 });
  });

  it("completes two parts when the first has at least 5 MiB", async () => {
    const user = roomy.newUser();
    const upload = await createMultipart(roomy, user);
    const first = randomBytes(MULTIPART_LIMITS.minPartBytes);
    const second = randomBytes(1000);
    // Out of order, as concurrent part uploads finish.
    const parts = [
      await uploadPart(roomy, user, upload, 2, second),
      await uploadPart(roomy, user, upload, 1, first),
    ];
    const completed = await complete(roomy, user, upload, parts);
    expect(completed.status).toBe(200);
    const stored = await roomy.storage.headObject(upload.key);
    expect(stored?.size).toBe(first.length + second.length);
  });

  it("enforces the 5 MiB minimum for every part but the last, which s3rver would let through", async () => {
    const user = roomy.newUser();
    const upload = await createMultipart(roomy, user);
    const parts = [
      await uploadPart(roomy, user, upload, 1, randomBytes(MULTIPART_LIMITS.minPartBytes - 1)),
      await uploadPart(roomy, user, upload, 2, randomBytes(10)),
    ];
    const response = await complete(roomy, user, upload, parts);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: PHOTO_MESSAGES.partTooSmall,
      message: PHOTO_MESSAGES.partTooSmall,
    });
    expect(await roomy.storage.headObject(upload.key)).toBeNull();
    // Still open: the widget may retry the parts.
    expect((await listParts(roomy, user, upload)).status).toBe(200);
  });

  it("refuses completing an upload over the photo limit, and frees its parts", async () => {
    const user = roomy.newUser();
    const upload = await createMultipart(roomy, user);
    const parts = [
      await uploadPart(roomy, user, upload, 1, randomBytes(MULTIPART_LIMITS.minPartBytes)),
      await uploadPart(roomy, user, upload, 2, randomBytes(3.5 * MiB)),
    ];
    const response = await complete(roomy, user, upload, parts);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: MESSAGES.photoTooLarge, message: MESSAGES.photoTooLarge });
    expect(await roomy.storage.headObject(upload.key)).toBeNull();
    expect((await listParts(roomy, user, upload)).status).toBe(404);
  });

  it("refuses parts whose ETag differs or that were never uploaded", async () => {
    const user = app.newUser();
    const upload = await createMultipart(app, user);
    const part = await uploadPart(app, user, upload, 1, randomBytes(100));
    for (const parts of [
      [{ ...part, ETag: '"00000000000000000000000000000000"' }],
      [{ ...part, PartNumber: 2 }],
    ]) {
      const response = await complete(app, user, upload, parts);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(PHOTO_MESSAGES.partMismatch);
    }
    for (const parts of [[], [part, part], "x", [{ PartNumber: 0, ETag: part.ETag }]]) {
      expect((await complete(app, user, upload, parts)).status).toBe(400);
    }
  });

  it("aborts an upload, after which it is unknown", async () => {
    const user = app.newUser();
    const upload = await createMultipart(app, user);
    await uploadPart(app, user, upload, 1, randomBytes(100));
    const aborted = await call(
      app,
      user,
      `/multipart/${upload.uploadId}?key=${encodeURIComponent(upload.key)}`,
      {
        method: "DELETE",
        headers: { "x-requested-with": "XMLHttpRequest" },
      },
    );
    expect(aborted.status).toBe(200);
    expect(await aborted.json()).toEqual({});
    const listed = await listParts(app, user, upload);
    expect(listed.status).toBe(404);
    expect(((await listed.json()) as { message: string }).message).toBe(PHOTO_MESSAGES.uploadNotFound);
  });

  it("refuses keys that are not the caller's with 403, and unknown ones with 404", async () => {
    const owner = app.newUser();
    const upload = await createMultipart(app, owner);
    const part = await uploadPart(app, owner, upload, 1, randomBytes(100));
    const intruder = app.newUser();
    const query = `?key=${encodeURIComponent(upload.key)}`;
    for (const [method, path, json] of [
      ["GET", `/multipart/${upload.uploadId}${query}`],
      ["GET", `/multipart/${upload.uploadId}/2${query}`],
      ["POST", `/multipart/${upload.uploadId}/complete${query}`, { parts: [part] }],
      ["DELETE", `/multipart/${upload.uploadId}${query}`],
    ] as const) {
      const response = await call(app, intruder, path, {
        method,
        json,
        headers: { "x-requested-with": "fetch" },
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe(PHOTO_MESSAGES.notYours);
    }
    // The owner's upload is untouched.
    expect((await complete(app, owner, upload, [part])).status).toBe(200);

    const stranger = `uploads/${intruder}/${randomUUID()}`;
    expect((await call(app, intruder, `/multipart/${upload.uploadId}?key=${stranger}`)).status).toBe(404);
    expect((await call(app, intruder, `/multipart/${upload.uploadId}?key=../../etc`)).status).toBe(404);
    // Once checked (here: refused, random bytes are no photo), the upload takes no more parts.
    expect((await evidence(app, owner, upload.key)).status).toBe(400);
    const late = await call(app, owner, `/multipart/${upload.uploadId}/2${query}`);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(PHOTO_MESSAGES.uploadFinished);
  });

  it("refuses part numbers that could never complete (0, beyond the size limit) and another upload's id", async () => {
    const user = app.newUser();
    const upload = await createMultipart(app, user);
    const query = `?key=${encodeURIComponent(upload.key)}`;
    // A 5 MiB photo limit with 5 MiB minimum parts: a second part could never complete.
    for (const partNumber of ["0", "2", "10001", "1.5", "abc"]) {
      const response = await call(app, user, `/multipart/${upload.uploadId}/${partNumber}${query}`);
      expect(response.status).toBe(400);
    }
    const other = await createMultipart(app, user);
    expect((await listParts(app, user, { uploadId: other.uploadId, key: upload.key })).status).toBe(404);
  });
});
