import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS, MESSAGES } from "../../src/domain";
import { REPORT_MESSAGES } from "../../src/modules/report/report.inputs";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import {
  admin,
  citizen,
  createViaGraphQL,
  createViaRest,
  fileReport,
  processedPhoto,
  queryRows,
  resetRateLimits,
  signUpCitizen,
  uploadOnly,
  validReport,
} from "./report-support";

let server: TestServer;
let resident: HttpClient;
let neighbour: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  resident = await citizen(server);
  neighbour = await signUpCitizen(server, "Marta");
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

type Door = "rest" | "graphql";
const DOORS: Door[] = ["rest", "graphql"];

/** Sets up what a case needs (photos are made per case, so that no case sees another's). */
type Overrides = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

const photoIdOf = (objectPath: string) => objectPath.split("/").pop()!;

/**
 * Refused inputs: what is changed from a valid report, and the per-field messages expected. `graphqlTyped`
 * marks values that GraphQL's own types refuse before the service sees them (String!, Int): the answer
 * is still Spanish, per field, one error per field.
 */
const REFUSED: Array<[string, Overrides, Record<string, string>, { graphqlTyped?: boolean }?]> = [
  [
    "missing category",
    { categoryId: undefined },
    { categoryId: MESSAGES.categoryRequired },
    { graphqlTyped: true },
  ],
  ["null category", { categoryId: null }, { categoryId: MESSAGES.categoryRequired }, { graphqlTyped: true }],
  ["empty category", { categoryId: "" }, { categoryId: MESSAGES.categoryRequired }],
  ["unknown category slug", { categoryId: "parques" }, { categoryId: MESSAGES.categoryRequired }],
  [
    "missing neighbourhood",
    { neighborhood: undefined },
    { neighborhood: MESSAGES.neighborhoodRequired },
    { graphqlTyped: true },
  ],
  [
    "unknown neighbourhood slug",
    { neighborhood: "bocagrande" },
    { neighborhood: MESSAGES.neighborhoodRequired },
  ],
  [
    "missing severity",
    { severity: undefined },
    { severity: MESSAGES.severityRequired },
    { graphqlTyped: true },
  ],
  ["severity 0", { severity: 0 }, { severity: MESSAGES.severityRequired }],
  ["severity 6", { severity: 6 }, { severity: MESSAGES.severityRequired }],
  ["severity 2.5", { severity: 2.5 }, { severity: MESSAGES.severityRequired }, { graphqlTyped: true }],
  ['severity "3"', { severity: "3" }, { severity: MESSAGES.severityRequired }, { graphqlTyped: true }],
  [
    "description of 251 characters",
    { description: "a".repeat(LIMITS.descriptionMaxLength + 1) },
    { description: MESSAGES.descriptionTooLong },
  ],
  [
    "description with a NUL character",
    { description: "hueco\u0000grande" },
    { description: MESSAGES.textHasControlCharacters },
  ],
  [
    "description with a right-to-left override",
    { description: "hueco \u202Eetnerf\u202C al parque" },
    { description: MESSAGES.textHasControlCharacters },
  ],
  [
    "address with a bidirectional isolate",
    { address: "Calle 84 \u2067# 51-20\u2069" },
    { address: MESSAGES.textHasControlCharacters },
  ],
  [
    "address with a left-to-right embedding",
    { address: "\u202ACarrera 51B\u202C" },
    { address: MESSAGES.textHasControlCharacters },
  ],
  [
    "address too long",
    { address: "Calle ".repeat(40).padEnd(LIMITS.addressMaxLength + 1, "x") },
    { address: MESSAGES.addressTooLong },
  ],
  [
    "address that is not text",
    { address: 82 },
    { address: REPORT_MESSAGES.invalidValue },
    { graphqlTyped: true },
  ],
  [
    "4 photos",
    { evidenceUrls: Array.from({ length: 4 }, () => `/api/photos/${randomUUID()}`) },
    { evidenceUrls: MESSAGES.tooManyPhotos },
  ],
  [
    "someone else's photo",
    async () => ({ evidenceUrls: [await processedPhoto(neighbour)] }),
    { evidenceUrls: MESSAGES.photoInvalid },
  ],
  [
    "an unprocessed photo (its id)",
    async () => {
      const uploadURL = await uploadOnly(resident);
      const key = /uploads\/[^?]+/.exec(decodeURIComponent(new URL(uploadURL).pathname))![0];
      const [row] = await queryRows<{ id: string }>(server, "SELECT id FROM photo WHERE upload_key = $1", [
        key,
      ]);
      return { evidenceUrls: [`/api/photos/${row!.id}`] };
    },
    { evidenceUrls: MESSAGES.photoInvalid },
  ],
  [
    "an unprocessed photo (its upload URL)",
    async () => ({ evidenceUrls: [await uploadOnly(resident)] }),
    { evidenceUrls: MESSAGES.photoInvalid },
  ],
  [
    "a photo already used by another report",
    async () => {
      const photo = await processedPhoto(resident);
      await fileReport(resident, { evidenceUrls: [photo] });
      return { evidenceUrls: [photo] };
    },
    { evidenceUrls: MESSAGES.photoInvalid },
  ],
  [
    "the same photo twice",
    async () => {
      const photo = await processedPhoto(resident);
      return { evidenceUrls: [photo, photo] };
    },
    { evidenceUrls: MESSAGES.photoInvalid },
  ],
  [
    "a photo that does not exist",
    { evidenceUrls: [`/api/photos/${randomUUID()}`] },
    { evidenceUrls: MESSAGES.photoInvalid },
  ],
  [
    "a URL elsewhere",
    { evidenceUrls: ["https://example.com/foto.jpg"] },
    { evidenceUrls: MESSAGES.photoInvalid },
  ],
  [
    "a location outside Barranquilla (Bogotá)",
    { location: { lat: 4.711, lng: -74.0721 } },
    { location: MESSAGES.locationOutOfArea },
  ],
  [
    "several problems at once",
    { categoryId: undefined, neighborhood: undefined, severity: undefined },
    {
      categoryId: MESSAGES.categoryRequired,
      neighborhood: MESSAGES.neighborhoodRequired,
      severity: MESSAGES.severityRequired,
    },
    { graphqlTyped: true },
  ],
];

