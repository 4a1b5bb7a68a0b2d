import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import { canManageWebhooks } from "./webhook.policy";

const user = (role: CurrentUser["role"], dependencias: string[] = []): CurrentUser => ({
  id: "u1",
  role,
  hasCedula: false,
  dependencias,
});

describe("canManageWebhooks", () => {
  it.each([
    ["nobody", undefined, false],
    ["a citizen", user("citizen"), false],
    ["a funcionario, even of the dependencia", user("staff", ["d1"]), false],
    ["a super_admin", user("super_admin"), true],
  ])("%s → %s", (_label, viewer, allowed) => {
    expect(canManageWebhooks(viewer)).toBe(allowed);
  });
});
