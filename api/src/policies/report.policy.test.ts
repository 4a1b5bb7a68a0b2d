import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import type { ReportStatus } from "../domain";
import {
  canChangeReportStatus,
  canExtendDueDate,
  extensionRefusal,
  canFileReport,
  canViewReport,
  disclosureAt,
  publicDisclosure,
  reportDisclosure,
  reportViewLevel,
  type ReportFacts,
} from "./report.policy";

const author: CurrentUser = { id: "author", role: "citizen", hasCedula: true, dependencias: [] };
const neighbour: CurrentUser = { id: "neighbour", role: "citizen", hasCedula: true, dependencias: [] };
const staff: CurrentUser = { id: "staff", role: "super_admin", hasCedula: false, dependencias: [] };
const viewers = { anonymous: undefined, author, neighbour, staff } as const;
type ViewerName = keyof typeof viewers;

function report(overrides: Partial<ReportFacts>): ReportFacts {
  return {
    authorId: "author",
    anonymous: true,
    allowContact: false,
    dependenciaId: "alumbrado",
    ...overrides,
  };
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
        [
          canViewReport(viewer, facts),
          reportDisclosure(viewer, facts).authorName,
          reportDisclosure(viewer, facts).authorEmail,
        ],
        name,
      ).toEqual(expected[name]);
    }
  });

  it("lets only staff change a status and only citizens file reports", () => {
    expect([undefined, author, staff].map((viewer) => canChangeReportStatus(viewer, report({})))).toEqual([
      false,
      false,
      true,
    ]);
    expect([undefined, author, staff].map(canFileReport)).toEqual([false, true, false]);
  });

  it.each<[string, ReportFacts, boolean]>([
    ["anonymous", report({}), false],
    ["anonymous, contact allowed", report({ allowContact: true }), false],
    ["signed", report({ anonymous: false }), true],
    ["signed, author deleted their account", report({ anonymous: false, authorId: null }), false],
  ])("the public view names the author of a %s report: %s", (_name, facts, expected) => {
    expect(disclosureAt("public", facts).authorName).toBe(expected);
    expect(disclosureAt("public", facts).authorEmail).toBe(false);
  });
});

describe("the view level of each report", () => {
  it("is staff for staff, author for the author's own report, public for anyone else", () => {
    const own = report({});
    const other = report({ authorId: "someone-else" });
    const levels = (facts: ReportFacts) =>
      Object.values(viewers).map((viewer) => reportViewLevel(viewer, facts));
    expect(levels(own)).toEqual(["public", "author", "public", "staff"]);
    expect(levels(other)).toEqual(["public", "public", "public", "staff"]);
    expect(levels(report({ authorId: null }))).toEqual(["public", "public", "public", "staff"]);
  });

  it("discloses the exact point, the messages to the reporter and the contact choice to staff and the author only", () => {
    const facts = report({ allowContact: true });
    const shown = (viewer: CurrentUser | undefined) => {
      const { exactLocation, reporterMessages, contactChoice } = reportDisclosure(viewer, facts);
      return [exactLocation, reporterMessages, contactChoice];
    };
    expect(shown(staff)).toEqual([true, true, true]);
    expect(shown(author)).toEqual([true, true, true]);
    expect(shown(neighbour)).toEqual([false, false, false]);
    expect(shown(undefined)).toEqual([false, false, false]);
  });
});

describe("the term's extension (docs/legal-clock.md#extension)", () => {
  const now = new Date("2026-12-10T15:00:00Z");
  const dueAt = new Date("2026-12-22T04:59:59.999Z");
  const term = (overrides: Partial<Parameters<typeof extensionRefusal>[0]> = {}) => ({
    status: "en_gestion" as ReportStatus,
    dueAt,
    answeredAt: null,
    extendedAt: null,
    ...overrides,
  });
  it.each([
    ["open, unanswered, before expiry", term(), null],
    ["reopened", term({ status: "reabierto" }), null],
    ["on its last instant", term({ dueAt: now }), null],
    ["after expiry", term({ dueAt: new Date(now.getTime() - 1) }), "expired"],
    ["a second time", term({ extendedAt: new Date("2026-12-01T15:00:00Z") }), "alreadyExtended"],
    ["answered", term({ answeredAt: new Date("2026-12-02T15:00:00Z") }), "answered"],
    ["resolved", term({ status: "resuelto" }), "notOpen"],
    ["duplicado", term({ status: "duplicado" }), "notOpen"],
    ["trasladado", term({ status: "trasladado" }), "notOpen"],
  ] as const)("%s → %s", (_name, facts, refusal) => {
    expect(extensionRefusal(facts, now)).toBe(refusal);
  });

  it("is staff's, and only when allowed", () => {
    expect(canExtendDueDate(staff, report({}), term(), now)).toBe(true);
    expect(canExtendDueDate(author, report({}), term(), now)).toBe(false);
    expect(canExtendDueDate(undefined, report({}), term(), now)).toBe(false);
    expect(canExtendDueDate(staff, report({}), term({ extendedAt: now }), now)).toBe(false);
    const funcionario = { ...staff, role: "staff" as const, dependencias: ["alumbrado"] };
    expect(canExtendDueDate(funcionario, report({}), term(), now)).toBe(true);
    expect(canExtendDueDate(funcionario, report({ dependenciaId: "aseo" }), term(), now)).toBe(false);
  });
});

describe("the free text of a report", () => {
  it("is read as written by staff and the author, masked by anyone else, on every view of it", () => {
    const own = report({ anonymous: false });
    const asWritten = (disclose: typeof reportDisclosure) =>
      Object.values(viewers).map((viewer) => disclose(viewer, own).originalText);
    expect(asWritten(reportDisclosure)).toEqual([false, true, false, true]);
    // The community pages show everyone the public view, the author's text as written to its author.
    expect(asWritten(publicDisclosure)).toEqual([false, true, false, true]);
    expect(Object.values(viewers).map((viewer) => publicDisclosure(viewer, own).exactLocation)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
