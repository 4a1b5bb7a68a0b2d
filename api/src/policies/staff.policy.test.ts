import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from "../domain";
import {
  accountChangeProblem,
  accountDeletionProblem,
  accountViewerCan,
  canManageStaffTools,
  passwordResetLinkProblem,
  type AccountFacts,
} from "./staff.policy";

const ana: CurrentUser = { id: "ana", role: "super_admin", hasCedula: false, dependencias: [] };
const carlos: CurrentUser = { id: "carlos", role: "citizen", hasCedula: true, dependencias: [] };
const account = (id: string, role: AccountFacts["role"], active = true): AccountFacts => ({
  id,
  role,
  active,
});

describe("staff policies", () => {
  it("gives the staff tools to super_admins only", () => {
    expect([undefined, carlos, ana].map(canManageStaffTools)).toEqual([false, false, true]);
  });

  it.each<
    [
      string,
      CurrentUser | undefined,
      AccountFacts,
      { role?: "citizen" | "super_admin"; active?: boolean },
      number,
      string | null,
    ]
  >([
    ["a citizen may change nobody", carlos, account("x", "citizen"), { role: "super_admin" }, 1, "forbidden"],
    ["anyone signed out, nobody", undefined, account("x", "citizen"), { active: false }, 1, "forbidden"],
    ["an admin promotes a citizen", ana, account("x", "citizen"), { role: "super_admin" }, 1, null],
    ["an admin deactivates a citizen", ana, account("x", "citizen"), { active: false }, 1, null],
    [
      "nobody deactivates themselves",
      ana,
      account("ana", "super_admin"),
      { active: false },
      3,
      STAFF_MESSAGES.cannotDeactivateSelf,
    ],
    [
      "the last active admin keeps the role",
      ana,
      account("ana", "super_admin"),
      { role: "citizen" },
      1,
      STAFF_MESSAGES.lastAdmin,
    ],
    [
      "…even when another demotes them",
      ana,
      account("beto", "super_admin"),
      { role: "citizen" },
      1,
      STAFF_MESSAGES.lastAdmin,
    ],
    ["…and the account", ana, account("beto", "super_admin"), { active: false }, 1, STAFF_MESSAGES.lastAdmin],
    ["with two, one may step down", ana, account("ana", "super_admin"), { role: "citizen" }, 2, null],
    ["with two, one may be deactivated", ana, account("beto", "super_admin"), { active: false }, 2, null],
    [
      "an inactive admin is not counted on",
      ana,
      account("beto", "super_admin", false),
      { role: "citizen" },
      1,
      null,
    ],
    ["reactivating is always fine", ana, account("beto", "citizen", false), { active: true }, 1, null],
  ])("%s", (_name, viewer, target, change, activeAdmins, expected) => {
    expect(accountChangeProblem(viewer, target, change, activeAdmins)).toBe(expected);
  });

  it("tells the users table what each row offers", () => {
    expect(accountViewerCan(ana, account("ana", "super_admin"), 1)).toEqual({
      changeRole: false,
      changeActive: false,
    });
    expect(accountViewerCan(ana, account("ana", "super_admin"), 2)).toEqual({
      changeRole: true,
      changeActive: false,
    });
    expect(accountViewerCan(ana, account("x", "citizen"), 1)).toEqual({
      changeRole: true,
      changeActive: true,
    });
    expect(accountViewerCan(carlos, account("x", "citizen"), 1)).toEqual({
      changeRole: false,
      changeActive: false,
    });
  });

  it.each<[string, CurrentUser | undefined, AccountFacts, number, string | null]>([
    ["a resident deletes their own account", carlos, account("carlos", "citizen"), 1, null],
    ["nobody deletes another's account", ana, account("carlos", "citizen"), 1, "forbidden"],
    ["signed out, nothing", undefined, account("carlos", "citizen"), 1, "forbidden"],
    [
      "the last active admin stays",
      ana,
      account("ana", "super_admin"),
      1,
      STAFF_MESSAGES.lastAdminCannotDelete,
    ],
    ["with two, one may leave", ana, account("ana", "super_admin"), 2, null],
  ])("deletion: %s", (_name, viewer, target, activeAdmins, expected) => {
    expect(accountDeletionProblem(viewer, target, activeAdmins)).toBe(expected);
  });

  it.each([
    ["a resident", carlos, { active: true, hasPassword: true, email: "a@b.co" }, true, "forbidden"],
    ["nobody signed in", undefined, { active: true, hasPassword: true, email: "a@b.co" }, true, "forbidden"],
    [
      "an OpenID-only account",
      ana,
      { active: true, hasPassword: false, email: "a@b.co" },
      true,
      ACCOUNT_MESSAGES.resetNoPassword,
    ],
    [
      "a deactivated account",
      ana,
      { active: false, hasPassword: true, email: "a@b.co" },
      false,
      ACCOUNT_MESSAGES.resetInactive,
    ],
    [
      "by e-mail, no address",
      ana,
      { active: true, hasPassword: true, email: null },
      true,
      ACCOUNT_MESSAGES.resetNoEmail,
    ],
    ["on screen, no address", ana, { active: true, hasPassword: true, email: null }, false, null],
    ["by e-mail", ana, { active: true, hasPassword: true, email: "a@b.co" }, true, null],
  ] as const)("a reset link for %s", (_name, viewer, target, emailEnabled, expected) => {
    expect(passwordResetLinkProblem(viewer, target, emailEnabled)).toBe(expected);
  });
});
