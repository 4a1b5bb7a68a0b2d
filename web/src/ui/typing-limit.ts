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
  if (next.length <= limit || next.length < previous.length) return true;
  const typedOneCharacter =
    (inputType === "insertText" && next.length === previous.length + 1) ||
    inputType === "insertLineBreak" ||
    inputType === "insertParagraph";
  return !typedOneCharacter;
}
