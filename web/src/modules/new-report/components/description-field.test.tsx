import { LIMITS } from "@domain";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { DescriptionField } from "./description-field";

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <DescriptionField value={value} onValueChange={setValue} />;
}

const max = LIMITS.descriptionMaxLength;

describe("DescriptionField", () => {
  it("stops typing at the limit, with the counter at 250/250", async () => {
    renderScreen(<Controlled initial={"a".repeat(max - 2)} />);
    const field = screen.getByRole("textbox", { name: /Descripción/ });
    await userEvent.type(field, "bcdef");
    expect(field).toHaveValue(`${"a".repeat(max - 2)}bc`);
    expect(screen.getByText(`${max}/${max}`)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the caret where it was when a keystroke in the middle is past the limit", async () => {
    renderScreen(<Controlled initial={"a".repeat(max)} />);
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: /Descripción/ });
    await userEvent.type(field, "b", { initialSelectionStart: 10, initialSelectionEnd: 10 });
    expect(field).toHaveValue("a".repeat(max));
    expect([field.selectionStart, field.selectionEnd]).toEqual([10, 10]);
    // A keystroke that replaces a selection is no longer, so it stands.
    await userEvent.type(field, "b", { initialSelectionStart: 10, initialSelectionEnd: 11 });
    expect(field).toHaveValue(`${"a".repeat(10)}b${"a".repeat(max - 11)}`);
  });

  it("keeps a longer pasted text whole and says how much to remove", async () => {
    renderScreen(<Controlled initial="" />);
    const field = screen.getByRole("textbox", { name: /Descripción/ });
    await userEvent.click(field);
    await userEvent.paste("x".repeat(max + 50));
    expect(field).toHaveValue("x".repeat(max + 50));
    expect(screen.getByRole("alert")).toHaveTextContent(
      `El texto tiene ${max + 50} caracteres y el máximo es ${max}: quita 50 para poder enviar el reporte.`,
    );
    // Typing more is refused; deleting is not.
    await userEvent.type(field, "y");
    expect(field).toHaveValue("x".repeat(max + 50));
    await userEvent.type(field, "{Backspace}");
    expect(field).toHaveValue("x".repeat(max + 49));
  });

  it("keeps whole a longer text a phone keyboard inserts at once (its clipboard, a suggestion, dictation)", () => {
    renderScreen(<Controlled initial="Hueco " />);
    const field = screen.getByRole("textbox", { name: /Descripción/ });
    const inserted = `Hueco ${"z".repeat(max + 30)}`;
    fireEvent.input(field, {
      target: { value: inserted },
      inputType: "insertText",
      data: "z".repeat(max + 30),
    });
    expect(field).toHaveValue(inserted);
    expect(screen.getByRole("alert")).toHaveTextContent(`quita ${inserted.length - max} para poder enviar`);
  });
});
