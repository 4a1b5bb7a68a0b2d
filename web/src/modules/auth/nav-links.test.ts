import { describe, expect, it } from "vitest";
import { navLinksFor } from "./nav-links";

const paths = (role: Parameters<typeof navLinksFor>[0]) => navLinksFor(role).map((link) => link.to);

describe("navigation by role", () => {
  it("gives staff and super_admins the report tables, after Mi bandeja", () => {
    for (const role of ["staff", "super_admin"] as const) {
      const links = paths(role);
      expect(links).toContain("/reportes");
      expect(links.indexOf("/reportes")).toBe(links.indexOf("/bandeja") + 1);
    }
    expect(navLinksFor("staff").find((link) => link.to === "/reportes")?.label).toBe("Reportes");
  });

  it("gives residents their area alerts, after Mis Reportes", () => {
    const links = paths("citizen");
    expect(links.indexOf("/alertas")).toBe(links.indexOf("/mis-reportes") + 1);
    expect(navLinksFor("citizen").find((link) => link.to === "/alertas")?.label).toBe("Alertas");
  });

  it("keeps the report tables out of a resident's navigation", () => {
    expect(paths("citizen")).not.toContain("/reportes");
  });
});
