import { describe, expect, it } from "vitest";
import { exportQuery, readTableSearch, withFilter, withPage } from "./table-search";

describe("the report tables' URL", () => {
  it("reads filters, order and page from Spanish parameters; the route's fixed filters win", () => {
    const search = readTableSearch(
      new URLSearchParams("estado=resuelto&barrio=riomar&gravedad=4&q=via&orden=oldest&despues=abc&pagina=3"),
      { status: "pendiente" },
    );
    expect(search).toEqual({
      filter: { status: "pendiente", neighborhood: "riomar", severity: 4, text: "via" },
      sort: "oldest",
      after: "abc",
      before: undefined,
      page: 3,
    });
  });

  it("falls back to the newest first for an unknown order", () => {
    expect(readTableSearch(new URLSearchParams("orden=aleatorio"), {}).sort).toBe("newest");
  });

  it("starts again at page 1 when a filter or the order changes", () => {
    const next = withFilter(new URLSearchParams("barrio=riomar&despues=abc&pagina=2"), {
      sort: "severity",
      neighborhood: "",
    });
    expect(next.toString()).toBe("orden=severity");
  });

  it("keeps one cursor at a time and the page number", () => {
    const params = new URLSearchParams("barrio=riomar&despues=abc&pagina=2");
    expect(withPage(params, { before: "xyz" }, 1).toString()).toBe("barrio=riomar&antes=xyz");
    expect(withPage(params, { after: "def" }, 3).toString()).toBe("barrio=riomar&pagina=3&despues=def");
  });

  it("passes the same filters to the CSV export, in the API's names", () => {
    expect(exportQuery({ filter: { neighborhood: "riomar", thisWeek: true }, sort: "newest" })).toBe(
      "neighborhood=riomar&thisWeek=true&sort=newest",
    );
  });
});
