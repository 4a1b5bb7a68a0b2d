import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./paths";

describe("safeReturnPath", () => {
  it.each([
    ["/mis-reportes", "/mis-reportes"],
    ["/reportes/pendientes?orden=fecha#lista", "/reportes/pendientes?orden=fecha#lista"],
    ["/barrio/Las Flores", "/barrio/Las%20Flores"],
    ["/barrio/villa-santos/../altamira", "/barrio/altamira"],
    // Already percent-encoded text stays a path of this app (a browser does not decode it either).
    ["/%09/evil.example/", "/%09/evil.example/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the path of this app %j as %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ["another origin", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example/"],
    ["a tab between the slashes (browsers drop it)", "/\t/evil.example/"],
    ["a newline between the slashes", "/\n/evil.example/"],
    ["a carriage return between the slashes", "/\r/evil.example/"],
    ["a backslash (browsers read it as a slash)", "/\\evil.example/"],
    ["two backslashes", "\\\\evil.example/"],
    ["a backslash after a tab", "/\t\\evil.example"],
    ["a dot segment that leaves two slashes", "/.//evil.example/"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "mis-reportes"],
    ["nothing", ""],
    ["not text", 42],
    ["no value", undefined],
  ])("refuses %s", (_name, value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it("answers a path that resolves to itself, on the same origin", () => {
    const probes = ["/a/../b", "/x?y=1#z", "/\t/evil.example", "/.//evil.example", "/%5Cevil", "/ñandú"];
    for (const probe of probes) {
      const path = safeReturnPath(probe);
      const resolved = new URL(path, "https://riomar.example");
      expect(resolved.origin).toBe("https://riomar.example");
      expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(path);
    }
  });
});
