import { apiFetch } from "../../../apollo/api-fetch";

/** The REST calls of a forgotten password (docs/password-reset.md); none needs a session. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiFetch("/api/auth/password-reset", {
    method: "POST",
    body: { email },
    redirectOnUnauthorized: false,
  });
}

export function checkPasswordResetLink(token: string): Promise<{ valid: boolean; message: string | null }> {
  return apiFetch("/api/auth/password-reset/check", {
    method: "POST",
    body: { token },
    redirectOnUnauthorized: false,
  });
}

export function completePasswordReset(token: string, password: string): Promise<{ message: string }> {
  return apiFetch("/api/auth/password-reset/complete", {
    method: "POST",
    body: { token, password },
    redirectOnUnauthorized: false,
  });
}

/** The token of a reset link: in the fragment (`#token=…`), which no server sees. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}
