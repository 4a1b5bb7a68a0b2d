import { LockMode, UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password";
import { AppError, conflict, forbidden, unauthenticated } from "../../errors/app-error";
import {
  accountDisabledMessage,
  DEFAULT_ACCOUNT_CONTACT,
  displayName,
  MESSAGES,
  NAME_MAX_LENGTH,
  PRIVACY_NOTICE_VERSION,
  STAFF_MESSAGES,
  type Role,
} from "../../domain";
import { emit } from "../../events/domain-events";
import { accountDeletionProblem, isStaffAccount } from "../../policies/staff.policy";
import { parseInput } from "../../validation/parse-input";
import { cleanText } from "../../validation/text";
import { hashCedula, maskCedula } from "./cedula";
import { User } from "./user.entity";
import { nameInput, registerCedulaInput, signInInput, signUpInput, USER_MESSAGES } from "./user.inputs";

export const TEST_USERS = [
  {
    id: "test-citizen",
    role: "citizen",
    firstName: "Carlos",
    lastName: "Pérez",
    email: "carlos@example.com",
  },
  { id: "test-admin", role: "super_admin", firstName: "Ana", lastName: "Gómez", email: "ana@example.com" },
] as const;

/**
 * The caller right after signing in. The session keeps only the id, and every later request reads the
 * caller again (`findCurrentUser`, memberships included); a sign-in's own request works no report.
 */
export function toCurrentUser(user: User): CurrentUser {
  return { id: user.id, role: user.role, hasCedula: user.cedulaHash != null, dependencias: [] };
}

/** The shape of `GET /api/auth/user` and GraphQL `me`: never the cédula itself. */
export function presentUser(user: User) {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    hasCedula: user.cedulaHash != null,
    cedulaMasked: maskCedula(user.cedulaLast3),
  };
}

/**
 * What a `CurrentUser` is read from, in `app_user u`: findCurrentUser's statement, and the session's read,
 * which brings the session's user along in the same statement (auth/session.ts).
 */
export const CURRENT_USER_COLUMNS = `u.id, u.role, u.cedula_hash IS NOT NULL AS has_cedula,
  CASE WHEN u.role = 'staff'
    THEN ARRAY(SELECT m.dependencia_id::text FROM staff_membership m WHERE m.user_id = u.id)
    ELSE '{}'::text[] END AS dependencias`;

export interface CurrentUserRow {
  id: string;
  role: Role;
  has_cedula: boolean;
  dependencias: string[];
}

export function currentUserOf(row: CurrentUserRow): CurrentUser {
  return { id: row.id, role: row.role, hasCedula: row.has_cedula, dependencias: row.dependencias };
}

/**
 * The signed-in caller as every request and WebSocket operation sees it: one indexed row, read without
 * building the entity (this runs on every signed-in request).
 */
export async function findCurrentUser(em: EntityManager, id: string): Promise<CurrentUser | undefined> {
  const [row] = await em
    .getConnection()
    .execute<CurrentUserRow[]>(`SELECT ${CURRENT_USER_COLUMNS} FROM app_user u WHERE u.id = ? AND u.active`, [
      id,
    ]);
  return row ? currentUserOf(row) : undefined;
}

export async function findActiveUser(em: EntityManager, id: string): Promise<User | null> {
  return em.findOne(User, { id, active: true });
}

export async function requireActiveUser(em: EntityManager, id: string): Promise<User> {
  const user = await findActiveUser(em, id);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The person's own name, as others read it on the reports and comments they sign and staff in the
 * tables (docs/decisions.md#your-name): a first name, and a last name or none.
 */
export async function changeMyName(em: EntityManager, userId: string, input: unknown): Promise<User> {
  const { firstName, lastName } = parseInput(nameInput, input);
  return em.transactional(async (tx) => {
    const user = await requireActiveUser(tx, userId);
    const before = { name: displayName(user) };
    user.firstName = firstName;
    user.lastName = lastName;
    // Staff act under their names (the activity log, the assignee lists): a change of one is audited.
    if (isStaffAccount(user) && displayName(user) !== before.name) {
      await emit(tx, "account.renamed", {
        accountId: user.id,
        accountLabel: displayName(user),
        before,
        after: { name: displayName(user) },
      });
    }
    await tx.flush();
    return user;
  });
}

/** What an OpenID Connect sign-in tells about the person (auth/oidc.ts reads it from the ID token). */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export async function upsertOidcUser(em: EntityManager, profile: OidcProfile): Promise<User> {
  const email = profile.email?.toLowerCase() ?? null;
  let user = await em.findOne(User, { oidcIssuer: profile.issuer, oidcSubject: profile.subject });
  const isNew = !user;
  if (!user) {
    user = em.create(User, { oidcIssuer: profile.issuer, oidcSubject: profile.subject });
  }
  // An email already held by another account stays with it: accounts are linked by (issuer, subject).
  if (email && email !== user.email) {
    const holder = await em.findOne(User, { email });
    if (!holder) user.email = email;
  }
  // A deactivated account stays out, whichever way it signs in.
  if (!user.active) throw unauthenticatedWith(STAFF_MESSAGES.accountDisabled);
  // The provider's names are shown to others like typed text, so they get its rules (cleaned). They
  // name a new account; after that the name is the person's own, a last name left out included
  // (docs/decisions.md#your-name).
  if (isNew) {
    user.firstName = cleanText(profile.firstName, NAME_MAX_LENGTH);
    user.lastName = cleanText(profile.lastName, NAME_MAX_LENGTH);
  }
  user.profileImageUrl = profile.pictureUrl ?? user.profileImageUrl;
  user.lastSignInAt = new Date();
  await em.flush();
  return user;
}

/**
 * What the door that checks passwords (sign-in) does around each check: `beforeCheck` spends an attempt
 * of the budget that applies to this client and account (`accountId` null when the e-mail has none, so
 * that unknown and known e-mails are limited alike), or throws RATE_LIMITED; `succeeded` gives a correct
 * password its attempt back, so that only failures count (docs/security.md#sign-in-limits).
 */
export interface PasswordAttemptGuard {
  beforeCheck(email: string, accountId: string | null): Promise<{ succeeded(): Promise<void> }>;
}

/**
 * Creates a built-in account, and never signs anybody in: an e-mail that already has an account gets
 * the same answer (the caller says "sign in now") and nothing changes, so sign-up neither tells who is
 * registered nor checks anyone's password (docs/security.md#sign-up). The password is hashed either way,
 * so both take as long.
 */
export async function signUp(em: EntityManager, input: unknown): Promise<void> {
  const { email, password, firstName, lastName } = parseInput(signUpInput, input);
  const passwordHash = await hashPassword(password);
  if (await em.findOne(User, { email }, { fields: ["id"] })) return;
  em.create(User, { email, firstName, lastName, passwordHash });
  try {
    await em.flush();
  } catch (error) {
    // Someone signed up with this e-mail at the same moment: the same answer as any taken e-mail.
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      return;
    }
    throw error;
  }
}

/**
 * Checks a built-in account's password within `guard`'s limits; one message for every failure. Only
 * the right password of a deactivated account hears that it is deactivated, and whom to write to
 * (`contact`): a wrong one gets the same answer as an unknown e-mail (docs/staff.md#users).
 */
export async function signIn(
  em: EntityManager,
  input: unknown,
  guard: PasswordAttemptGuard,
  contact: string = DEFAULT_ACCOUNT_CONTACT,
): Promise<User> {
  const { email, password } = parseInput(signInInput, input);
  const user = await em.findOne(User, { email });
  const attempt = await guard.beforeCheck(email, user?.passwordHash ? user.id : null);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) throw unauthenticatedWith(USER_MESSAGES.signInFailed);
  await attempt.succeeded();
  if (!user.active) throw new AppError(accountDisabledMessage(contact), "FORBIDDEN", 403);
  user.lastSignInAt = new Date();
  await em.flush();
  return user;
}

