import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { ResidentAnswers } from "./resident-answers";

describe("ResidentAnswers", () => {
  it("lists each answer by role, never by name, with the comment and a link to the photo", () => {
    renderScreen(
      <ResidentAnswers
        answers={[
          {
            role: "reporter",
            answer: "no",
            comment: "Sigue el hueco.",
            answeredAt: new Date().toISOString(),
            photo: { url: "/api/photos/p1", thumbnailUrl: "/api/photos/p1/thumbnail" },
          },
          {
            role: "follower",
            answer: "si",
            comment: null,
            answeredAt: new Date().toISOString(),
            photo: null,
          },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Respuestas de los vecinos a «¿Quedó resuelto?»" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Quien reportó: No");
    expect(items[0]).toHaveTextContent("«Sigue el hueco.»");
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/api/photos/p1");
    expect(
      within(items[0]!).getByRole("img", { name: "Foto enviada con la respuesta «No»" }),
    ).toHaveAttribute("src", "/api/photos/p1/thumbnail");
    expect(items[1]).toHaveTextContent("Un seguidor: Sí");
    expect(within(items[1]!).queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows nothing when nobody answered (or the viewer is not staff: the server sends none)", () => {
    const { container } = renderScreen(<ResidentAnswers answers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
