import { CATEGORY_ICON_LABELS, CATEGORY_ICONS } from "@domain";
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CategoryIcon } from "./category-icon";

describe("CategoryIcon", () => {
  it.each(CATEGORY_ICONS)(
    "draws «%s», an icon an admin may choose, and not the «…» of an unknown one",
    async (name) => {
      const { container } = render(<CategoryIcon name={name} />);
      await waitFor(() => expect(container.querySelector("svg")).toHaveClass(`lucide-${name}`));
    },
  );

  it("draws «…» for a name it does not know, once the other icons have arrived too", async () => {
    const { container } = render(
      <>
        <CategoryIcon name="bus" />
        <CategoryIcon name="no-existe" />
      </>,
    );
    await waitFor(() => expect(container.querySelector("svg")).toHaveClass("lucide-bus"));
    expect(container.querySelectorAll("svg")[1]).toHaveClass("lucide-ellipsis");
  });

  it("names every icon in Spanish in the admin's picker", () => {
    for (const name of CATEGORY_ICONS) expect(CATEGORY_ICON_LABELS[name], name).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
  });
});
