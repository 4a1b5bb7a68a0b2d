import { existsSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, PHOTO_BLUR_MESSAGES } from "../../src/domain";
import { HttpClient } from "../http-client";
import { startTestS3, type TestS3 } from "../support/s3rver";
import { startTestServer, type TestServer } from "../test-server";
import {
  admin,
  citizen,
  fileReport,
  processedPhoto,
  queryRows,
  REPORT,
  type ReportJson,
} from "../reports/report-support";

/**
 * Staff's blurring of a report photo (docs/privacy-masking.md#photo-blurring) on both doors and both
 * storage drivers: the blurred copy replaces the photo under a new id, the old id answers 404, its
 * objects are gone, the action is audited; bad input and failures change nothing.
 */

const BLUR = `mutation ($reportId: ID!, $photoId: ID!, $rectangles: [BlurRectangleInput!]!) {
  blurReportPhoto(reportId: $reportId, photoId: $photoId, rectangles: $rectangles) { id url thumbnailUrl width height }
}`;

/** The test photos are 64 × 48 (report-support's small JPEG). */
const FACE = { x: 8, y: 8, width: 24, height: 20 };

let server: TestServer;
let staff: HttpClient;
let carlos: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [staff, carlos] = await Promise.all([admin(server), citizen(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const localFile = (target: TestServer, key: string) =>
  path.join(target.dataDir, "objects", "data", ...key.split("/"));

/** A 64 × 48 photo full of detail (the shared helper's is one flat colour, which blurring leaves as it is). */
const detailedJpeg = sharp({
  create: {
    width: 64,
    height: 48,
    channels: 3,
    background: "#808080",
    noise: { type: "gaussian", mean: 128, sigma: 70 },
  },
})
  .jpeg()
  .toBuffer();

async function detailedPhoto(client: HttpClient): Promise<string> {
  const upload = await client.request("/api/objects/upload", {
    method: "POST",
    headers: { "x-requested-with": "XMLHttpRequest" },
  });
  const { uploadURL } = (await upload.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, {
    method: "PUT",
    body: new Uint8Array(await detailedJpeg),
    headers: { "content-type": "image/jpeg" },
  });
  expect(put.status).toBe(200);
  const processed = await client.request("/api/evidence-photos", {
    method: "PUT",
    json: { photoURL: uploadURL },
  });
  expect(processed.status).toBe(200);
  return ((await processed.json()) as { objectPath: string }).objectPath;
}

async function reportWithPhotos(client: HttpClient, count = 2): Promise<ReportJson> {
  const photos: string[] = [];
  for (let index = 0; index < count; index++)
    photos.push(await (index === 0 ? processedPhoto(client) : detailedPhoto(client)));
  return fileReport(client, { evidenceUrls: photos });
}

async function photoIds(client: HttpClient, reportId: string): Promise<string[]> {
  const response = await client.graphql<{ report: ReportJson }>(REPORT, { id: reportId });
  return response.data!.report.photos.map((photo) => photo.id);
}

async function auditRows(target: TestServer, reportId: string) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    target,
    `SELECT action, before, after FROM audit_entry WHERE subject_id = $1 AND action = 'report.photoBlur'`,
    [reportId],
  );
}

async function status(client: HttpClient, url: string): Promise<number> {
  const response = await client.request(url);
  await response.arrayBuffer();
  return response.status;
}

describe("blurring a report's photo", () => {
  it("over REST: a new id in the same place, the old one 404 and its files deleted, audited", async () => {
    const report = await reportWithPhotos(carlos);
    const [first, second] = await photoIds(carlos, report.id);
    const [original] = await queryRows<{ display_key: string; thumbnail_key: string }>(
      server,
      "SELECT display_key, thumbnail_key FROM photo WHERE id = $1",
      [second],
    );
    expect(existsSync(localFile(server, original!.display_key))).toBe(true);
    const before = await (await staff.request(`/api/photos/${second}`)).arrayBuffer();

    const response = await staff.request(`/api/reports/${report.id}/photos/${second}/blur`, {
      method: "POST",
      json: { rectangles: [FACE, { x: 40, y: 20, width: 20, height: 20 }] },
    });
    expect(response.status).toBe(200);
    const blurred = (await response.json()) as { id: string; objectPath: string; thumbnailPath: string };
    expect(blurred.id).not.toBe(second);

    // The resident's order is kept, and the owner reads the new photo.
    expect(await photoIds(carlos, report.id)).toEqual([first, blurred.id]);
    const image = await staff.request(blurred.objectPath);
    expect(image.status).toBe(200);
    const after = Buffer.from(await image.arrayBuffer());
    expect((await sharp(after).metadata()).width).toBe(64);
    expect(after.equals(Buffer.from(before))).toBe(false);
    expect(await status(staff, blurred.thumbnailPath)).toBe(200);

    expect(await status(staff, `/api/photos/${second}`)).toBe(404);
    expect(await status(staff, `/api/photos/${second}/thumbnail`)).toBe(404);
    expect(existsSync(localFile(server, original!.display_key))).toBe(false);
    expect(existsSync(localFile(server, original!.thumbnail_key))).toBe(false);

    expect(await auditRows(server, report.id)).toEqual([
      { action: "report.photoBlur", before: { photo: second }, after: { photo: blurred.id, rectangles: 2 } },
    ]);
  });

  it("over GraphQL: the same service, and the public view names the new photo", async () => {
    const report = await reportWithPhotos(carlos, 1);
    const [photoId] = await photoIds(carlos, report.id);
    const response = await staff.graphql<{ blurReportPhoto: { id: string; url: string; width: number } }>(
      BLUR,
      {
        reportId: report.id,
        photoId,
        rectangles: [FACE],
      },
    );
    expect(response.errors).toBeUndefined();
    const blurred = response.data!.blurReportPhoto;
    expect(blurred).toMatchObject({ url: `/api/photos/${blurred.id}`, width: 64 });
    expect(await status(staff, blurred.url)).toBe(200);
    expect(await status(staff, `/api/photos/${photoId}`)).toBe(404);
    // Open311's media_url and the share page read this same public view.
    const publicView = await new HttpClient(server.url).request(`/api/public/reports/${report.id}`);
    expect(publicView.status).toBe(200);
    const text = await publicView.text();
    expect(text).toContain(blurred.id);
    expect(text).not.toContain(photoId);
    expect(await auditRows(server, report.id)).toHaveLength(1);
  });
});

describe("what blurring refuses, on both doors, with nothing changed", () => {
  let report: ReportJson;
  let photoId = "";
  let otherPhotoId = "";

  beforeAll(async () => {
    report = await reportWithPhotos(carlos, 1);
    photoId = (await photoIds(carlos, report.id))[0]!;
    const other = await reportWithPhotos(carlos, 1);
    otherPhotoId = (await photoIds(carlos, other.id))[0]!;
  });

  it.each([
    [
      "a rectangle outside the image",
      () => ({ photoId, rectangles: [{ x: 50, y: 30, width: 30, height: 10 }] }),
      "rectangles",
      PHOTO_BLUR_MESSAGES.rectangleOutside,
    ],
    [
      "a rectangle covering nothing",
      () => ({ photoId, rectangles: [{ x: 10, y: 10, width: 0, height: 10 }] }),
      "rectangles",
      PHOTO_BLUR_MESSAGES.rectangleEmpty,
    ],
    [
      "no rectangle",
      () => ({ photoId, rectangles: [] }),
      "rectangles",
      PHOTO_BLUR_MESSAGES.rectanglesRequired,
    ],
    [
      "a photo of another report",
      () => ({ photoId: otherPhotoId, rectangles: [FACE] }),
      "photoId",
      PHOTO_BLUR_MESSAGES.photoNotInReport,
    ],
  ])("%s: BAD_USER_INPUT with its Spanish message", async (_name, input, field, message) => {
    const { photoId: target, rectangles } = input();
    const viaRest = await staff.request(`/api/reports/${report.id}/photos/${target}/blur`, {
      method: "POST",
      json: { rectangles },
    });
    expect(viaRest.status).toBe(400);
    expect(await viaRest.json()).toMatchObject({ error: message, fields: { [field]: message } });
    const viaGraphQL = await staff.graphql(BLUR, { reportId: report.id, photoId: target, rectangles });
    expect(viaGraphQL.errors?.[0]).toMatchObject({
      message,
      extensions: { code: "BAD_USER_INPUT", fields: { [field]: message } },
    });
    expect(await photoIds(carlos, report.id)).toEqual([photoId]);
    expect(await status(staff, `/api/photos/${target}`)).toBe(200);
  });

  it("an unknown report: NOT_FOUND", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const viaRest = await staff.request(`/api/reports/${unknown}/photos/${photoId}/blur`, {
      method: "POST",
      json: { rectangles: [FACE] },
    });
    expect(viaRest.status).toBe(404);
    expect(await viaRest.json()).toMatchObject({ error: MESSAGES.reportNotFound });
  });

  it("a resident, even the report's author: FORBIDDEN", async () => {
    const viaRest = await carlos.request(`/api/reports/${report.id}/photos/${photoId}/blur`, {
      method: "POST",
      json: { rectangles: [FACE] },
    });
    expect(viaRest.status).toBe(403);
    expect(await viaRest.json()).toMatchObject({ error: PHOTO_BLUR_MESSAGES.forbidden });
    const viaGraphQL = await carlos.graphql(BLUR, { reportId: report.id, photoId, rectangles: [FACE] });
    expect(viaGraphQL.errors?.[0]).toMatchObject({
      message: PHOTO_BLUR_MESSAGES.forbidden,
      extensions: { code: "FORBIDDEN" },
    });
    expect(await photoIds(carlos, report.id)).toEqual([photoId]);
    expect(await auditRows(server, report.id)).toEqual([]);
  });

  it("a blur that fails (an unreadable stored image) leaves the original in place and writes nothing", async () => {
    const [row] = await queryRows<{ display_key: string }>(
      server,
      "SELECT display_key FROM photo WHERE id = $1",
      [photoId],
    );
    await writeFile(localFile(server, row!.display_key), "not a jpeg any more");
    const response = await staff.request(`/api/reports/${report.id}/photos/${photoId}/blur`, {
      method: "POST",
      json: { rectangles: [FACE] },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: PHOTO_BLUR_MESSAGES.blurFailed });
    expect(await photoIds(carlos, report.id)).toEqual([photoId]);
    expect(existsSync(localFile(server, row!.display_key))).toBe(true);
    const photos = await queryRows<{ count: string }>(
      server,
      "SELECT count(*) FROM photo WHERE report_id = $1",
      [report.id],
    );
    expect(Number(photos[0]!.count)).toBe(1);
    expect(await auditRows(server, report.id)).toEqual([]);
  });

  it("a transaction that fails leaves the original in place and deletes the new files", async () => {
    const fresh = await reportWithPhotos(carlos, 1);
    const [target] = await photoIds(carlos, fresh.id);
    // The audit entry is written last in the transaction: refusing it rolls everything back.
    await queryRows(
      server,
      `CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
       CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_audit();`,
    );
    try {
      const response = await staff.request(`/api/reports/${fresh.id}/photos/${target}/blur`, {
        method: "POST",
        json: { rectangles: [FACE] },
      });
      expect(response.status).toBe(500);
      await response.arrayBuffer();
    } finally {
      await queryRows(server, "DROP TRIGGER refuse_audit ON audit_entry; DROP FUNCTION refuse_audit();");
    }
    expect(await photoIds(carlos, fresh.id)).toEqual([target]);
    expect(await status(staff, `/api/photos/${target}`)).toBe(200);
    const rows = await queryRows<{ id: string }>(server, "SELECT id FROM photo WHERE report_id = $1", [
      fresh.id,
    ]);
    expect(rows.map((row) => row.id)).toEqual([target]);
    // No file is left under photos/ but those of photos on record.
    const photosDir = path.join(server.dataDir, "objects", "data", "photos");
    const known = new Set(
      (await queryRows<{ id: string }>(server, "SELECT id FROM photo WHERE status = 'ready'")).map(
        (row) => row.id,
      ),
    );
    for (const folder of await readdir(photosDir)) {
      if ((await readdir(path.join(photosDir, folder))).length > 0) expect(known).toContain(folder);
    }
  });
});

