import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, useSearchParams } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { categoriesMock } from "../../../test/categories";
import { renderScreen } from "../../../test/render";
import { readTableSearch } from "../table-search";
import { ReportFilterBar } from "./report-filter-bar";

/** The bar on a screen whose URL links change, as the table pages do. */
function BarOnScreen({ onChange }: { onChange: (changes: object) => void }) {
  const [params] = useSearchParams();
  return (
    <>
      <ReportFilterBar search={readTableSearch(params, {})} hidden={[]} onChange={onChange} />
      <Link to="?barrio=villa-santos">solo barrio</Link>
      <Link to="?barrio=villa-santos&q=cable">barrio y texto</Link>
    </>
  );
}

describe("ReportFilterBar", () => {
  it("keeps what is typed when another filter reaches the URL, and takes a new text from it", async () => {
    const onChange = vi.fn();
    renderScreen(<BarOnScreen onChange={onChange} />, { path: "/reportes", mocks: [categoriesMock()] });
    const box = screen.getByRole("searchbox", { name: "Buscar en dirección o descripción" });
    await userEvent.type(box, "poste");

    // The barrio chosen just before shows up while the text is being typed.
    await userEvent.click(screen.getByRole("link", { name: "solo barrio" }));
    expect(screen.getByRole("combobox", { name: "Barrio" })).toHaveValue("villa-santos");
    expect(box).toHaveValue("poste");
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(onChange).toHaveBeenLastCalledWith({ text: "poste" });

    // A link with another text: the field shows that one.
    await userEvent.click(screen.getByRole("link", { name: "barrio y texto" }));
    expect(box).toHaveValue("cable");
  });
});

describe("ReportFilterBar's order", () => {
  it("lists each order once, the newest first chosen", () => {
    renderScreen(<BarOnScreen onChange={vi.fn()} />, { path: "/reportes", mocks: [categoriesMock()] });
    const order = screen.getByRole("combobox", { name: "Ordenar por" });
    expect(order).toHaveValue("newest");
    expect([...(order as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Más recientes",
      "Más antiguos",
      "Más graves",
      "Más apoyados",
      "Vencen primero",
    ]);
  });
});

describe("ReportFilterBar on a phone", () => {
  const phoneWidth = (matches: boolean) =>
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: matches && query.includes("max-width"),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );

  it("folds the filters behind 'Filtros (n)', n the filters in use", async () => {
    phoneWidth(true);
    const search = readTableSearch(new URLSearchParams("barrio=villa-santos&estado=pendiente&orden=due"), {});
    renderScreen(<ReportFilterBar search={search} hidden={[]} onChange={vi.fn()} />, {
      path: "/reportes",
      mocks: [categoriesMock()],
    });
    const toggle = screen.getByRole("button", { name: "Filtros (3)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("combobox", { name: "Barrio" })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("combobox", { name: "Barrio" })).toHaveValue("villa-santos");
    expect(screen.getByRole("searchbox", { name: "Buscar en dirección o descripción" })).toBeVisible();
    vi.restoreAllMocks();
  });

  it("stays open when the bar is drawn anew while the filters are in use, and folds again when asked", async () => {
    phoneWidth(true);
    const search = readTableSearch(new URLSearchParams("barrio=villa-santos"), {});
    const bar = () =>
      renderScreen(<ReportFilterBar search={search} hidden={[]} onChange={vi.fn()} />, {
        path: "/reportes/pendientes",
        mocks: [categoriesMock()],
      });
    const first = bar();
    await userEvent.click(screen.getByRole("button", { name: "Filtros (1)" }));
    first.unmount();

    bar();
    const toggle = screen.getByRole("button", { name: "Filtros (1)" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("combobox", { name: "Barrio" })).toHaveValue("villa-santos");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    vi.restoreAllMocks();
  });

  it("shows every filter at once on a wider screen", () => {
    phoneWidth(false);
    renderScreen(
      <ReportFilterBar search={readTableSearch(new URLSearchParams(), {})} hidden={[]} onChange={vi.fn()} />,
      {
        path: "/reportes",
        mocks: [categoriesMock()],
      },
    );
    expect(screen.queryByRole("button", { name: /^Filtros/ })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Barrio" })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
