import { describe, expect, it } from "vitest";
import { reportPhotoAlt } from "./report-display";

describe("report display", () => {
  it("numbers photos from 1 in their alt text", () => {
    expect(reportPhotoAlt(0, "RIO-2026-000123")).toBe("Foto 1 del reporte RIO-2026-000123");
  });
});
