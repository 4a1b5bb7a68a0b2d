import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FragmentType } from "../../../gql";
import { renderScreen } from "../../../test/render";
import type { ThreadCommentFieldsFragmentDoc } from "../community-fragments";
import { CommentThread } from "./comment-thread";

function comment(id: string, likesCount: number) {
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
  };
}

describe("CommentThread", () => {
  it("says in Spanish how many people like each comment", () => {
    const comments = [comment("a", 1), comment("b", 3)] as unknown as Array<
      FragmentType<typeof ThreadCommentFieldsFragmentDoc>
    >;
    renderScreen(<CommentThread comments={comments} reportId="r1" blockedBy={null} />);
    expect(screen.getByRole("button", { name: "Me gusta: 1 persona" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Me gusta: 3 personas" })).toBeInTheDocument();
  });
});
