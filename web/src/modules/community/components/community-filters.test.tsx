import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { categoriesMock, editedCategories } from "../../../test/categories";
import { renderScreen } from "../../../test/render";
import { CommunityFiltersBar } from "./community-filters";

const noFilters = { categoryId: null, neighborhood: null, status: null, sort: "newest" } as const;

describe("CommunityFiltersBar", () => {
  it("offers the categories as staff left them: a rename and a deactivation", async () => {
    renderScreen(<CommunityFiltersBar filters={noFilters} onChange={vi.fn()} />, {
      mocks: [categoriesMock(editedCategories)],
    });
    const select = screen.getByRole("combobox", { name: "Categoría" });
    expect(await within(select).findByRole("option", { name: "Vías y andenes" })).toHaveValue("vias");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Todas", ...editedCategories.map((category) => category.name)]);
  });
});
