import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { ACCOUNT_MESSAGES, displayName, PASSWORD_RULES, STAFF_MESSAGES, UUID_PATTERN } from "../../domain";
import { emit } from "../../events/domain-events";
import { badUserInput, conflict, forbidden, notFound } from "../../errors/app-error";
import { enqueueJob } from "../../jobs/job-queue";
import { canManageStaffTools, passwordResetLinkProblem } from "../../policies/staff.policy";
import { parseInput } from "../../validation/parse-input";
import { hashPassword } from "./password";
import { passwordResetTokenInput, requestPasswordResetInput, resetPasswordInput } from "./user.inputs";

/** What the reset services need from the configuration (docs/password-reset.md). */
export interface PasswordResetSettings {
  /** The key the links are signed with (the session secret). */
  secret: string;
  /** Whether SMTP is configured: links go by e-mail, or (staff only) are shown once on screen. */
  emailEnabled: boolean;
}

/** The page a reset link opens; the token is in the fragment, which no server log or Referer carries. */
export const RESET_PAGE_PATH = "/restablecer-contrasena";

/**
 * The token of reset `id`: the id and its HMAC with the app's secret. Only its SHA-256 is stored, so
 * the table alone does not let anyone reset a password; the e-mail task derives it again from the id.
 */
export function passwordResetToken(id: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(`password-reset:${id}`).digest("base64url");
  return `${id}.${signature}`;
}

