import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, MESSAGES } from "../../domain";
import { Photo } from "./photo.entity";
import { PHOTO_MESSAGES } from "./photo.messages";
import { purgeAbandonedUploads } from "./photo.service";
import { makeCameraJpeg, makePng, startPhotoTestApp, type PhotoTestApp } from "../../../test/support/photo";

interface PhotoPaths {
  objectPath: string;
  thumbnailPath: string;
}

describe.each(["local", "s3"] as const)("photo API on the %s driver", (driver) => {
  let app: PhotoTestApp;
  let camera: Buffer;

  beforeAll(async () => {
    [app, camera] = await Promise.all([startPhotoTestApp(driver), makeCameraJpeg()]);
  });
  afterAll(async () => {
    await app?.stop();
  });

  async function uploadUrl(userId: string): Promise<string> {
    const response = await app.request(userId, "/api/objects/upload", {
      method: "POST",
      headers: { "x-requested-with": "XMLHttpRequest" },
    });
    expect(response.status).toBe(200);
    const { uploadURL } = (await response.json()) as { uploadURL: string };
    expect(uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    return uploadURL;
  }

  async function upload(userId: string, bytes: Buffer, type = "image/jpeg"): Promise<string> {
    const url = await uploadUrl(userId);
    const response = await fetch(url, { method: "PUT", body: bytes, headers: { "content-type": type } });
    expect(response.status).toBe(200);
    return url;
  }

  const evidence = (userId: string | undefined, photoURL: unknown) =>
    app.request(userId, "/api/evidence-photos", { method: "PUT", json: { photoURL } });

  const keyOf = (url: string) => /uploads\/[^?]+/.exec(decodeURIComponent(new URL(url).pathname))![0];
  const findPhoto = (key: string) => app.orm.em.fork().findOneOrFail(Photo, { uploadKey: key });

  it("requires authentication", async () => {
    expect((await app.request(undefined, "/api/objects/upload", { method: "POST" })).status).toBe(401);
    const response = await evidence(undefined, "http://x/uploads/a/b");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Debes iniciar sesión." });
  });

  it("uploads, processes and serves a camera photo: upright, resized, without EXIF or GPS", async () => {
    const user = app.newUser();
    const url = await upload(user, camera);
    const key = keyOf(url);
    expect(key).toMatch(new RegExp(`^uploads/${user}/[0-9a-f-]{36}$`));
    expect(await app.storage.headObject(key)).not.toBeNull();

    const response = await evidence(user, url);
    expect(response.status).toBe(200);
    const paths = (await response.json()) as PhotoPaths & { width: number; height: number };
    expect(paths).toMatchObject({ width: 1280, height: 1707 });
    expect(paths.objectPath).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    expect(paths.thumbnailPath).toBe(`${paths.objectPath}/thumbnail`);
    // Originals are never kept.
    expect(await app.storage.headObject(key)).toBeNull();

    const display = await app.request(undefined, paths.objectPath);
    expect(display.status).toBe(200);
    expect(display.headers.get("content-type")).toBe("image/jpeg");
    expect(display.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = display.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const displayBytes = Buffer.from(await display.arrayBuffer());
    const displayMeta = await sharp(displayBytes).metadata();
    expect([displayMeta.width, displayMeta.height]).toEqual([1280, 1707]);
    expect([displayMeta.exif, displayMeta.xmp, displayMeta.iptc, displayMeta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);

    const thumbnail = await app.request(undefined, paths.thumbnailPath);
    expect(thumbnail.status).toBe(200);
    const thumbnailMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([thumbnailMeta.width, thumbnailMeta.exif]).toEqual([LIMITS.thumbnailWidth, undefined]);

    // As a browser revalidates (fetch() would add "no-cache" to a conditional request of its own).
    const revalidated = await app.request(undefined, paths.objectPath, {
      headers: { "if-none-match": etag!, "cache-control": "max-age=0" },
    });
    expect(revalidated.status).toBe(304);
  });

  it("is idempotent: the same URL, even twice at once or without its query, gives the same photo", async () => {
    const user = app.newUser();
    const url = await upload(user, await makePng(800, 600), "image/png");
    const [first, second] = await Promise.all([evidence(user, url), evidence(user, url)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const { objectPath } = (await first.json()) as PhotoPaths;
    expect(((await second.json()) as PhotoPaths).objectPath).toBe(objectPath);
    const processedAt = (await findPhoto(keyOf(url))).processedAt;

    const withoutQuery = `${url.split("?")[0]}`;
    for (const again of [url, withoutQuery, objectPath]) {
      const response = await evidence(user, again);
      expect(response.status).toBe(200);
      expect(((await response.json()) as PhotoPaths).objectPath).toBe(objectPath);
    }
    // Not processed again.
    expect((await findPhoto(keyOf(url))).processedAt).toEqual(processedAt);
  });

  it("refuses a text file named .jpg, on every retry, and keeps nothing of it", async () => {
    const user = app.newUser();
    const url = await upload(user, Buffer.from("no soy una foto\n".repeat(100)), "image/jpeg");
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await evidence(user, url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: PHOTO_MESSAGES.notAnImage });
    }
    const photo = await findPhoto(keyOf(url));
    expect([photo.status, photo.rejectionReason]).toEqual(["rejected", "not_an_image"]);
    expect(await app.storage.listObjects(`uploads/${user}/`)).toEqual([]);
    expect(await app.storage.listObjects(`photos/${photo.id}/`)).toEqual([]);
    expect((await app.request(undefined, `/api/photos/${photo.id}`)).status).toBe(404);
  });

  it("refuses a photo over 5 MB that reached storage, and keeps nothing of it", async () => {
    const user = app.newUser();
    const url = await uploadUrl(user);
    const key = keyOf(url);
    const big = Buffer.concat([camera, Buffer.alloc(LIMITS.photoMaxBytes + 1 - camera.length)]);
    if (driver === "local") {
      // The local driver enforces the signed limit on the PUT itself.
      const put = await fetch(url, { method: "PUT", body: big });
      expect(put.status).toBe(413);
      expect(await app.storage.headObject(key)).toBeNull();
      // S3 cannot limit a presigned PUT: what it lets through is caught when processing.
      await app.storage.putObject(key, big, { contentType: "image/jpeg" });
    } else {
      expect((await fetch(url, { method: "PUT", body: big })).status).toBe(200);
    }
    const response = await evidence(user, url);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: MESSAGES.photoTooLarge });
    expect(await app.storage.listObjects(`uploads/${user}/`)).toEqual([]);
  });

  it("refuses another user's upload with 403 and leaves it to its owner", async () => {
    const owner = app.newUser();
    const url = await upload(owner, await makePng(300, 300), "image/png");
    const response = await evidence(app.newUser(), url);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: PHOTO_MESSAGES.notYours });
    expect(await app.storage.headObject(keyOf(url))).not.toBeNull();
    expect((await evidence(owner, url)).status).toBe(200);
    // Nor can a processed photo be claimed by its path.
    const { objectPath } = (await (await evidence(owner, url)).json()) as PhotoPaths;
    expect((await evidence(app.newUser(), objectPath)).status).toBe(403);
  });

  it("answers 404 while nothing was uploaded, and processes once it is", async () => {
    const user = app.newUser();
    const url = await uploadUrl(user);
    const early = await evidence(user, url);
    expect(early.status).toBe(404);
    expect(await early.json()).toEqual({ error: PHOTO_MESSAGES.notUploaded });
    await fetch(url, { method: "PUT", body: await makePng(100, 100) });
    expect((await evidence(user, url)).status).toBe(200);
  });

  it("refuses what is not an upload URL of this app", async () => {
    const user = app.newUser();
    for (const photoURL of ["", "no es una url", "https://example.org/foto.jpg", 42, null]) {
      const response = await evidence(user, photoURL);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: PHOTO_MESSAGES.invalidUrl });
    }
    // The caller's own prefix, but never handed out.
    const unknown = await evidence(user, `http://127.0.0.1/uploads/${user}/${randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it("answers 404 for unknown, malformed and unprocessed photo ids", async () => {
    const user = app.newUser();
    const url = await upload(user, await makePng(50, 50), "image/png");
    const pending = await findPhoto(keyOf(url));
    for (const path of [
      `/api/photos/${randomUUID()}`,
      "/api/photos/not-a-uuid",
      `/api/photos/${pending.id}`,
      `/api/photos/${pending.id}/thumbnail`,
    ]) {
      const response = await app.request(undefined, path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: PHOTO_MESSAGES.photoNotFound });
    }
  });

  it("purges uploads abandoned for a day: their objects and rows", async () => {
    const user = app.newUser();
    const abandoned = keyOf(await upload(user, await makePng(20, 20), "image/png"));
    const recent = keyOf(await upload(user, await makePng(20, 20), "image/png"));
    const em = app.orm.em.fork();
    const old = await em.findOneOrFail(Photo, { uploadKey: abandoned });
    old.createdAt = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await em.flush();

    expect(await purgeAbandonedUploads(app.orm.em.fork(), app.storage)).toBe(1);
    expect(await app.storage.headObject(abandoned)).toBeNull();
    expect(await app.orm.em.fork().findOne(Photo, { uploadKey: abandoned })).toBeNull();
    expect(await app.storage.headObject(recent)).not.toBeNull();
  });

  it("purges processed photos never attached to a report, and keeps attached ones", async () => {
    const user = app.newUser();
    const processed = async () => {
      const key = keyOf(await upload(user, await makePng(20, 20), "image/png"));
      const response = await evidence(user, `/${key}`);
      expect(response.status).toBe(200);
      return findPhoto(key);
    };
    const unattached = await processed();
    const attached = await processed();
    const em = app.orm.em.fork();
    for (const photo of [unattached, attached]) {
      await em.nativeUpdate(
        Photo,
        { id: photo.id },
        { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
      );
    }
    await em.nativeUpdate(Photo, { id: attached.id }, { reportId: randomUUID() });

    expect(await purgeAbandonedUploads(app.orm.em.fork(), app.storage)).toBe(1);
    expect(await app.orm.em.fork().findOne(Photo, { id: unattached.id })).toBeNull();
    expect(await app.storage.headObject(unattached.displayKey!)).toBeNull();
    expect(await app.storage.headObject(unattached.thumbnailKey!)).toBeNull();
    expect(await app.storage.headObject(attached.displayKey!)).not.toBeNull();
  });
});
