import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { z } from "zod";
import type { CurrentUser } from "../../context/current-user";
import { displayName, ROLES, STAFF_MESSAGES, type Role } from "../../domain";
import { emit } from "../../events/domain-events";
import { conflict, forbidden, notFound } from "../../errors/app-error";
import { accountChangeProblem, accountViewerCan, canManageStaffTools } from "../../policies/staff.policy";
import { parseInput } from "../../validation/parse-input";
import { typedText } from "../../validation/text";
import { maskCedula } from "./cedula";
import { User } from "./user.entity";
import { lockActiveAdmins } from "./user.service";

/** A row of "Gestionar usuarios": never the cédula, only its last digits. */
export interface AdminUserRecord {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  active: boolean;
  /** False for accounts that sign in only by OpenID Connect: no password to reset. */
  hasPassword: boolean;
  cedulaMasked: string | null;
  reportsCount: number;
  lastSignInAt: Date | null;
  createdAt: Date;
  viewerCan: { changeRole: boolean; changeActive: boolean };
}

const listInput = z.object({
  search: z.preprocess(
    (value) => (value === null ? undefined : value),
    typedText(100, "La búsqueda no puede superar los 100 caracteres.").optional(),
  ),
  role: z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z.enum(ROLES).optional(),
  ),
  limit: z.preprocess((value) => value ?? undefined, z.number().int().min(1).max(100).default(50)),
});

async function activeAdminCount(em: EntityManager): Promise<number> {
  return em.count(User, { role: "super_admin", active: true });
}

async function present(em: EntityManager, viewer: CurrentUser, users: User[]): Promise<AdminUserRecord[]> {
  if (users.length === 0) return [];
  const [counts, admins] = await Promise.all([
    em.execute<Array<{ author_id: string; count: string }>>(
      `SELECT author_id, count(*) AS count FROM report WHERE author_id IN (${users.map(() => "?").join(", ")})
        GROUP BY author_id`,
      users.map((user) => user.id),
    ),
    activeAdminCount(em),
  ]);
  const countOf = new Map(counts.map((row) => [row.author_id, Number(row.count)]));
  return users.map((user) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    active: user.active,
    hasPassword: user.passwordHash != null,
    cedulaMasked: maskCedula(user.cedulaLast3),
    reportsCount: countOf.get(user.id) ?? 0,
    lastSignInAt: user.lastSignInAt,
    createdAt: user.createdAt,
    viewerCan: accountViewerCan(viewer, user, admins),
  }));
}

/** Users by name or e-mail (accents and case ignored), staff first, then by name; at most `limit`. */
export async function listUsers(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): Promise<{ users: AdminUserRecord[]; total: number }> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const { search, role, limit } = parseInput(listInput, input);
  const where: string[] = [];
  const params: unknown[] = [];
  for (const word of (search ?? "").split(/\s+/).filter(Boolean)) {
    where.push(
      `report_unaccent(lower(concat_ws(' ', first_name, last_name, email))) LIKE '%' || report_unaccent(lower(?)) || '%'`,
    );
    params.push(word.replace(/[\\%_]/g, (character) => `\\${character}`));
  }
  if (role) {
    where.push("role = ?");
    params.push(role);
  }
  const condition = where.length > 0 ? where.join(" AND ") : "TRUE";
  const [ids, [total]] = await Promise.all([
    em.execute<Array<{ id: string }>>(
      `SELECT id FROM app_user WHERE ${condition}
        ORDER BY role = 'super_admin' DESC, lower(concat_ws(' ', first_name, last_name)), id LIMIT ?`,
      [...params, limit],
    ),
    em.execute<Array<{ count: string }>>(`SELECT count(*) AS count FROM app_user WHERE ${condition}`, params),
  ]);
  const users = await em.find(User, { id: { $in: ids.map((row) => row.id) } });
  const byId = new Map(users.map((user) => [user.id, user]));
  return {
    users: await present(
      em,
      viewer,
      ids.flatMap((row) => byId.get(row.id) ?? []),
    ),
    total: Number(total?.count ?? 0),
  };
}

const roleInput = z.object({ role: z.enum(ROLES, { error: "Elige un rol válido." }) });
const activeInput = z.object({ active: z.boolean({ error: "Dato inválido." }) });

/**
 * One change to an account, in one transaction. The active super_admins are locked first, so that two
 * admins demoting each other at once cannot both succeed and leave nobody (the last-admin rule).
 */
async function changeAccount(
  em: EntityManager,
  viewer: CurrentUser,
  userId: string,
  change: { role?: Role; active?: boolean },
): Promise<AdminUserRecord> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  await em.transactional(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await tx.findOne(
      User,
      { id: userId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!target) throw notFound(STAFF_MESSAGES.userNotFound);
    const problem = accountChangeProblem(viewer, target, change, admins.length);
    if (problem === "forbidden") throw forbidden();
    if (problem) throw conflict(problem);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (change.role !== undefined && change.role !== target.role) {
      before.role = target.role;
      after.role = change.role;
      target.role = change.role;
    }
    if (change.active !== undefined && change.active !== target.active) {
      before.active = target.active;
      after.active = change.active;
      target.active = change.active;
      // Its sessions end now: every request (and, per operation, every socket) reads the session.
      if (!change.active) {
        await tx.execute(`DELETE FROM "session" WHERE sess -> 'passport' ->> 'user' = ?`, [target.id]);
      }
    }
    if (Object.keys(after).length === 0) return;
    // Recorded in the audit log by its reaction, in this transaction (docs/events.md).
    await emit(tx, "account.changedByStaff", {
      actorId: viewer.id,
      accountId: target.id,
      accountLabel: displayName(target),
      action: change.role !== undefined ? "user.role" : "user.active",
      before,
      after,
    });
  });
  const user = await em.findOneOrFail(User, { id: userId }, { refresh: true });
  const [record] = await present(em, viewer, [user]);
  return record!;
}

export function setUserRole(em: EntityManager, viewer: CurrentUser, userId: string, input: unknown) {
  const { role } = parseInput(roleInput, input);
  return changeAccount(em, viewer, userId, { role });
}

export function setUserActive(em: EntityManager, viewer: CurrentUser, userId: string, input: unknown) {
  const { active } = parseInput(activeInput, input);
  return changeAccount(em, viewer, userId, { active });
}
