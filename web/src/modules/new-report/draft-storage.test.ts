import { afterEach, describe, expect, it } from "vitest";
import { clearDraft, DRAFT_STORAGE_KEY, isDraftEmpty, loadDraft, saveDraft } from "./draft-storage";
import { EMPTY_REPORT_FORM, type ReportFormValues } from "./report-form";

const values: ReportFormValues = {
  ...EMPTY_REPORT_FORM,
  categoryId: "aseo",
  neighborhood: "altamira",
  description: "Basura acumulada",
  location: { lat: 11.0059, lng: -74.8232 },
  photos: [{ objectPath: "/api/photos/p1", thumbnailPath: "/api/photos/p1/thumbnail" }],
  anonymous: false,
};

afterEach(() => sessionStorage.clear());

describe("report drafts", () => {
  it("come back for the same user, with the idempotency key", () => {
    const idempotency = { key: "k", fingerprint: "f" };
    saveDraft("user-1", { values, idempotency });
    expect(loadDraft("user-1")).toEqual({ values, idempotency });
  });

  it("belong to the user who wrote them", () => {
    saveDraft("user-1", { values, idempotency: null });
    expect(loadDraft("user-2")).toBeNull();
  });

  it("are gone once cleared", () => {
    saveDraft("user-1", { values, idempotency: null });
    clearDraft();
    expect(loadDraft("user-1")).toBeNull();
  });

  it("survive damage: bad JSON is no draft, bad fields become defaults", () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, "{no es json");
    expect(loadDraft("user-1")).toBeNull();

    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        ownerId: "user-1",
        values: {
          categoryId: 7,
          address: "Calle 84",
          location: { lat: "11", lng: -74 },
          photos: [
            { objectPath: "https://evil.example/x.jpg", thumbnailPath: "https://evil.example/x.jpg" },
            { objectPath: "/api/photos/ok", thumbnailPath: "/api/photos/ok/thumbnail" },
          ],
          anonymous: "no",
        },
        idempotency: { key: 1 },
      }),
    );
    expect(loadDraft("user-1")).toEqual({
      values: {
        ...EMPTY_REPORT_FORM,
        address: "Calle 84",
        photos: [{ objectPath: "/api/photos/ok", thumbnailPath: "/api/photos/ok/thumbnail" }],
      },
      idempotency: null,
    });
  });

  it("tell an untouched form from a started one", () => {
    expect(isDraftEmpty(EMPTY_REPORT_FORM)).toBe(true);
    expect(isDraftEmpty(values)).toBe(false);
  });
});