async function submit(door: Door, body: Record<string, unknown>) {
  if (door === "rest") {
    const { status, body: answer } = await createViaRest(resident, body);
    return { status, answer: answer as unknown };
  }
  const result = await createViaGraphQL(resident, body);
  return { status: result.status, answer: result as unknown };
}

const reportRows = async () =>
  Number((await queryRows<{ count: string }>(server, "SELECT count(*) FROM report"))[0]!.count);

describe.each(DOORS)("creating a report over %s", (door) => {
  it.each(REFUSED)("refuses %s", async (_name, overrides, fields, options = {}) => {
    const body = validReport(typeof overrides === "function" ? await overrides() : overrides);
    const before = await reportRows();
    const { status, answer } = await submit(door, body);
    if (door === "rest") {
      expect(status).toBe(400);
      expect(answer).toEqual({ error: Object.values(fields)[0], fields });
    } else if (options.graphqlTyped) {
      const { errors, data } = answer as {
        errors: Array<{ message: string; extensions: { code: string; fields: Record<string, string> } }>;
        data?: unknown;
      };
      for (const error of errors) {
        expect(error.extensions.code).toBe("BAD_USER_INPUT");
        expect(Object.values(error.extensions.fields)).toEqual([error.message]);
      }
      expect(Object.assign({}, ...errors.map((error) => error.extensions.fields))).toEqual(fields);
      expect(data ?? null).toBeNull();
    } else {
      const { errors, data } = answer as {
        errors: Array<{ message: string; extensions: Record<string, unknown> }>;
        data: unknown;
      };
      expect(data).toBeNull();
      expect(errors[0]!.message).toBe(Object.values(fields)[0]);
      expect(errors[0]!.extensions).toEqual({ code: "BAD_USER_INPUT", fields });
    }
    expect(await reportRows()).toBe(before);
  });

  it("accepts a complete report, trims its texts and answers it as REST and GraphQL show it", async () => {
    const photos = [await processedPhoto(resident), await processedPhoto(resident)];
    const body = validReport({
      address: "  Calle 84 # 51-20  ",
      description: `  ${"d".repeat(LIMITS.descriptionMaxLength)}  `,
      severity: 5,
      evidenceUrls: photos,
      anonymous: false,
      allowContact: true,
    });
    const { status, answer } = await submit(door, body);
    const report =
      door === "rest"
        ? answer
        : (answer as { data: { createReport: Record<string, unknown> } }).data.createReport;
    if (door === "rest") expect(status).toBe(201);
    expect(report).toMatchObject({
      categoryId: "vias",
      category: { id: "vias", name: "Vías", icon: "construction" },
      neighborhood: "altamira",
      address: "Calle 84 # 51-20",
      description: "d".repeat(LIMITS.descriptionMaxLength),
      severity: 5,
      status: "recibido",
      location: { lat: 11.0059, lng: -74.8232 },
      anonymous: false,
      allowContact: true,
      evidenceUrls: photos,
      author: { firstName: "Carlos", lastName: "Pérez", email: "carlos@example.com" },
      statusHistory: [{ fromStatus: null, toStatus: "recibido", note: null }],
    });
    const created = report as { id: string; photos: Array<Record<string, unknown>>; createdAt: string };
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.photos).toEqual(
      photos.map((url) => ({
        id: photoIdOf(url),
        url,
        thumbnailUrl: `${url}/thumbnail`,
        width: 64,
        height: 48,
      })),
    );
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
  });

  it("drops invisible zero-width characters from the address and the description", async () => {
    const body = validReport({
      address: "Calle\u200B 84\u2060 # 51-20\uFEFF",
      description: "hue\u200Bco \u200Egrande\u200F",
    });
    const { answer } = await submit(door, body);
    const report =
      door === "rest"
        ? answer
        : (answer as { data: { createReport: Record<string, unknown> } }).data.createReport;
    expect(report).toMatchObject({ address: "Calle 84 # 51-20", description: "hueco grande" });
  });

  it("stores blank address and description as null, and applies the privacy defaults", async () => {
    const {
      anonymous: _anonymous,
      allowContact: _allowContact,
      ...body
    } = validReport({
      address: "   ",
      description: "\n\t ",
    });
    const { answer } = await submit(door, body);
    const report =
      door === "rest"
        ? answer
        : (answer as { data: { createReport: Record<string, unknown> } }).data.createReport;
    expect(report).toMatchObject({ address: null, description: null, anonymous: true, allowContact: false });
  });

  it("accepts a report without a location, photos, address or description", async () => {
    const { answer } = await submit(door, {
      categoryId: "ruido",
      neighborhood: "villa-campestre",
      severity: 1,
      location: null,
    });
    const report =
      door === "rest"
        ? answer
        : (answer as { data: { createReport: Record<string, unknown> } }).data.createReport;
    expect(report).toMatchObject({
      categoryId: "ruido",
      location: null,
      address: null,
      description: null,
      evidenceUrls: [],
      photos: [],
    });
  });

  it("keeps the photos in the order given", async () => {
    const photos = [
      await processedPhoto(resident),
      await processedPhoto(resident),
      await processedPhoto(resident),
    ];
    const order = [photos[2]!, photos[0]!, photos[1]!];
    const { answer } = await submit(door, validReport({ evidenceUrls: order }));
    const report =
      door === "rest" ? answer : (answer as { data: { createReport: { id: string } } }).data.createReport;
    expect((report as { evidenceUrls: string[] }).evidenceUrls).toEqual(order);
    const again = await resident.request(`/api/reports/${(report as { id: string }).id}`);
    expect(((await again.json()) as { evidenceUrls: string[] }).evidenceUrls).toEqual(order);
  });

  it("refuses staff: only citizens file reports, and no cédula is needed", async () => {
    const staff = await admin(server);
    const body = validReport();
    if (door === "rest") {
      const { status, body: answer } = await createViaRest(staff, body);
      expect(status).toBe(403);
      expect(answer).toEqual({ error: MESSAGES.onlyCitizensReport });
    } else {
      const result = await createViaGraphQL(staff, body);
      expect(result.errors?.[0]).toMatchObject({
        message: MESSAGES.onlyCitizensReport,
        extensions: { code: "FORBIDDEN" },
      });
    }
    // The resident of this file has no cédula and files reports all along.
    const [user] = await queryRows<{ cedula_hash: string | null }>(
      server,
      "SELECT cedula_hash FROM app_user WHERE id = 'test-citizen'",
    );
    expect(user!.cedula_hash).toBeNull();
  });
});

