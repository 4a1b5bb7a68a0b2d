import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import {
  canComment,
  canFollowReport,
  canDeleteComment,
  canLikeComment,
  canReplyTo,
  canModerate,
  canVote,
  isCommentAuthor,
  offersFlag,
  participationBlock,
  readsCommentAsWritten,
  type CommentFacts,
} from "./community.policy";

const author: CurrentUser = { id: "author", role: "citizen", hasCedula: true, dependencias: [] };
const neighbour: CurrentUser = { id: "neighbour", role: "citizen", hasCedula: true, dependencias: [] };
const noCedula: CurrentUser = { id: "nueva", role: "citizen", hasCedula: false, dependencias: [] };
const staff: CurrentUser = { id: "staff", role: "super_admin", hasCedula: true, dependencias: [] };
const staffNoCedula: CurrentUser = { id: "staff2", role: "super_admin", hasCedula: false, dependencias: [] };
const viewers = { anonymous: undefined, author, neighbour, noCedula, staff, staffNoCedula } as const;
type ViewerName = keyof typeof viewers;

describe("community policies", () => {
  it.each<[ViewerName, ReturnType<typeof participationBlock>, boolean]>([
    ["anonymous", "sign_in", false],
    ["author", null, true],
    ["neighbour", null, true],
    ["noCedula", "cedula", false],
    ["staff", null, true],
    ["staffNoCedula", "cedula", false],
  ])("%s: blocked by %s; may vote and comment: %s", (name, block, allowed) => {
    const viewer = viewers[name];
    expect(participationBlock(viewer)).toBe(block);
    expect([canVote(viewer), canComment(viewer)]).toEqual([allowed, allowed]);
  });

  it.each<[ViewerName, boolean]>([
    ["anonymous", false],
    ["author", true],
    ["neighbour", true],
    ["noCedula", true],
    ["staff", true],
    ["staffNoCedula", true],
  ])("%s may follow a report: %s (no cédula needed)", (name, allowed) => {
    expect(canFollowReport(viewers[name])).toBe(allowed);
  });

  const comment = (overrides: Partial<CommentFacts>): CommentFacts => ({
    authorId: "author",
    parentId: null,
    deleted: false,
    ...overrides,
  });

  it.each<[string, CommentFacts, Record<ViewerName, [reply: boolean, like: boolean, remove: boolean]>]>([
    [
      "a top-level comment",
      comment({}),
      {
        anonymous: [false, false, false],
        author: [true, true, true],
        neighbour: [true, true, false],
        noCedula: [false, false, false],
        staff: [true, true, false],
        staffNoCedula: [false, false, false],
      },
    ],
    [
      "a reply (replies are one level deep)",
      comment({ parentId: "top" }),
      {
        anonymous: [false, false, false],
        author: [false, true, true],
        neighbour: [false, true, false],
        noCedula: [false, false, false],
        staff: [false, true, false],
        staffNoCedula: [false, false, false],
      },
    ],
    [
      "a deleted comment",
      comment({ deleted: true }),
      {
        anonymous: [false, false, false],
        author: [false, false, false],
        neighbour: [false, false, false],
        noCedula: [false, false, false],
        staff: [false, false, false],
        staffNoCedula: [false, false, false],
      },
    ],
    [
      "a comment whose author deleted their account",
      comment({ authorId: null }),
      {
        anonymous: [false, false, false],
        author: [true, true, false],
        neighbour: [true, true, false],
        noCedula: [false, false, false],
        staff: [true, true, false],
        staffNoCedula: [false, false, false],
      },
    ],
  ])("%s", (_name, facts, expected) => {
    for (const [name, viewer] of Object.entries(viewers) as Array<[ViewerName, CurrentUser | undefined]>) {
      expect(
        [canReplyTo(viewer, facts), canLikeComment(viewer, facts), canDeleteComment(viewer, facts)],
        name,
      ).toEqual(expected[name]);
    }
  });

  it("knows a comment's author whether it is deleted or not, and no author once the account is gone", () => {
    expect(isCommentAuthor(author, { authorId: "author" })).toBe(true);
    expect(isCommentAuthor(neighbour, { authorId: "author" })).toBe(false);
    expect(isCommentAuthor(undefined, { authorId: null })).toBe(false);
    expect(isCommentAuthor(author, { authorId: null })).toBe(false);
  });

  it("lets a comment's author and staff read it as written, and nobody else", () => {
    const read = (authorId: string | null) =>
      Object.fromEntries(
        Object.entries(viewers).map(([name, viewer]) => [name, readsCommentAsWritten(viewer, { authorId })]),
      );
    expect(read("author")).toEqual({
      anonymous: false,
      author: true,
      neighbour: false,
      noCedula: false,
      staff: true,
      staffNoCedula: true,
    });
    expect(read(null)).toEqual({
      anonymous: false,
      author: false,
      neighbour: false,
      noCedula: false,
      staff: true,
      staffNoCedula: true,
    });
  });

  // docs/moderation.md#flags: anyone but the author and staff is offered flagging (the cédula gate is
  // participationBlock's); staff moderate instead.
  it.each<[ViewerName, boolean, boolean]>([
    ["anonymous", true, false],
    ["author", false, false],
    ["neighbour", true, false],
    ["noCedula", true, false],
    ["staff", false, true],
    ["staffNoCedula", false, true],
  ])("%s: offered flagging the author's item: %s; moderates: %s", (name, flag, moderates) => {
    const viewer = viewers[name];
    expect(offersFlag(viewer, { authorId: "author" })).toBe(flag);
    expect(canModerate(viewer)).toBe(moderates);
  });

  it("offers flagging a deleted account's item to any resident", () => {
    expect(offersFlag(author, { authorId: null })).toBe(true);
  });
});
