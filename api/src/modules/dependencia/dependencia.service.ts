import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import {
  DEPENDENCIA_MESSAGES,
  displayName,
  neighborhoodLabel,
  STAFF_MESSAGES,
  UUID_PATTERN,
} from "../../domain";
import { badUserInput, conflict, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canReadAsStaff } from "../../policies/report.policy";
import { canManageStaffTools } from "../../policies/staff.policy";
import { parseInput } from "../../validation/parse-input";
import { Category } from "../category/category.entity";
import { User } from "../user/user.entity";
import {
  createDependenciaInput,
  membershipsInput,
  routingRuleInput,
  updateDependenciaInput,
} from "./dependencia.inputs";
import { forgetDependenciaNames } from "./dependencia-names";
import { Dependencia, RoutingRule, StaffMembership } from "./dependencia.entity";

/** Every dependencia, by name: staff read them (routing, assignment), super_admins edit them. */
export function listDependencias(em: EntityManager, viewer: CurrentUser): Promise<Dependencia[]> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  return em.find(Dependencia, {}, { orderBy: { name: "asc" } });
}

const nameTaken = (error: unknown) =>
  error instanceof UniqueConstraintViolationException
    ? badUserInput({ name: DEPENDENCIA_MESSAGES.nameTaken })
    : error;

export async function createDependencia(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): Promise<Dependencia> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const valid = parseInput(createDependenciaInput, input);
  try {
    const created = await em.transactional(async (tx) => {
      const dependencia = tx.create(Dependencia, valid);
      await tx.flush();
      await emit(tx, "dependencia.changed", {
        actorId: viewer.id,
        dependenciaId: dependencia.id,
        dependenciaName: dependencia.name,
        before: {},
        after: { name: dependencia.name, email: dependencia.email, external: dependencia.external },
      });
      return dependencia;
    });
    forgetDependenciaNames(em);
    return created;
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * A super_admin edits a dependencia. Naming it the default takes that from the one before; the default
 * cannot be deactivated, so that every report always has somewhere to go (docs/staff.md#routing).
 */
export async function updateDependencia(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<Dependencia> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const changes = parseInput(updateDependenciaInput, input);
  try {
    const updated = await em.transactional(async (tx) => {
      const dependencia = await findDependencia(tx, id);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of ["name", "email", "external", "active", "isDefault"] as const) {
        const value = changes[field];
        if (value === undefined || value === dependencia[field]) continue;
        before[field] = dependencia[field];
        after[field] = value;
      }
      const staysDefault =
        after.isDefault === true || (dependencia.isDefault && after.isDefault === undefined);
      if (after.active === false && staysDefault) {
        throw conflict(DEPENDENCIA_MESSAGES.defaultMustStayActive);
      }
      if (after.isDefault === true) {
        if (!(changes.active ?? dependencia.active))
          throw conflict(DEPENDENCIA_MESSAGES.defaultMustStayActive);
        // Before setting the new one: the partial unique index allows one default at a time.
        await tx.nativeUpdate(Dependencia, { isDefault: true }, { isDefault: false });
      }
      Object.assign(dependencia, after);
      if (Object.keys(after).length > 0) {
        await tx.flush();
        await emit(tx, "dependencia.changed", {
          actorId: viewer.id,
          dependenciaId: dependencia.id,
          dependenciaName: dependencia.name,
          before,
          after,
        });
      }
      return dependencia;
    });
    forgetDependenciaNames(em);
    return updated;
  } catch (error) {
    throw nameTaken(error);
  }
}

async function findDependencia(tx: EntityManager, id: string): Promise<Dependencia> {
  const dependencia = UUID_PATTERN.test(id) ? await tx.findOne(Dependencia, { id }, { refresh: true }) : null;
  if (!dependencia) throw notFound(DEPENDENCIA_MESSAGES.notFound);
  return dependencia;
}

/** The routing rules, by category then barrios (staff read them; super_admins edit them). */
export function listRoutingRules(em: EntityManager, viewer: CurrentUser): Promise<RoutingRule[]> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  return em.find(
    RoutingRule,
    {},
    { populate: ["dependencia"], orderBy: [{ category: { position: "asc" } }, { createdAt: "asc" }] },
  );
}

const ruleLabel = (categoryName: string, neighborhoods: string[]) =>
  `${categoryName}${neighborhoods.length > 0 ? ` (${neighborhoods.map((slug) => neighborhoodLabel(slug) ?? slug).join(", ")})` : ""}`;

/**
 * Sends a category's reports (in the listed barrios, or in any) to a dependencia: replaces the rule for
 * the same category and barrios when there is one (docs/staff.md#routing). Reports already filed stay
 * where they are.
 */
export async function setRoutingRule(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): Promise<RoutingRule> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const valid = parseInput(routingRuleInput, input);
  return em.transactional(async (tx) => {
    const category = await tx.findOne(Category, { id: valid.categoryId });
    if (!category) throw badUserInput({ categoryId: DEPENDENCIA_MESSAGES.ruleCategoryInvalid });
    const dependencia = await findDependencia(tx, valid.dependenciaId);
    if (!dependencia.active) throw badUserInput({ dependenciaId: DEPENDENCIA_MESSAGES.inactive });
    const rules = await tx.find(RoutingRule, { category }, { populate: ["dependencia"] });
    const same = rules.find((rule) => [...rule.neighborhoods].sort().join() === valid.neighborhoods.join());
    const before = same ? { dependencia: same.dependencia.name } : {};
    const rule =
      same ?? tx.create(RoutingRule, { category, neighborhoods: valid.neighborhoods, dependencia });
    rule.dependencia = dependencia;
    await tx.flush();
    if (same?.dependencia.id !== dependencia.id || !same) {
      await emit(tx, "routing.changed", {
        actorId: viewer.id,
        ruleLabel: ruleLabel(category.name, valid.neighborhoods),
        before,
        after: { dependencia: dependencia.name },
      });
    }
    return rule;
  });
}

