import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FragmentType } from "../../../gql";
import { renderScreen } from "../../../test/render";
import type { CommentThreadThreadFragment } from "../community-fragments";
import { ModerateContentMutation } from "../../moderation/hooks/use-moderation-queue";
import { CommentThread } from "./comment-thread";

function comment(id: string, likesCount: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: "Comment",
    id,
    parentId: null,
    content: `Comentario ${id}`,
    deleted: false,
    author: { __typename: "PublicAuthor", firstName: "Rosa", lastName: "Díaz", profileImageUrl: null },
    authorDeleted: false,
    likesCount,
    likedByMe: false,
    moderation: null,
    viewerCan: { __typename: "CommentViewerCan", reply: true, like: true, delete: false, flag: true },
    createdAt: "2026-11-29T10:00:00.000Z",
    replies: [],
    ...extra,
  };
}

describe("CommentThread", () => {
  it("says in Spanish how many people like each comment", () => {
    const comments = [comment("a", 1), comment("b", 3)] as unknown as Array<
      FragmentType<typeof CommentThreadThreadFragment>
    >;
    renderScreen(<CommentThread comments={comments} reportId="r1" blockedBy={null} />);
    expect(screen.getByRole("button", { name: "Me gusta: 1 persona" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Me gusta: 3 personas" })).toBeInTheDocument();
  });

  it("offers staff «Restaurar» on a hidden comment where it stands, and restores it", async () => {
    const restored = vi.fn(() => ({
      data: {
        moderateContent: {
          __typename: "ModerationResultView",
          target: "comment",
          id: "a",
          state: null,
          reason: null,
        },
      },
    }));
    const hidden = comment("a", 0, {
      moderation: {
        __typename: "ModerationStatus",
        state: "hidden",
        reason: "otro",
        notice: "Ocultado por moderación: otro motivo",
      },
      viewerCan: {
        __typename: "CommentViewerCan",
        reply: false,
        like: false,
        delete: false,
        flag: false,
        restore: true,
      },
    });
    const shown = comment("b", 0, {
      viewerCan: {
        __typename: "CommentViewerCan",
        reply: true,
        like: true,
        delete: false,
        flag: true,
        restore: false,
      },
    });
    renderScreen(
      <CommentThread
        comments={[hidden, shown] as unknown as Array<FragmentType<typeof CommentThreadThreadFragment>>}
        reportId="r1"
        blockedBy={null}
      />,
      {
        mocks: [
          {
            request: {
              query: ModerateContentMutation,
              variables: { target: "comment", id: "a", action: "restore", reason: null },
            },
            result: restored,
          },
        ],
      },
    );
    const buttons = screen.getAllByRole("button", { name: "Restaurar el comentario" });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await vi.waitFor(() => expect(restored).toHaveBeenCalledOnce());
    expect(await screen.findByText("Contenido restaurado. Avisamos a su autor.")).toBeInTheDocument();
  });
});
