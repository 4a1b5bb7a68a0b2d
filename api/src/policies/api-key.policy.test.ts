import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../context/current-user";
import { canManageApiKeys } from "./api-key.policy";

const viewer = (role: CurrentUser["role"]): CurrentUser => ({
  id: role,
  role,
  hasCedula: true,
  dependencias: role === "staff" ? ["d1"] : [],
});

describe("API key policy", () => {
  it("lets only super_admins issue, list and revoke partners' keys", () => {
    expect(
      [undefined, viewer("citizen"), viewer("staff"), viewer("super_admin")].map(canManageApiKeys),
    ).toEqual([false, false, false, true]);
  });
});
