import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import { canBlurReportPhoto } from "./photo-blur.policy";

const user = (role: CurrentUser["role"], dependencias: string[] = []): CurrentUser => ({
  id: `u-${role}`,
  role,
  hasCedula: role === "citizen",
  dependencias,
});

describe("canBlurReportPhoto", () => {
  it.each<[string, CurrentUser | undefined, boolean]>([
    ["signed out", undefined, false],
    ["a resident", user("citizen"), false],
    ["a funcionario of the report's dependencia", user("staff", ["alumbrado"]), true],
    ["a funcionario of another dependencia", user("staff", ["vias"]), true],
    ["a funcionario without dependencia", user("staff"), true],
    ["a super_admin", user("super_admin"), true],
  ])("%s → %s", (_name, viewer, allowed) => {
    expect(canBlurReportPhoto(viewer)).toBe(allowed);
  });
});
