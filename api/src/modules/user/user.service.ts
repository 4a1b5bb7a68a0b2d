import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { z } from "zod";
import type { CurrentUser } from "../../context/current-user";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password";
import { AppError, badUserInput, conflict, unauthenticated } from "../../errors/app-error";
import { cedulaProblem, MESSAGES, PRIVACY_NOTICE_VERSION, STAFF_MESSAGES } from "../../domain";
import { reportsFiledBy } from "../report/report.service";
import { hashCedula, maskCedula } from "./cedula";
import { User } from "./user.entity";

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

export function toCurrentUser(user: User): CurrentUser {
  return { id: user.id, role: user.role, hasCedula: user.cedulaHash != null };
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

export async function findActiveUser(em: EntityManager, id: string): Promise<User | null> {
  return em.findOne(User, { id, active: true });
}

export async function requireActiveUser(em: EntityManager, id: string): Promise<User> {
  const user = await findActiveUser(em, id);
  if (!user) throw unauthenticated();
  return user;
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
  user.firstName = profile.firstName ?? user.firstName;
  user.lastName = profile.lastName ?? user.lastName;
  user.profileImageUrl = profile.pictureUrl ?? user.profileImageUrl;
  user.lastSignInAt = new Date();
  await em.flush();
  return user;
}

const emailSchema = z.email().max(254);
const SIGN_IN_FAILED = "Correo o contraseña incorrectos.";

export const signUpSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(emailSchema),
  password: z.string().min(10).max(200),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).optional(),
});

const SIGN_UP_MESSAGES: Record<string, string> = {
  email: "Escribe un correo electrónico válido.",
  password: "La contraseña debe tener entre 10 y 200 caracteres.",
  firstName: "Escribe tu nombre.",
  lastName: "El apellido es demasiado largo.",
};

/**
 * Creates a built-in account. An email that already has an account gets the same answer as a wrong
 * password on sign-in would, so the form cannot be used to learn who is registered... unless the
 * password is that account's own, in which case the person is simply signed in.
 */
export async function signUp(em: EntityManager, input: unknown): Promise<User> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? "email");
        return [field, SIGN_UP_MESSAGES[field] ?? "Dato inválido."];
      }),
    );
    throw badUserInput(fields);
  }
  const { email, password, firstName, lastName } = parsed.data;
  const existing = await em.findOne(User, { email });
  if (existing) return signIn(em, { email, password });
  const user = em.create(User, {
    email,
    firstName,
    lastName: lastName || null,
    passwordHash: await hashPassword(password),
    lastSignInAt: new Date(),
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw unauthenticatedWith(SIGN_IN_FAILED);
    throw error;
  }
  return user;
}

export async function signIn(
  em: EntityManager,
  input: { email?: unknown; password?: unknown },
): Promise<User> {
  const email = typeof input.email === "string" ? input.email.trim().toLowerCase() : "";
  const password = typeof input.password === "string" ? input.password : "";
  const user = email ? await em.findOne(User, { email, active: true }) : null;
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) throw unauthenticatedWith(SIGN_IN_FAILED);
  user.lastSignInAt = new Date();
  await em.flush();
  return user;
}

function unauthenticatedWith(message: string) {
  return new AppError(message, "UNAUTHENTICATED", 401);
}

/** Everything the product holds about a user (Ley 1581 de 2012: right of access), without secrets. */
export async function exportUserData(em: EntityManager, userId: string) {
  const user = await requireActiveUser(em, userId);
  const reports = await reportsFiledBy(em, toCurrentUser(user));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...presentUser(user),
      signInMethod: user.oidcSubject
        ? "openid-connect"
        : user.passwordHash
          ? "correo-y-contraseña"
          : "prueba",
      createdAt: user.createdAt.toISOString(),
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    },
    cedula: user.cedulaHash
      ? {
          lastDigits: user.cedulaLast3,
          consentAt: user.cedulaConsentAt?.toISOString() ?? null,
          consentNoticeVersion: user.cedulaConsentVersion,
          storedAs: "huella criptográfica (HMAC-SHA256) y últimos 3 dígitos; la cédula completa no se guarda",
        }
      : null,
    // As the author sees them in Mis reportes, with their photos and history.
    reports,
  };
}

/** Deletes the account and every session of it; what it published stays, anonymised (see the notice). */
export async function deleteAccount(em: EntityManager, userId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await requireActiveUser(tx, userId);
    await tx.execute(`DELETE FROM "session" WHERE sess -> 'passport' ->> 'user' = ?`, [user.id]);
    tx.remove(user);
  });
}

/** Outside production: the two users of the test sign-in (SPEC.md §2), kept as described. */
export async function ensureTestUsers(em: EntityManager): Promise<void> {
  for (const definition of TEST_USERS) {
    const user = (await em.findOne(User, { id: definition.id })) ?? em.create(User, { id: definition.id });
    em.assign(user, { ...definition, active: true });
  }
  await em.flush();
}

export async function registerCedula(
  em: EntityManager,
  userId: string,
  input: { cedula?: unknown; consent?: unknown },
  cedulaHashKey: string,
): Promise<User> {
  const fields: Record<string, string> = {};
  const problem = cedulaProblem(input.cedula);
  if (problem) fields.cedula = problem;
  if (input.consent !== true) fields.consent = MESSAGES.consentRequired;
  if (Object.keys(fields).length > 0) throw badUserInput(fields);

  const cedula = input.cedula as string;
  const user = await requireActiveUser(em, userId);
  const cedulaHash = hashCedula(cedula, cedulaHashKey);
  const holder = await em.findOne(User, { cedulaHash });
  if (holder && holder.id !== user.id) throw conflict(MESSAGES.cedulaTaken);
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
