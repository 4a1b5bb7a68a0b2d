import { Avatar, Box, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { Heart, Reply, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { getFragmentData, type FragmentType } from "../../../gql";
import { countFormat } from "../../../ui/number-format";
import { RelativeTime } from "../../../ui/relative-time";
import { CommentThreadCommentFragment, CommentThreadThreadFragment } from "../community-fragments";
import { personName, type CommentData, type ParticipationBlock } from "../community-types";
import { useDeleteComment, useToggleCommentLike } from "../hooks/use-comment-actions";
import { CommentForm } from "./comment-form";
import { FlagButton, ModerationNotice } from "./flag-button";
import { RestoreButton } from "../../moderation";

interface ThreadContext {
  reportId: string;
  /** Why the viewer may not take part (the report's viewerCan.blockedBy). */
  blockedBy: ParticipationBlock | null;
}

/** Top-level comments, newest first, each with its replies. */
export function CommentThread({
  comments,
  ...context
}: ThreadContext & { comments: ReadonlyArray<FragmentType<typeof CommentThreadThreadFragment>> }) {
  const threads = getFragmentData(CommentThreadThreadFragment, comments).map((thread) => ({
    comment: getFragmentData(CommentThreadCommentFragment, thread),
    replies: getFragmentData(CommentThreadCommentFragment, thread.replies),
  }));
  if (threads.length === 0) {
    return <Text color="gray.700">Todavía no hay comentarios. Sé la primera persona en comentar.</Text>;
  }
  return (
    <Stack as="ol" listStyleType="none" gap="4" aria-label="Comentarios">
      {threads.map(({ comment, replies }) => (
        <Box as="li" key={comment.id} bg="white" borderWidth="1px" rounded="lg" p="4">
          <CommentItem comment={comment} {...context} />
          {replies.length > 0 && (
            <Stack
              as="ol"
              listStyleType="none"
              gap="3"
              mt="3"
              ps="4"
              borderStartWidth="2px"
              aria-label="Respuestas"
            >
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} {...context} />
                </li>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function CommentItem({ comment, reportId, blockedBy }: ThreadContext & { comment: CommentData }) {
  const [replying, setReplying] = useState(false);
  // Said here, not in the reply's form: the form, with its own status, closes once the reply is in.
  const [replyPublished, setReplyPublished] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // "Cancelar" gives the focus back to "Eliminar", which it replaced.
  useEffect(() => {
    if (wasConfirming.current && !confirmingDelete) deleteButton.current?.focus();
    wasConfirming.current = confirmingDelete;
  }, [confirmingDelete]);
  const toggleLike = useToggleCommentLike(blockedBy);
  const deleteComment = useDeleteComment(reportId);
  const name = comment.author ? (personName(comment.author) ?? "Vecino") : null;

  if (comment.deleted) {
    return (
      <Text color="gray.600" fontStyle="italic">
        {MESSAGES.commentDeleted}
      </Text>
    );
  }
  // Under review or hidden, read by someone who is neither its author nor staff: its notice alone.
  if (comment.moderation && comment.content === null) {
    return <ModerationNotice moderation={comment.moderation} withheld />;
  }
  return (
    <Stack gap="2">
      <HStack gap="2" align="center">
        <Avatar.Root size="xs" colorPalette={name ? "teal" : "gray"}>
          <Avatar.Fallback name={name ?? undefined} />
          {comment.author?.profileImageUrl && <Avatar.Image src={comment.author.profileImageUrl} alt="" />}
        </Avatar.Root>
        <Text fontWeight="semibold" color="gray.900" fontSize="sm">
          {comment.authorDeleted ? MESSAGES.commentAuthorDeleted : name}
        </Text>
        <Text fontSize="sm" color="gray.600">
          <RelativeTime value={comment.createdAt} />
        </Text>
      </HStack>
      <ModerationNotice moderation={comment.moderation} withheld={false} />
      {comment.viewerCan.restore && <RestoreButton target="comment" id={comment.id} />}
      <Text color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
        {comment.content}
      </Text>
      <HStack gap="1" wrap="wrap">
        <Button
          size="xs"
          variant="ghost"
          colorPalette="teal"
          aria-pressed={comment.likedByMe}
          aria-label={`Me gusta: ${countFormat.format(comment.likesCount)} ${comment.likesCount === 1 ? "persona" : "personas"}`}
          onClick={() => void toggleLike(comment)}
        >
          <Heart size={14} aria-hidden="true" fill={comment.likedByMe ? "currentColor" : "none"} />
          {countFormat.format(comment.likesCount)}
        </Button>
        {!comment.parentId && (
          <Button
            ref={replyButton}
            size="xs"
            variant="ghost"
            colorPalette="teal"
            aria-expanded={replying}
            onClick={() => {
              setReplying(!replying);
              setReplyPublished(false);
            }}
          >
            <Reply size={14} aria-hidden="true" />
            Responder
          </Button>
        )}
        {comment.viewerCan.flag && <FlagButton target="comment" id={comment.id} blockedBy={blockedBy} />}
        {comment.viewerCan.delete && !confirmingDelete && (
          <Button
            ref={deleteButton}
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 size={14} aria-hidden="true" />
            Eliminar
          </Button>
        )}
      </HStack>
      {!comment.parentId && (
        <VisuallyHidden role="status">{replyPublished ? "Respuesta publicada." : ""}</VisuallyHidden>
      )}
      {/* One tap must not delete (docs/community.md#replies-and-deletion): it asks first. */}
      {comment.viewerCan.delete && confirmingDelete && (
        <HStack role="group" aria-label="Confirmar eliminación" gap="2" wrap="wrap">
          <Text fontSize="sm" color="gray.800">
            ¿Eliminar este comentario? No se puede deshacer.
          </Text>
          <Button
            size="xs"
            colorPalette="red"
            onClick={() => {
              setConfirmingDelete(false);
              void deleteComment(comment);
            }}
          >
            Sí, eliminar
          </Button>
          <Button size="xs" variant="outline" autoFocus onClick={() => setConfirmingDelete(false)}>
            Cancelar
          </Button>
        </HStack>
      )}
      {replying && (
        <CommentForm
          reportId={reportId}
          parentId={comment.id}
          permission={{ allowed: comment.viewerCan.reply, blockedBy }}
          label={`Responder a ${name ?? MESSAGES.commentAuthorDeleted}`}
          submitLabel="Publicar respuesta"
          onDone={() => {
            setReplying(false);
            setReplyPublished(true);
            // The form goes with its field: the focus goes back to where the reply started.
            replyButton.current?.focus();
          }}
          autoFocus
        />
      )}
    </Stack>
  );
}
