import { describe, expect, it } from "vitest";
import { describeTableSearch, exportQuery, readTableSearch, withFilter, withPage } from "./table-search";

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

describe("a printed report's filters in words", () => {
  const categoryName = (id: string) => (id === "cat-1" ? "Huecos en la vía" : undefined);

  it("names every filter as the filter bar shows it, and the order", () => {
    const search = readTableSearch(
      new URLSearchParams(
        "estado=pendiente&categoria=cat-1&barrio=villa-santos&gravedad=4&desde=2026-11-03&hasta=2026-11-20&q=poste&orden=severity",
      ),
      {},
    );
    expect(describeTableSearch(search, categoryName)).toEqual([
      "Estado: Pendientes (recibido, en gestión o reabierto)",
      "Categoría: Huecos en la vía",
      "Barrio: Villa Santos",
      "Gravedad: Grave",
      "Desde: 3 de noviembre de 2026",
      "Hasta: 20 de noviembre de 2026",
      "Texto: «poste»",
      "Orden: Más graves",
    ]);
  });

  it("says when nothing is filtered", () => {
    expect(describeTableSearch(readTableSearch(new URLSearchParams(), {}), categoryName)).toEqual([
      "Sin filtros: todos los reportes",
      "Orden: Más recientes",
    ]);
  });
});