function unauthenticatedWith(message: string) {
  return new AppError(message, "UNAUTHENTICATED", 401);
}

/**
 * Deletes the caller's account and every session of it; what it published stays, anonymised (see the
 * notice). The active super_admins are locked first, in the order every account change locks them, so
 * that the last two admins leaving at once cannot both go (docs/staff.md#users); a staff account's
 * deletion is audited in the same transaction (docs/staff.md#audit-log).
 */
export async function deleteAccount(em: EntityManager, viewer: CurrentUser): Promise<void> {
  await em.transactional(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await tx.findOne(
      User,
      { id: viewer.id, active: true },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!user) throw unauthenticated();
    const problem = accountDeletionProblem(viewer, user, admins.length);
    if (problem === "forbidden") throw forbidden();
    if (problem) throw conflict(problem);
    await tx.execute(`DELETE FROM "session" WHERE sess -> 'passport' ->> 'user' = ?`, [user.id]);
    // The audit entry (staff accounts) and the removal of votes and likes react in this transaction
    // (docs/events.md); comments stay as "Usuario eliminado".
    await emit(tx, "account.deleting", {
      accountId: user.id,
      accountLabel: displayName(user),
      role: user.role,
      staff: isStaffAccount(user),
    });
    tx.remove(user);
  });
}

/**
 * The active super_admins, locked for the rest of the transaction in id order (one order for every
 * caller, so that two changes cannot deadlock): the last-admin rule counts them (docs/staff.md#users).
 */
export async function lockActiveAdmins(tx: EntityManager): Promise<User[]> {
  return tx.find(
    User,
    { role: "super_admin", active: true },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: "asc" }, refresh: true },
  );
}

/**
 * Outside production: the two users of the test sign-in (docs/decisions.md#test-sign-in), kept as described.
 */
export async function ensureTestUsers(em: EntityManager): Promise<void> {
  for (const definition of TEST_USERS) {
    const user = (await em.findOne(User, { id: definition.id })) ?? em.create(User, { id: definition.id });
    em.assign(user, { ...definition, active: true });
  }
  await em.flush();
}

/**
 * What a cédula registration spends (docs/security.md#cédula): `attempt` for every well-formed try,
 * whatever its answer, so that learning that a number is someone else's costs a limited attempt;
 * `change` when the caller already has a different cédula (taken or not), so that a registered account
 * cannot walk through numbers either.
 */
export interface CedulaBudget {
  attempt(): Promise<void>;
  change(): Promise<void>;
}

export async function registerCedula(
  em: EntityManager,
  userId: string,
  input: unknown,
  cedulaHashKey: string,
  budget: CedulaBudget,
): Promise<User> {
  const { cedula } = parseInput(registerCedulaInput, input);
  const user = await requireActiveUser(em, userId);
  const cedulaHash = hashCedula(cedula, cedulaHashKey);
  if (user.cedulaHash !== cedulaHash) {
    await budget.attempt();
    if (user.cedulaHash !== null) await budget.change();
    const holder = await em.findOne(User, { cedulaHash }, { fields: ["id"] });
    if (holder && holder.id !== user.id) throw conflict(MESSAGES.cedulaTaken);
  }
  em.assign(user, {
    cedulaHash,
    cedulaLast3: cedula.slice(-3),
    cedulaConsentAt: new Date(),
    cedulaConsentVersion: PRIVACY_NOTICE_VERSION,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two accounts racing for the same cédula: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw conflict(MESSAGES.cedulaTaken);
    throw error;
  }
  return user;
}
