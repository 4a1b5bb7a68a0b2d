import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { categoriesMock, editedCategories } from "../test/categories";
import { renderScreen } from "../test/render";
import { adminViewer, citizenViewer } from "../test/viewers";
import { HomePage, HomePageQuery } from "./home-page";

interface Activity {
  categoryId: string;
  categoryName: string;
  icon: string;
  count: number;
  percentage: number;
}

function homeMock({
  averageResolutionDays = 4.25,
  activity = [],
}: { averageResolutionDays?: number | null; activity?: Activity[] } = {}) {
  return {
    request: { query: HomePageQuery },
    result: {
      data: {
        publicStatistics: {
          __typename: "PublicStatistics" as const,
          totalReports: 1234,
          resolvedReports: 56,
          neighborhoods: 21,
          averageResolutionDays,
        },
        weeklyCategoryActivity: activity.map((item) => ({
          __typename: "CategoryActivity" as const,
          ...item,
        })),
      },
    },
  };
}

const activity = [
  { categoryId: "vias", categoryName: "Vías", icon: "construction", count: 12, percentage: 48 },
  { categoryId: "aseo", categoryName: "Aseo", icon: "trash-2", count: 8, percentage: 32 },
  { categoryId: "arroyos", categoryName: "Arroyos", icon: "waves", count: 1, percentage: 4 },
];

describe("HomePage", () => {
  it("greets a citizen by first name and offers the report button and quick actions", () => {
    renderScreen(<HomePage viewer={citizenViewer} />, { mocks: [categoriesMock(), homeMock()] });
    expect(screen.getByRole("heading", { level: 1, name: "Bienvenido, Carlos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Hacer un Reporte/ })).toHaveAttribute("href", "/nuevo-reporte");
    const quickActions = screen.getByRole("region", { name: "Acciones rápidas" });
    expect(
      within(quickActions)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Nuevo Reporte", "/nuevo-reporte"],
      ["Mis Reportes", "/mis-reportes"],
      ["Reportes Comunitarios", "/community/reports"],
    ]);
  });

  it("says “Ciudadano” when there is no first name, and gives a super_admin no citizen actions", () => {
    renderScreen(<HomePage viewer={{ ...adminViewer, firstName: null }} />, {
      mocks: [categoriesMock(), homeMock()],
    });
    expect(screen.getByRole("heading", { level: 1, name: "Bienvenido, Ciudadano" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Hacer un Reporte/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Acciones rápidas" })).not.toBeInTheDocument();
  });

  it("sends staff, asked to review the reports, to the pending ones", () => {
    renderScreen(<HomePage viewer={adminViewer} />, { mocks: [categoriesMock(), homeMock()] });
    expect(
      screen.getByText("Revisa los reportes de la localidad y actualiza su estado."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Ver reportes pendientes/ })).toHaveAttribute(
      "href",
      "/reportes/pendientes",
    );
  });

  it("shows the four figures from the API, formatted for Colombia", async () => {
    renderScreen(<HomePage viewer={citizenViewer} />, { mocks: [categoriesMock(), homeMock()] });
    const figures = screen.getByRole("region", { name: "Resumen de la localidad" });
    expect(await within(figures).findByText("1.234")).toBeInTheDocument();
    const pairs = within(figures)
      .getAllByRole("definition")
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]);
    expect(pairs).toEqual([
      ["Reportes Totales", "1.234"],
      ["Resueltos", "56"],
      ["Barrios", "21"],
      ["Días Promedio", "4,3"],
    ]);
  });

  it("shows “—” and why when nothing is resolved yet, as the landing page does", async () => {
    renderScreen(<HomePage viewer={citizenViewer} />, {
      mocks: [categoriesMock(), homeMock({ averageResolutionDays: null })],
    });
    const figures = screen.getByRole("region", { name: "Resumen de la localidad" });
    await within(figures).findByText("1.234");
    const average = within(figures).getByText("Días Promedio").nextElementSibling;
    expect(average).toHaveTextContent(/^—$/);
    expect(average?.nextElementSibling).toHaveTextContent("Aún no hay reportes resueltos");
  });

  it("lists the week's top categories with their counts and shares", async () => {
    renderScreen(<HomePage viewer={citizenViewer} />, { mocks: [categoriesMock(), homeMock({ activity })] });
    const section = screen.getByRole("region", { name: "Actividad Reciente" });
    const items = await within(section).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Vías12 reportes en 7 días",
      "Aseo8 reportes en 7 días",
      "Arroyos1 reporte en 7 días",
    ]);
    expect(within(items[0]!).getByRole("link", { name: "Vías" })).toHaveAttribute("href", "/categoria/vias");
    const bar = within(items[0]!).getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "48");
    expect(bar).toHaveAccessibleName("Vías: 48 % de los reportes de la semana");
  });

  it("says so when there were no reports this week", async () => {
    renderScreen(<HomePage viewer={citizenViewer} />, {
      mocks: [categoriesMock(), homeMock({ activity: [] })],
    });
    const section = screen.getByRole("region", { name: "Actividad Reciente" });
    expect(await within(section).findByText(/Aún no hay reportes en los últimos 7 días/)).toBeInTheDocument();
    expect(within(section).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("links the categories in the footer as staff left them: a rename and a deactivation", async () => {
    renderScreen(<HomePage viewer={citizenViewer} />, {
      mocks: [homeMock(), categoriesMock(editedCategories)],
    });
    const footer = screen.getByRole("navigation", { name: "Reportes por categoría" });
    expect(await within(footer).findByRole("link", { name: "Vías y andenes" })).toHaveAttribute(
      "href",
      "/categoria/vias",
    );
    expect(
      within(footer)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(editedCategories.map((category) => category.name));
  });

  it("links the categories and the data-processing notice from the footer", async () => {
    renderScreen(<HomePage viewer={citizenViewer} />, { mocks: [categoriesMock(), homeMock()] });
    const categories = screen.getByRole("navigation", { name: "Reportes por categoría" });
    expect(await within(categories).findAllByRole("link")).toHaveLength(11);
    expect(screen.getByRole("link", { name: "Tratamiento de datos personales" })).toHaveAttribute(
      "href",
      "/tratamiento-de-datos",
    );
  });
});
