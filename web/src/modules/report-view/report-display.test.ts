import { describe, expect, it } from "vitest";
import { reportPhotoAlt, reportShortId } from "./report-display";

describe("report display", () => {
  it("shows # and the last 8 characters of the id", () => {
    expect(reportShortId("6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5")).toBe("#b2c3d4e5");
  });

  it("numbers photos from 1 in their alt text", () => {
    expect(reportPhotoAlt(0, "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5")).toBe("Foto 1 del reporte #b2c3d4e5");
  });
});