export async function deleteRoutingRule(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
): Promise<boolean> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  return em.transactional(async (tx) => {
    const rule = UUID_PATTERN.test(id)
      ? await tx.findOne(RoutingRule, { id }, { populate: ["category", "dependencia"] })
      : null;
    if (!rule) throw notFound(DEPENDENCIA_MESSAGES.ruleNotFound);
    tx.remove(rule);
    await tx.flush();
    await emit(tx, "routing.changed", {
      actorId: viewer.id,
      ruleLabel: ruleLabel(rule.category.name, rule.neighborhoods),
      before: { dependencia: rule.dependencia.name },
      after: {},
    });
    return true;
  });
}

/**
 * Where a new report goes, in its filing transaction (docs/staff.md#routing): the rule of its category
 * that names its barrio, else the category's rule for any barrio, else the default dependencia; rules
 * pointing at an inactive dependencia are passed over. The rule is the database's `route_report` (the
 * dependencias migration), which also routes reports inserted without one.
 */
export async function routeNewReport(
  tx: EntityManager,
  report: { categoryId: string; neighborhood: string },
): Promise<Dependencia> {
  const [row] = await tx.execute<Array<{ id: string | null }>>("SELECT route_report(?, ?) AS id", [
    report.categoryId,
    report.neighborhood,
  ]);
  if (!row?.id)
    throw new Error("No default dependencia: the migrations create one and it cannot be deactivated");
  return tx.getReference(Dependencia, row.id);
}

/** Whether `userId` is an active funcionario of `dependenciaId` (assignment, docs/staff.md#assignment). */
export async function isMemberOf(tx: EntityManager, userId: string, dependenciaId: string): Promise<boolean> {
  const [row] = await tx.execute<Array<{ member: boolean }>>(
    `SELECT EXISTS (SELECT 1 FROM staff_membership m JOIN app_user u ON u.id = m.user_id
       WHERE m.user_id = ? AND m.dependencia_id = ? AND u.role = 'staff' AND u.active) AS member`,
    [userId, dependenciaId],
  );
  return row?.member === true;
}

/** The active funcionarios of a dependencia, by name: whom a report may be assigned to. */
export async function membersOf(
  em: EntityManager,
  viewer: CurrentUser,
  dependenciaId: string,
): Promise<User[]> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  if (!UUID_PATTERN.test(dependenciaId)) throw notFound(DEPENDENCIA_MESSAGES.notFound);
  const memberships = await em.find(
    StaffMembership,
    { dependencia: dependenciaId, user: { role: "staff", active: true } },
    { populate: ["user"] },
  );
  return memberships
    .map((membership) => membership.user)
    .sort((a, b) => displayName(a).localeCompare(displayName(b), "es"));
}

/** The dependencias of each of `userIds` (Gestionar usuarios shows them per row). */
export async function dependenciasOfUsers(em: EntityManager, userIds: readonly string[]) {
  const memberships =
    userIds.length === 0
      ? []
      : await em.find(StaffMembership, { user: { $in: [...userIds] } }, { populate: ["dependencia"] });
  const byUser = new Map<string, Dependencia[]>();
  for (const membership of memberships) {
    const list = byUser.get(membership.user.id) ?? [];
    list.push(membership.dependencia);
    byUser.set(membership.user.id, list);
  }
  return userIds.map((id) => (byUser.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name, "es")));
}

/**
 * Gestionar usuarios: a super_admin sets the dependencias a funcionario works (docs/staff.md#roles);
 * audited. Only accounts with the `staff` role belong to dependencias.
 */
export async function setStaffDependencias(
  em: EntityManager,
  viewer: CurrentUser,
  userId: string,
  input: unknown,
): Promise<Dependencia[]> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const { dependenciaIds } = parseInput(membershipsInput, input);
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id: userId });
    if (!user) throw notFound(STAFF_MESSAGES.userNotFound);
    if (user.role !== "staff") throw conflict(DEPENDENCIA_MESSAGES.membershipsOnlyStaff);
    if (dependenciaIds.length === 0)
      throw badUserInput({ dependenciaIds: DEPENDENCIA_MESSAGES.staffNeedsDependencia });
    const chosen = await tx.find(Dependencia, { id: { $in: dependenciaIds }, active: true });
    if (chosen.length !== dependenciaIds.length) {
      throw badUserInput({ dependenciaIds: DEPENDENCIA_MESSAGES.membershipsInvalid });
    }
    const current = await tx.find(StaffMembership, { user }, { populate: ["dependencia"] });
    const names = (list: Dependencia[]) =>
      list
        .map((dependencia) => dependencia.name)
        .sort((a, b) => a.localeCompare(b, "es"))
        .join(", ");
    const before = names(current.map((membership) => membership.dependencia));
    const after = names(chosen);
    if (before !== after) {
      await tx.nativeDelete(StaffMembership, { user });
      for (const dependencia of chosen) tx.create(StaffMembership, { user, dependencia });
      await tx.flush();
      await emit(tx, "account.changedByStaff", {
        actorId: viewer.id,
        accountId: user.id,
        accountLabel: displayName(user),
        action: "user.dependencias",
        before: { dependencias: before },
        after: { dependencias: after },
      });
    }
    return chosen.sort((a, b) => a.name.localeCompare(b.name, "es"));
  });
}