describe("blurring with the S3 driver", () => {
  let s3: TestS3;
  let s3Server: TestServer;

  beforeAll(async () => {
    s3 = await startTestS3();
    s3Server = await startTestServer({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
  }, 60_000);
  afterAll(async () => {
    await s3Server?.stop();
    await s3?.stop();
  });

  it("deletes the original's objects from the bucket", async () => {
    const [s3Staff, s3Carlos] = await Promise.all([admin(s3Server), citizen(s3Server)]);
    const report = await reportWithPhotos(s3Carlos, 1);
    const [photoId] = await photoIds(s3Carlos, report.id);
    const [row] = await queryRows<{ display_key: string; thumbnail_key: string }>(
      s3Server,
      "SELECT display_key, thumbnail_key FROM photo WHERE id = $1",
      [photoId],
    );
    expect(await s3.storage.headObject(row!.display_key)).not.toBeNull();

    const response = await s3Staff.graphql<{ blurReportPhoto: { id: string; url: string } }>(BLUR, {
      reportId: report.id,
      photoId,
      rectangles: [FACE],
    });
    expect(response.errors).toBeUndefined();
    const blurred = response.data!.blurReportPhoto;
    expect(await status(s3Staff, blurred.url)).toBe(200);
    expect(await status(s3Staff, `/api/photos/${photoId}`)).toBe(404);
    expect(await s3.storage.headObject(row!.display_key)).toBeNull();
    expect(await s3.storage.headObject(row!.thumbnail_key)).toBeNull();
    expect(await s3.storage.headObject(`photos/${blurred.id}/display.jpg`)).not.toBeNull();
    expect(await auditRows(s3Server, report.id)).toHaveLength(1);
  });
});
