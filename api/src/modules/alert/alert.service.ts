import type { EntityManager } from "@mikro-orm/postgresql";
import { textArray } from "../report/report.related";
import type { CurrentUser } from "../../context/current-user";
import { readJsonList } from "../../database/json-list";
import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  alertAreaLabel,
  neighborhoodLabel,
  UUID_PATTERN,
  type AlertFrequency,
} from "../../domain";
import { badUserInput, notFound, unauthenticated } from "../../errors/app-error";
import { canKeepAlerts, isOwnAlert } from "../../policies/alert.policy";
import { parseInput } from "../../validation/parse-input";
import { alertInput, type AlertInput } from "./alert.inputs";

/** An alert as its owner sees it on both doors. */
export interface AlertView {
  id: string;
  /** Barrio slugs; empty: every barrio. */
  neighborhoods: string[];
  /** Category ids; empty: every category. */
  categoryIds: string[];
  frequency: AlertFrequency;
  email: boolean;
  /** What it covers, in words ("Vías en Riomar, Altamira"). */
  label: string;
  createdAt: Date;
}

interface AlertRow {
  id: string;
  user_id: string;
  neighborhoods: string[];
  category_ids: string[];
  frequency: AlertFrequency;
  email: boolean;
  created_at: Date;
}

const COLUMNS = `id, user_id, neighborhoods, category_ids, frequency, email, created_at`;

/** The names of these categories, by id (inactive ones too: an alert may name one staff retired since). */
async function categoryNames(em: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<Array<{ id: string; name: string }>>(
    `SELECT id, name FROM category WHERE id = ANY(?::text[])`,
    [textArray([...new Set(ids)])],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** An alert's area in words, from its slugs and category ids. */
export function describeAlert(
  alert: { neighborhoods: readonly string[]; categoryIds: readonly string[] },
  names: ReadonlyMap<string, string>,
): string {
  return alertAreaLabel(
    alert.neighborhoods.map((slug) => neighborhoodLabel(slug) ?? slug),
    alert.categoryIds.map((id) => names.get(id) ?? id),
  );
}

async function present(em: EntityManager, rows: AlertRow[]): Promise<AlertView[]> {
  const names = await categoryNames(
    em,
    rows.flatMap((row) => row.category_ids),
  );
  return rows.map((row) => {
    const alert = {
      id: row.id,
      neighborhoods: row.neighborhoods,
      categoryIds: row.category_ids,
      frequency: row.frequency,
      email: row.email,
      createdAt: row.created_at,
    };
    return { ...alert, label: describeAlert(alert, names) };
  });
}

/** The viewer's alerts, oldest first. */
export async function listMyAlerts(em: EntityManager, viewer: CurrentUser | undefined): Promise<AlertView[]> {
  if (!canKeepAlerts(viewer)) throw unauthenticated();
  const rows = await em.execute<AlertRow[]>(
    `SELECT ${COLUMNS} FROM area_alert WHERE user_id = ? ORDER BY created_at, id`,
    [viewer.id],
  );
  return present(em, rows);
}

/** Categories an alert may name: those that exist and are active (docs/alerts.md#subscribing). */
async function checkCategories(tx: EntityManager, input: AlertInput): Promise<void> {
  if (input.categoryIds.length === 0) return;
  const [{ found } = { found: 0 }] = await tx.execute<Array<{ found: number }>>(
    `SELECT count(*)::int AS found FROM category WHERE id = ANY(?::text[]) AND active`,
    [textArray(input.categoryIds)],
  );
  if (found !== input.categoryIds.length) throw badUserInput({ categoryIds: ALERT_MESSAGES.categoryUnknown });
}

/**
 * A new alert for the viewer. Its digest starts now: a daily digest lists what is filed from the alert's
 * creation on. At most ALERT_LIMITS.perUser per person, counted under a lock of the person's row so that
 * two simultaneous requests cannot both pass.
 */
export async function createAlert(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<AlertView> {
  if (!canKeepAlerts(viewer)) throw unauthenticated();
  const alert = parseInput(alertInput, input);
  const row = await em.transactional(async (tx) => {
    await tx.execute(`SELECT id FROM app_user WHERE id = ? FOR UPDATE`, [viewer.id]);
    const [{ count } = { count: 0 }] = await tx.execute<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM area_alert WHERE user_id = ?`,
      [viewer.id],
    );
    if (count >= ALERT_LIMITS.perUser) throw badUserInput({ input: ALERT_MESSAGES.tooMany });
    await checkCategories(tx, alert);
    const [created] = await tx.execute<AlertRow[]>(
      `INSERT INTO area_alert (id, user_id, neighborhoods, category_ids, frequency, email)
       VALUES (gen_random_uuid(), ?, ?::text[], ?::text[], ?, ?) RETURNING ${COLUMNS}`,
      [viewer.id, textArray(alert.neighborhoods), textArray(alert.categoryIds), alert.frequency, alert.email],
    );
    return created!;
  });
  return (await present(em, [row]))[0]!;
}

/** The viewer's alert `id`, locked for a change; another person's answers "not found", like none. */
async function ownAlert(tx: EntityManager, viewer: CurrentUser, id: string): Promise<AlertRow> {
  const [row] = UUID_PATTERN.test(id)
    ? await tx.execute<AlertRow[]>(`SELECT ${COLUMNS} FROM area_alert WHERE id = ? FOR UPDATE`, [id])
    : [];
  if (!row || !isOwnAlert(viewer, { userId: row.user_id })) throw notFound(ALERT_MESSAGES.notFound);
  return row;
}

/**
 * Changes one of the viewer's alerts. An alert that starts going in the daily digest starts it now, so
 * the next digest does not list what was filed while it went otherwise (docs/alerts.md#the-daily-digest).
 */
export async function updateAlert(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  id: string,
  input: unknown,
): Promise<AlertView> {
  if (!canKeepAlerts(viewer)) throw unauthenticated();
  const alert = parseInput(alertInput, input);
  const row = await em.transactional(async (tx) => {
    const before = await ownAlert(tx, viewer, id);
    await checkCategories(tx, alert);
    const wasDigested = before.frequency === "daily" && before.email;
    const [updated] = await tx.execute<AlertRow[]>(
      `UPDATE area_alert SET neighborhoods = ?::text[], category_ids = ?::text[], frequency = ?, email = ?,
         updated_at = now()${wasDigested ? "" : ", digested_up_to = now()"}
       WHERE id = ? RETURNING ${COLUMNS}`,
      [textArray(alert.neighborhoods), textArray(alert.categoryIds), alert.frequency, alert.email, before.id],
    );
    return updated!;
  });
  return (await present(em, [row]))[0]!;
}

export async function deleteAlert(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  id: string,
): Promise<boolean> {
  if (!canKeepAlerts(viewer)) throw unauthenticated();
  await em.transactional(async (tx) => {
    const row = await ownAlert(tx, viewer, id);
    await tx.execute(`DELETE FROM area_alert WHERE id = ?`, [row.id]);
  });
  return true;
}

/** A person's area alerts as stored, for their data export (docs/decisions.md#account-deletion). */
export function areaAlertsOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('neighborhoods', a.neighborhoods, 'categoryIds', a.category_ids,
              'frequency', a.frequency, 'email', a.email, 'createdAt', a.created_at)
              ORDER BY a.created_at, a.id), '[]') AS list
       FROM area_alert a WHERE a.user_id = ?`,
    [userId],
  );
}
