import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import { canKeepPushSubscriptions, isOwnPushSubscription } from "./push.policy";

const person = (id: string, role: CurrentUser["role"] = "citizen"): CurrentUser => ({
  id,
  role,
  hasCedula: false,
  dependencias: [],
});

describe("push subscriptions' policy", () => {
  it.each([
    ["nobody signed in", undefined, false],
    ["a resident", person("a"), true],
    ["staff", person("s", "staff"), true],
  ] as const)("%s may keep push subscriptions: %s", (_name, viewer, expected) => {
    expect(canKeepPushSubscriptions(viewer)).toBe(expected);
  });

  it.each([
    ["its owner", person("a"), true],
    ["another resident", person("b"), false],
    ["a super_admin", person("x", "super_admin"), false],
    ["nobody", undefined, false],
  ] as const)("%s reaches a subscription: %s", (_name, viewer, expected) => {
    expect(isOwnPushSubscription(viewer, { userId: "a" })).toBe(expected);
  });
});
