import { LIMITS, MESSAGES } from "@domain";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { citizenViewer } from "../../../test/viewers";
import { CommentForm } from "./comment-form";

const max = LIMITS.commentMaxLength;

// What the form sends, watched: a refusal on the field must send nothing.
const addComment = vi.hoisted(() => vi.fn());
vi.mock(import("../hooks/use-add-comment"), async (importOriginal) => ({
  ...(await importOriginal()),
  useAddComment: () => ({ addComment, loading: false }),
}));
afterEach(() => addComment.mockReset());

function renderForm() {
  renderScreen(
    <CommentForm
      reportId="report-1"
      permission={{ allowed: true, blockedBy: null }}
      label="Escribe un comentario"
      submitLabel="Publicar comentario"
    />,
    { viewer: citizenViewer },
  );
  return screen.getByRole("textbox", { name: "Escribe un comentario" });
}

describe("CommentForm", () => {
  it("keeps whole a longer text inserted at once and says it is too long, without sending it", async () => {
    const field = renderForm();
    const long = "Muy largo. ".repeat(100).trim();
    expect(long.length).toBeGreaterThan(max);
    fireEvent.input(field, { target: { value: long }, inputType: "insertText", data: long });
    expect(field).toHaveValue(long);
    await userEvent.click(screen.getByRole("button", { name: "Publicar comentario" }));
    expect(field).toHaveAccessibleDescription(new RegExp(`^${MESSAGES.commentTooLong}`));
    expect(field).toHaveFocus();
    expect(field).toHaveValue(long);
    expect(addComment).not.toHaveBeenCalled();
  });

  it("refuses an empty comment on the field before sending it, and keeps the focus there", async () => {
    const field = renderForm();
    // The form keeps drafts: start from an empty field whatever an earlier test left.
    await userEvent.clear(field);
    await userEvent.type(field, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Publicar comentario" }));
    expect(field).toHaveAccessibleDescription(new RegExp(`^${MESSAGES.commentEmptyPrompt}`));
    expect(field).toHaveFocus();
    expect(addComment).not.toHaveBeenCalled();
  });

  it("counts a comment trimmed, as the server does: a last line break does not make it too long", async () => {
    const field = renderForm();
    const text = `${"a".repeat(max)}\n`;
    fireEvent.input(field, { target: { value: text }, inputType: "insertFromPaste" });
    addComment.mockResolvedValue({ ok: true });
    await userEvent.click(screen.getByRole("button", { name: "Publicar comentario" }));
    expect(field).not.toHaveAccessibleDescription(new RegExp(MESSAGES.commentTooLong));
    expect(addComment).toHaveBeenCalledWith(text, null, { allowed: true, blockedBy: null });
  });

  it("stops typing at the limit, line breaks included", async () => {
    const field = renderForm();
    fireEvent.input(field, { target: { value: "a".repeat(max) }, inputType: "insertFromPaste" });
    await userEvent.type(field, "b");
    expect(field).toHaveValue("a".repeat(max));
    await userEvent.type(field, "{Enter}");
    expect(field).toHaveValue("a".repeat(max));
  });

  it("keeps the caret where it was when a keystroke in the middle is past the limit", async () => {
    const field = renderForm() as HTMLTextAreaElement;
    fireEvent.input(field, { target: { value: "a".repeat(max) }, inputType: "insertFromPaste" });
    await userEvent.type(field, "b{Enter}", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(field).toHaveValue("a".repeat(max));
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 5]);
  });
});