describe("one transaction per report", () => {
  it("leaves no report, history or attached photo behind when a photo check fails", async () => {
    const mine = await processedPhoto(resident);
    const theirs = await processedPhoto(neighbour);
    const before = await queryRows(
      server,
      "SELECT (SELECT count(*) FROM report) AS reports, (SELECT count(*) FROM report_status_change) AS history",
    );
    const { status, body } = await createViaRest(resident, validReport({ evidenceUrls: [mine, theirs] }));
    expect(status, JSON.stringify(body)).toBe(400);
    const after = await queryRows(
      server,
      "SELECT (SELECT count(*) FROM report) AS reports, (SELECT count(*) FROM report_status_change) AS history",
    );
    expect(after).toEqual(before);
    const photos = await queryRows<{ report_id: string | null }>(
      server,
      "SELECT report_id FROM photo WHERE id = $1",
      [photoIdOf(mine)],
    );
    expect(photos).toEqual([{ report_id: null }]);
    // The photo is still free to use.
    const retry = await fileReport(resident, { evidenceUrls: [mine] });
    expect(retry.evidenceUrls).toEqual([mine]);
  });

  it("writes the report, its photos' attachment and its first history entry together", async () => {
    const photo = await processedPhoto(resident);
    const report = await fileReport(resident, { evidenceUrls: [photo] });
    const [row] = await queryRows(
      server,
      `SELECT r.author_id, p.report_id::text AS photo_report, h.from_status, h.to_status, h.changed_by_id,
              h.changed_at = r.created_at AS at_creation
         FROM report r JOIN photo p ON p.id = $2 JOIN report_status_change h ON h.report_id = r.id
        WHERE r.id = $1`,
      [report.id, photoIdOf(photo)],
    );
    expect(row).toEqual({
      author_id: "test-citizen",
      photo_report: report.id,
      from_status: null,
      to_status: "recibido",
      // The author is on the report; the creation entry names nobody (anonymous reports).
      changed_by_id: null,
      at_creation: true,
    });
  });
});

