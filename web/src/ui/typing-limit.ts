import { mergeRefs } from "@chakra-ui/react";
import { useCallback, useMemo, type Ref, type RefCallback } from "react";

/**
 * Whether an edit of a field with a typing limit may stand (docs/decisions.md#typing-limits): typing
 * stops at the limit, one character at a time, but text inserted at once (a paste, a drop, a phone
 * keyboard's clipboard or suggestion, dictation) stays whole, so that nothing is cut or lost without a
 * word and the field's check says what is wrong; shortening is always allowed. A phone keyboard that
 * composes words (insertCompositionText) is not interrupted, which would break its composition: there
 * the count turns red and the check refuses what is over.
 */
export function acceptLimitedEdit(
  previous: string,
  next: string,
  inputType: string | undefined,
  limit: number,
): boolean {
  // One character is one code point: an emoji is two UTF-16 units, still typed with one key.
  const typedOneCharacter =
    isLineBreak(inputType) ||
    (inputType === "insertText" &&
      next.length > previous.length &&
      Array.from(next).length === Array.from(previous).length + 1);
  return acceptLimitedLength(previous.length, next.length, typedOneCharacter, limit);
}

function acceptLimitedLength(
  previous: number,
  next: number,
  typedOneCharacter: boolean,
  limit: number,
): boolean {
  return next <= limit || next < previous || !typedOneCharacter;
}

const isLineBreak = (inputType: string | undefined) =>
  inputType === "insertLineBreak" || inputType === "insertParagraph";

/** The edits that type where the caret is: the only ones the limit may stop. */
const TYPING = new Set(["insertText", "insertLineBreak", "insertParagraph"]);

/**
 * Stops a keystroke past the limit before the browser applies it (`beforeinput`), so that the caret
 * stays where it was: undoing the edit on change, as `acceptLimitedEdit` does, puts it at the end of the
 * text. Give the field the ref this returns (the caller's own `ref` merged in) and keep
 * `acceptLimitedEdit` on change, for a browser without the event.
 */
export function useTypingLimit<Element extends HTMLInputElement | HTMLTextAreaElement>(
  limit: number | undefined,
  ref?: Ref<Element>,
): RefCallback<Element> {
  const guard = useCallback(
    (element: Element | null) => {
      if (!element || limit === undefined) return;
      const stopPastLimit = (event: InputEvent) => {
        if (!TYPING.has(event.inputType)) return;
        const selected = (element.selectionEnd ?? 0) - (element.selectionStart ?? 0);
        const next = element.value.length - selected + (event.data?.length ?? 1);
        const typedOneCharacter =
          isLineBreak(event.inputType) || (selected === 0 && Array.from(event.data ?? "").length === 1);
        if (!acceptLimitedLength(element.value.length, next, typedOneCharacter, limit))
          event.preventDefault();
      };
      // As an HTMLElement, whose event map types `beforeinput` (the union of two element types does not).
      const target: HTMLElement = element;
      target.addEventListener("beforeinput", stopPastLimit);
      return () => target.removeEventListener("beforeinput", stopPastLimit);
    },
    [limit],
  );
  return useMemo(() => mergeRefs(ref, guard), [ref, guard]);
}
