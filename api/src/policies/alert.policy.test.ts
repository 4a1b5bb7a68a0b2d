import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import { canKeepAlerts, isOwnAlert } from "./alert.policy";

const person = (id: string, role: CurrentUser["role"] = "citizen"): CurrentUser => ({
  id,
  role,
  hasCedula: false,
  dependencias: [],
});

describe("area alerts' policy", () => {
  it.each([
    ["nobody signed in", undefined, false],
    ["a resident", person("a"), true],
    ["staff", person("s", "staff"), true],
  ] as const)("%s may keep alerts: %s", (_name, viewer, expected) => {
    expect(canKeepAlerts(viewer)).toBe(expected);
  });

  it.each([
    ["its owner", person("a"), true],
    ["another resident", person("b"), false],
    ["a super_admin", person("x", "super_admin"), false],
    ["nobody", undefined, false],
  ] as const)("%s reaches an alert: %s", (_name, viewer, expected) => {
    expect(isOwnAlert(viewer, { userId: "a" })).toBe(expected);
  });
});
