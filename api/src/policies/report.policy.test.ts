import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import {
  authorVisibility,
  browseAudience,
  canChangeReportStatus,
  canFileReport,
  canSeeAuthor,
  canSeeAuthorContact,
  canViewReport,
  showsAuthorInPublic,
  type ReportFacts,
} from "./report.policy";

const author: CurrentUser = { id: "author", role: "citizen", hasCedula: true };
const neighbour: CurrentUser = { id: "neighbour", role: "citizen", hasCedula: true };
const staff: CurrentUser = { id: "staff", role: "super_admin", hasCedula: false };
const viewers = { anonymous: undefined, author, neighbour, staff } as const;
type ViewerName = keyof typeof viewers;

function report(overrides: Partial<ReportFacts>): ReportFacts {
  return { authorId: "author", anonymous: true, allowContact: false, ...overrides };
}

describe("report policies", () => {
  it.each<[string, ReportFacts, Record<ViewerName, [view: boolean, author: boolean, contact: boolean]>]>([
    [
      "anonymous, no contact",
      report({}),
      {
        anonymous: [false, false, false],
        author: [true, true, true],
        neighbour: [false, false, false],
        staff: [true, false, false],
      },
    ],
    [
      "anonymous, contact allowed (staff get the email, never the name)",
      report({ allowContact: true }),
      {
        anonymous: [false, false, false],
        author: [true, true, true],
        neighbour: [false, false, false],
        staff: [true, false, true],
      },
    ],
    [
      "signed, no contact",
      report({ anonymous: false }),
      {
        anonymous: [false, true, false],
        author: [true, true, true],
        neighbour: [false, true, false],
        staff: [true, true, false],
      },
    ],
    [
      "signed, contact allowed",
      report({ anonymous: false, allowContact: true }),
      {
        anonymous: [false, true, false],
        author: [true, true, true],
        neighbour: [false, true, false],
        staff: [true, true, true],
      },
    ],
    [
      "author deleted their account",
      report({ authorId: null, anonymous: false, allowContact: true }),
      {
        anonymous: [false, false, false],
        author: [false, false, false],
        neighbour: [false, false, false],
        staff: [true, false, false],
      },
    ],
  ])("%s", (_name, facts, expected) => {
    for (const [name, viewer] of Object.entries(viewers) as Array<[ViewerName, CurrentUser | undefined]>) {
      expect(
        [canViewReport(viewer, facts), canSeeAuthor(viewer, facts), canSeeAuthorContact(viewer, facts)],
        name,
      ).toEqual(expected[name]);
    }
  });

  it("lets only staff change a status and only citizens file reports", () => {
    expect([undefined, author, staff].map(canChangeReportStatus)).toEqual([false, false, true]);
    expect([undefined, author, staff].map(canFileReport)).toEqual([false, true, false]);
  });

  it.each<[string, ReportFacts, boolean]>([
    ["anonymous", report({}), false],
    ["anonymous, contact allowed", report({ allowContact: true }), false],
    ["signed", report({ anonymous: false }), true],
    ["signed, author deleted their account", report({ anonymous: false, authorId: null }), false],
  ])("public views name the author of a %s report: %s", (_name, facts, expected) => {
    expect(showsAuthorInPublic(facts)).toBe(expected);
  });
});

describe("what a report list shows of its author", () => {
  // [name, email] in the public view (community, residents' tables), then in the full view.
  it.each<[string, ReportFacts, Record<ViewerName, [publicView: string, fullView: string]>]>([
    [
      "anonymous, contact allowed",
      report({ allowContact: true }),
      { anonymous: ["--", "--"], author: ["n-", "ne"], neighbour: ["--", "--"], staff: ["--", "-e"] },
    ],
    [
      "signed, contact allowed",
      report({ anonymous: false, allowContact: true }),
      { anonymous: ["n-", "n-"], author: ["n-", "ne"], neighbour: ["n-", "n-"], staff: ["n-", "ne"] },
    ],
    [
      "signed, no contact",
      report({ anonymous: false }),
      { anonymous: ["n-", "n-"], author: ["n-", "ne"], neighbour: ["n-", "n-"], staff: ["n-", "n-"] },
    ],
  ])("%s", (_name, facts, expected) => {
    const shown = (visibility: { name: boolean; email: boolean }) =>
      `${visibility.name ? "n" : "-"}${visibility.email ? "e" : "-"}`;
    for (const [name, viewer] of Object.entries(viewers) as Array<[ViewerName, CurrentUser | undefined]>) {
      expect(
        [shown(authorVisibility(viewer, facts, "public")), shown(authorVisibility(viewer, facts, "full"))],
        name,
      ).toEqual(expected[name]);
    }
  });

  it("gives staff the full view of the tables and everyone else the public one", () => {
    expect([undefined, author, staff].map(browseAudience)).toEqual(["public", "public", "full"]);
  });
});