export function passwordResetPath(id: string, secret: string): string {
  return `${RESET_PAGE_PATH}#token=${passwordResetToken(id, secret)}`;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Per-e-mail budget of reset requests, spent by the service once the address is well-formed, whether
 * or not it has an account (docs/password-reset.md#limits).
 */
export type ResetRequestBudget = (email: string) => Promise<void>;

/** A new link for `userId`, valid PASSWORD_RULES.resetLinkLifetimeMs; in the caller's transaction. */
async function createLink(
  tx: EntityManager,
  userId: string,
  requestedBy: string | null,
  settings: PasswordResetSettings,
): Promise<string> {
  const id = randomUUID();
  await tx.execute(
    `INSERT INTO password_reset (id, user_id, token_hash, requested_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, now(), now() + (? * interval '1 millisecond'))`,
    [
      id,
      userId,
      sha256(passwordResetToken(id, settings.secret)),
      requestedBy,
      PASSWORD_RULES.resetLinkLifetimeMs,
    ],
  );
  if (settings.emailEnabled) await enqueueJob(tx, "send-password-reset-email", { resetId: id });
  return id;
}

/**
 * "¿Olvidaste tu contraseña?": one answer whatever the address (docs/password-reset.md#asking). An
 * active built-in account gets a link by e-mail through the job queue; an unknown address, an account
 * of the OpenID provider or a deactivated one gets nothing. Without SMTP nothing can be sent: staff hand
 * links out instead.
 */
export async function requestPasswordReset(
  em: EntityManager,
  input: unknown,
  settings: PasswordResetSettings,
  budget: ResetRequestBudget,
): Promise<string> {
  const { email } = parseInput(requestPasswordResetInput, input);
  await budget(email);
  await em.transactional(async (tx) => {
    const [user] = await tx.execute<Array<{ id: string }>>(
      `SELECT id FROM app_user WHERE email = ? AND active AND password_hash IS NOT NULL`,
      [email],
    );
    if (user) await createLink(tx, user.id, null, settings);
  });
  return ACCOUNT_MESSAGES.resetRequested;
}

interface LinkRow {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  usable_account: boolean;
}

/** The link's row when the token is one of ours and still works; otherwise why not, in Spanish. */
async function readLink(
  em: EntityManager,
  token: string,
  secret: string,
  lock: boolean,
): Promise<{ row: LinkRow } | { problem: string }> {
  const [id] = token.split(".");
  if (!id || !UUID_PATTERN.test(id)) return { problem: ACCOUNT_MESSAGES.resetLinkInvalid };
  const [row] = await em.execute<LinkRow[]>(
    `SELECT r.id, r.user_id, r.token_hash, r.expires_at, r.used_at,
       (u.active AND u.password_hash IS NOT NULL) AS usable_account
     FROM password_reset r JOIN app_user u ON u.id = r.user_id
     WHERE r.id = ?${lock ? " FOR UPDATE OF r" : ""}`,
    [id],
  );
  const expected = Buffer.from(sha256(passwordResetToken(id, secret)), "hex");
  const given = Buffer.from(sha256(token), "hex");
  if (!row || !timingSafeEqual(given, expected) || row.token_hash !== expected.toString("hex")) {
    return { problem: ACCOUNT_MESSAGES.resetLinkInvalid };
  }
  if (row.used_at) return { problem: ACCOUNT_MESSAGES.resetLinkUsed };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { problem: ACCOUNT_MESSAGES.resetLinkExpired };
  // Deactivated (or moved to the provider) since the link was made: it no longer opens anything.
  if (!row.usable_account) return { problem: ACCOUNT_MESSAGES.resetLinkInvalid };
  return { row };
}

/** Whether a link still works, so that its page can say so before anyone types a new password. */
export async function checkPasswordResetLink(
  em: EntityManager,
  input: unknown,
  settings: Pick<PasswordResetSettings, "secret">,
): Promise<{ valid: boolean; message: string | null }> {
  const { token } = parseInput(passwordResetTokenInput, input);
  const link = await readLink(em, token, settings.secret, false);
  return "problem" in link ? { valid: false, message: link.problem } : { valid: true, message: null };
}

/**
 * Sets the new password (the sign-up rules), uses up every open link of the account and ends every
 * session of it, in one transaction: whoever had the old password is out (docs/password-reset.md).
 */
export async function resetPassword(
  em: EntityManager,
  input: unknown,
  settings: Pick<PasswordResetSettings, "secret">,
): Promise<string> {
  const { token, password } = parseInput(resetPasswordInput, input);
  const passwordHash = await hashPassword(password);
  await em.transactional(async (tx) => {
    const link = await readLink(tx, token, settings.secret, true);
    if ("problem" in link) throw badUserInput({ token: link.problem });
    const userId = link.row.user_id;
    await tx.execute(`UPDATE app_user SET password_hash = ?, updated_at = now() WHERE id = ?`, [
      passwordHash,
      userId,
    ]);
    await tx.execute(`UPDATE password_reset SET used_at = now() WHERE user_id = ? AND used_at IS NULL`, [
      userId,
    ]);
    await tx.execute(`DELETE FROM "session" WHERE sess -> 'passport' ->> 'user' = ?`, [userId]);
  });
  return ACCOUNT_MESSAGES.passwordChanged;
}

/** What the staff action did: e-mailed the link, or made one to show once (its path on this site). */
export type StaffResetResult = { delivery: "email"; linkPath: null } | { delivery: "link"; linkPath: string };

/**
 * "Enviar enlace para restablecer contraseña" in Gestionar usuarios (docs/password-reset.md#from-gestionar-usuarios):
 * by e-mail when SMTP is configured, otherwise the link is returned once for staff to hand over. Audited
 * (who, for whom, how), never with the token.
 */
export async function sendPasswordResetLink(
  em: EntityManager,
  viewer: CurrentUser,
  userId: string,
  settings: PasswordResetSettings,
): Promise<StaffResetResult> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  return em.transactional(async (tx) => {
    const [target] = await tx.execute<
      Array<{
        id: string;
        email: string | null;
        active: boolean;
        has_password: boolean;
        first_name: string | null;
        last_name: string | null;
      }>
    >(
      `SELECT id, email, active, password_hash IS NOT NULL AS has_password, first_name, last_name
       FROM app_user WHERE id = ? FOR UPDATE`,
      [userId],
    );
    if (!target) throw notFound(STAFF_MESSAGES.userNotFound);
    const problem = passwordResetLinkProblem(
      viewer,
      { active: target.active, hasPassword: target.has_password, email: target.email },
      settings.emailEnabled,
    );
    if (problem === "forbidden") throw forbidden();
    if (problem) throw conflict(problem);
    const id = await createLink(tx, target.id, viewer.id, settings);
    await emit(tx, "account.changedByStaff", {
      actorId: viewer.id,
      accountId: target.id,
      accountLabel: displayName({
        firstName: target.first_name,
        lastName: target.last_name,
        email: target.email,
      }),
      action: "user.passwordReset",
      before: {},
      after: { delivery: settings.emailEnabled ? "por correo" : "enlace mostrado en pantalla" },
    });
    return settings.emailEnabled
      ? { delivery: "email" as const, linkPath: null }
      : { delivery: "link" as const, linkPath: passwordResetPath(id, settings.secret) };
  });
}
