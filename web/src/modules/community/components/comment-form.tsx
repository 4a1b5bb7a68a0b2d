import { Button, Field, HStack, Stack, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { LIMITS, MESSAGES } from "@domain";
import { useId, useRef, useState, type FormEvent } from "react";
import { countFormat } from "../../../ui/number-format";
import { acceptLimitedEdit, useTypingLimit } from "../../../ui/typing-limit";
import { loadCommentDraft, saveCommentDraft } from "../comment-draft";
import type { ParticipationBlock } from "../community-types";
import { useAddComment } from "../hooks/use-add-comment";

/**
 * A comment, or a reply to `parentId`, with a live character counter. The text stays when publishing
 * fails, and across a sign-in (it is kept as a draft); it is cleared only once the server has it. Once
 * published, the field keeps the focus (the submit button was disabled while it went) and a status
 * says so; a reply's form closes and its caller puts the focus back (`onDone`).
 */
export function CommentForm({
  reportId,
  parentId = null,
  permission,
  label,
  submitLabel,
  onDone,
  autoFocus = false,
}: {
  reportId: string;
  parentId?: string | null;
  permission: { allowed: boolean; blockedBy: ParticipationBlock | null };
  label: string;
  submitLabel: string;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const [content, setContentState] = useState(() => loadCommentDraft(reportId, parentId));
  const setContent = (next: string) => {
    setContentState(next);
    saveCommentDraft(reportId, parentId, next);
  };
  const [error, setError] = useState<string | undefined>();
  const [published, setPublished] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldRef = useTypingLimit(LIMITS.commentMaxLength, field);
  const { addComment, loading } = useAddComment(reportId);
  const counterId = useId();
  const errorId = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Text inserted at once may pass the limit (docs/decisions.md#typing-limits): it stays, and says so.
    // Trimmed, as the server counts it: a pasted paragraph's last line break is not refused.
    const trimmed = content.trim();
    const refusal = !trimmed
      ? MESSAGES.commentEmptyPrompt
      : trimmed.length > LIMITS.commentMaxLength
        ? MESSAGES.commentTooLong
        : undefined;
    if (refusal) {
      setError(refusal);
      field.current?.focus();
      return;
    }
    const outcome = await addComment(content, parentId, permission);
    if (outcome.ok) {
      setContent("");
      setError(undefined);
      setPublished(true);
      field.current?.focus();
      onDone?.();
    } else {
      setError(outcome.fieldMessage);
      if (outcome.fieldMessage) field.current?.focus();
    }
  };

  return (
    <Stack asChild gap="2">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
          <Field.Label>{label}</Field.Label>
          <Textarea
            ref={fieldRef}
            bg="white"
            value={content}
            rows={parentId ? 2 : 3}
            autoFocus={autoFocus}
            aria-describedby={error ? `${errorId} ${counterId}` : counterId}
            onChange={(event) => {
              const inputType = (event.nativeEvent as InputEvent).inputType;
              if (!acceptLimitedEdit(content, event.target.value, inputType, LIMITS.commentMaxLength)) return;
              setContent(event.target.value);
              if (error) setError(undefined);
              setPublished(false);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
          <Field.HelperText
            id={counterId}
            color={content.length > LIMITS.commentMaxLength ? "fg.error" : "gray.600"}
            aria-live="polite"
          >
            {countFormat.format(content.length)}/{countFormat.format(LIMITS.commentMaxLength)} caracteres
          </Field.HelperText>
        </Field.Root>
        <VisuallyHidden role="status">{published ? "Comentario publicado." : ""}</VisuallyHidden>
        <HStack justify="end">
          <Button type="submit" size="sm" colorPalette="teal" loading={loading}>
            {submitLabel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
