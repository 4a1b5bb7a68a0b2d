import { describe, expect, it } from "vitest";
import { nearbyRequest, nearbyTopic } from "./nearby-request";
import { EMPTY_REPORT_FORM, type ReportFormValues } from "./report-form";

const form = (values: Partial<ReportFormValues>): ReportFormValues => ({ ...EMPTY_REPORT_FORM, ...values });

describe("nearbyRequest", () => {
  it("waits for the category and a place", () => {
    expect(nearbyRequest(form({}))).toBeNull();
    expect(nearbyRequest(form({ categoryId: "vias", neighborhood: "altamira" }))).toBeNull();
    expect(
      nearbyRequest(form({ neighborhood: "altamira", location: { lat: 11.0059, lng: -74.8232 } })),
    ).toBeNull();
  });

  it("asks with the pin", () => {
    expect(
      nearbyRequest(
        form({ categoryId: "vias", neighborhood: "altamira", location: { lat: 11.0059, lng: -74.8232 } }),
      ),
    ).toEqual({ categoryId: "vias", neighborhood: "altamira", lat: 11.0059, lng: -74.8232, text: null });
  });

  it("asks with the barrio and the address when there is no pin (no map tiles, no geocoder)", () => {
    expect(
      nearbyRequest(
        form({
          categoryId: "vias",
          neighborhood: "altamira",
          address: " Carrera 51B # 82-100 ",
          description: "Hueco grande ",
        }),
      ),
    ).toEqual({
      categoryId: "vias",
      neighborhood: "altamira",
      lat: null,
      lng: null,
      text: "Carrera 51B # 82-100 Hueco grande",
    });
  });

  it("leaves out a pin outside the city and text too short to compare", () => {
    expect(
      nearbyRequest(
        form({
          categoryId: "vias",
          neighborhood: "altamira",
          address: "Cr",
          location: { lat: 4.6, lng: -74.08 },
        }),
      ),
    ).toEqual({ categoryId: "vias", neighborhood: "altamira", lat: null, lng: null, text: null });
  });
});

describe("nearbyTopic", () => {
  it("is the category and the barrio", () => {
    expect(nearbyTopic({ categoryId: "vias", neighborhood: "altamira" })).toBe("vias|altamira");
  });
});
