import { MESSAGES } from "@domain";
import { describe, expect, it } from "vitest";
import {
  EMPTY_REPORT_FORM,
  firstInvalidField,
  idempotencyKeyFor,
  serverFieldErrors,
  toCreateReportInput,
  validateReportForm,
  type ReportFormValues,
} from "./report-form";

const filled: ReportFormValues = {
  ...EMPTY_REPORT_FORM,
  categoryId: "vias",
  neighborhood: "riomar",
  severity: "4",
  address: "  Carrera 51B # 84-120  ",
  description: "  Hueco grande.  ",
  location: { lat: 11.0187, lng: -74.8143 },
  photos: [{ objectPath: "/api/photos/a", thumbnailPath: "/api/photos/a/thumbnail" }],
};

describe("validateReportForm", () => {
  it("asks for category, neighbourhood and severity with the domain's messages", () => {
    expect(validateReportForm(EMPTY_REPORT_FORM)).toEqual({
      categoryId: MESSAGES.categoryRequired,
      neighborhood: MESSAGES.neighborhoodRequired,
      severity: MESSAGES.severityRequired,
    });
  });

  it("accepts a complete form", () => {
    expect(validateReportForm(filled)).toEqual({});
  });

  it("refuses unknown values, a long description and a location outside the city", () => {
    expect(
      validateReportForm({
        ...filled,
        categoryId: "otra",
        neighborhood: "el-prado",
        severity: "6",
        description: "a".repeat(251),
        address: "b".repeat(201),
        location: { lat: 4.6, lng: -74.08 },
      }),
    ).toEqual({
      categoryId: MESSAGES.categoryRequired,
      neighborhood: MESSAGES.neighborhoodRequired,
      severity: MESSAGES.severityRequired,
      description: MESSAGES.descriptionTooLong,
      address: MESSAGES.addressTooLong,
      location: MESSAGES.locationOutOfArea,
    });
  });

  it("allows exactly 250 characters of description", () => {
    expect(validateReportForm({ ...filled, description: "a".repeat(250) })).toEqual({});
  });

  it("refuses a fourth photo", () => {
    const photo = filled.photos[0]!;
    expect(validateReportForm({ ...filled, photos: [photo, photo, photo, photo] }).photos).toBe(
      MESSAGES.tooManyPhotos,
    );
  });
});

describe("firstInvalidField", () => {
  it("follows the order of the screen", () => {
    expect(firstInvalidField({ severity: "x", neighborhood: "y" })).toBe("neighborhood");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("toCreateReportInput", () => {
  it("trims the texts, sends the photos' paths and the severity as a number", () => {
    expect(toCreateReportInput(filled)).toEqual({
      categoryId: "vias",
      neighborhood: "riomar",
      severity: 4,
      address: "Carrera 51B # 84-120",
      description: "Hueco grande.",
      evidenceUrls: ["/api/photos/a"],
      location: { lat: 11.0187, lng: -74.8143 },
      anonymous: true,
      allowContact: false,
    });
  });

  it("sends empty texts and a missing location as null", () => {
    const input = toCreateReportInput({ ...filled, address: "   ", description: "", location: null });
    expect(input).toMatchObject({ address: null, description: null, location: null });
  });
});

describe("serverFieldErrors", () => {
  it("maps the API's fields onto the form's, ignoring anything else", () => {
    expect(
      serverFieldErrors({
        categoryId: MESSAGES.categoryRequired,
        evidenceUrls: MESSAGES.photoInvalid,
        location: MESSAGES.locationOutOfArea,
        idempotencyKey: "x",
        severity: 3,
      }),
    ).toEqual({
      categoryId: MESSAGES.categoryRequired,
      photos: MESSAGES.photoInvalid,
      location: MESSAGES.locationOutOfArea,
    });
    expect(serverFieldErrors(null)).toEqual({});
  });
});

describe("idempotencyKeyFor", () => {
  const keys = ["k1", "k2"];
  const next = () => keys.shift()!;

  it("keeps the key for the same contents and makes a new one when they change", () => {
    const first = idempotencyKeyFor(toCreateReportInput(filled), null, next);
    expect(first.key).toBe("k1");
    expect(idempotencyKeyFor(toCreateReportInput(filled), first, next)).toBe(first);
    const changed = idempotencyKeyFor(toCreateReportInput({ ...filled, severity: "5" }), first, next);
    expect(changed.key).toBe("k2");
  });

  it("uses a random UUID by default", () => {
    expect(idempotencyKeyFor(toCreateReportInput(filled), null).key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