describe("rate limit", () => {
  const budgetLeft = async (userId: string) => {
    const [row] = await queryRows<{ points: number }>(
      server,
      "SELECT points FROM rate_limit WHERE key = $1",
      [`reports-user:${userId}`],
    );
    return 20 - (row?.points ?? 0);
  };

  it.each(DOORS)(
    "answers a retried submission its stored report over %s even once the hour's budget is spent",
    async (door) => {
      const filer = await signUpCitizen(server, "Reintenta");
      const key = randomUUID();
      const first = await createViaRest(filer, validReport(), key);
      expect(first.status).toBe(201);
      for (let index = 0; index < 19; index++) await fileReport(filer);
      expect((await createViaRest(filer, validReport())).status).toBe(429);
      if (door === "rest") {
        const retry = await createViaRest(filer, validReport(), key);
        expect(retry).toMatchObject({ status: 200, body: { id: first.body.id } });
      } else {
        const retry = await createViaGraphQL(filer, validReport(), key);
        expect(retry.errors).toBeUndefined();
        expect(retry.data?.createReport.id).toBe(first.body.id);
      }
    },
  );

  it("spends nothing on refused submissions or on replays, over either door", async () => {
    const filer = await signUpCitizen(server, "Cuidadosa");
    const [{ id: userId } = { id: "" }] = await queryRows<{ id: string }>(
      server,
      "SELECT id FROM app_user WHERE first_name = 'Cuidadosa'",
    );
    const key = randomUUID();
    expect((await createViaRest(filer, validReport(), key)).status).toBe(201);
    expect(await budgetLeft(userId)).toBe(19);
    for (let index = 0; index < 3; index++) {
      expect((await createViaRest(filer, validReport({ severity: 9 }))).status).toBe(400);
      expect(
        (await createViaGraphQL(filer, validReport({ neighborhood: "x" }))).errors?.[0]?.extensions?.code,
      ).toBe("BAD_USER_INPUT");
      expect(
        (await createViaRest(filer, validReport({ evidenceUrls: [`/api/photos/${randomUUID()}`] }))).status,
      ).toBe(400);
      expect((await createViaRest(filer, validReport(), key)).status).toBe(200);
      expect((await createViaGraphQL(filer, validReport(), key)).errors).toBeUndefined();
    }
    expect(await budgetLeft(userId)).toBe(19);
  });

  it("allows 20 reports an hour per user, across REST and GraphQL", async () => {
    const filer = await signUpCitizen(server, "Rauda");
    for (let index = 0; index < 10; index++) {
      expect((await createViaRest(filer, validReport())).status).toBe(201);
      expect((await createViaGraphQL(filer, validReport())).errors).toBeUndefined();
    }
    const rest = await filer.request("/api/reports", { method: "POST", json: validReport() });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    const graphql = await createViaGraphQL(filer, validReport());
    expect(graphql.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    // Someone else's budget is untouched.
    expect((await createViaRest(resident, validReport())).status).toBe(201);
  });
});
