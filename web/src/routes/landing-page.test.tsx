import { CATEGORIES, MESSAGES } from "@domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editedCategories, seededCategories, type CategoryAnswer } from "../test/categories";
import { renderScreen } from "../test/render";
import { LandingPageQuery } from "../modules/landing/landing-query";
import { LandingPage } from "./landing-page";

function statisticsMock(
  averageResolutionDays: number | null,
  categories: CategoryAnswer[] = seededCategories,
) {
  return {
    request: { query: LandingPageQuery },
    result: {
      data: {
        publicStatistics: {
          __typename: "PublicStatistics" as const,
          totalReports: 1234,
          resolvedReports: 56,
          neighborhoods: 21,
          averageResolutionDays,
        },
        categories,
      },
    },
  };
}

describe("LandingPage", () => {
  it("shows the 11 categories plus the 'Y más...' tile", async () => {
    renderScreen(<LandingPage />, { mocks: [statisticsMock(3.25)] });
    const section = await screen.findByRole("region", { name: "¿Qué puedes reportar?" });
    await within(section).findByText("Seguridad");
    const tiles = within(section).getAllByRole("listitem");
    expect(tiles).toHaveLength(12);
    expect(tiles.map((tile) => within(tile).getByRole("heading").textContent)).toEqual([
      ...CATEGORIES.map((category) => category.name),
      "Y más...",
    ]);
  });

  it("shows the categories as staff left them once the API answers: a rename and a deactivation", async () => {
    renderScreen(<LandingPage />, { mocks: [statisticsMock(3.25, editedCategories)] });
    const section = await screen.findByRole("region", { name: "¿Qué puedes reportar?" });
    await within(section).findByText("Vías y andenes");
    const names = within(section)
      .getAllByRole("listitem")
      .map((tile) => within(tile).getByRole("heading").textContent);
    expect(names).toEqual([...editedCategories.map((category) => category.name), "Y más..."]);
    expect(names).not.toContain("Animales");
  });

  it("shows the live figures, formatted for Colombia", async () => {
    renderScreen(<LandingPage />, { mocks: [statisticsMock(3.25)] });
    const figures = await screen.findByRole("region", { name: "Cifras de la localidad" });
    expect(await within(figures).findByText("1.234")).toBeInTheDocument();
    expect(within(figures).getByText("56")).toBeInTheDocument();
    expect(within(figures).getByText("21")).toBeInTheDocument();
    expect(within(figures).getByText("3,3")).toBeInTheDocument();
  });

  it("says there is no average yet instead of inventing one", async () => {
    renderScreen(<LandingPage />, { mocks: [statisticsMock(null)] });
    expect(await screen.findByText("Aún no hay reportes resueltos")).toBeInTheDocument();
  });

  it("links sign-in to /api/login as a plain navigation", () => {
    renderScreen(<LandingPage />, { mocks: [statisticsMock(null)] });
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: /Iniciar sesión/ })).toHaveAttribute(
      "href",
      "/api/login",
    );
  });

  it("starts reporting by signing in and coming back to the new-report form", () => {
    renderScreen(<LandingPage />, { mocks: [statisticsMock(null)] });
    expect(screen.getByRole("link", { name: /Comenzar a reportar/ })).toHaveAttribute(
      "href",
      "/api/login?returnTo=%2Fnuevo-reporte",
    );
  });

  it("tells the visitor to reload when the figures cannot be loaded", async () => {
    renderScreen(<LandingPage />, {
      mocks: [{ request: { query: LandingPageQuery }, error: new Error("network down") }],
    });
    expect(await screen.findByText(MESSAGES.figuresLoadFailed)).toBeInTheDocument();
  });

  it("says why there is no average, with the same rule as the home page", async () => {
    renderScreen(<LandingPage />, { mocks: [statisticsMock(null)] });
    const figures = await screen.findByRole("region", { name: "Cifras de la localidad" });
    expect(await within(figures).findByText("—")).toBeInTheDocument();
    expect(within(figures).getByText("Aún no hay reportes resueltos")).toBeInTheDocument();
  });
});
