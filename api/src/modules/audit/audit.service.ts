import type { EntityManager } from "@mikro-orm/postgresql";
import { z } from "zod";
import type { CurrentUser } from "../../context/current-user";
import { displayName, type AuditAction } from "../../domain";
import { forbidden } from "../../errors/app-error";
import { canManageStaffTools } from "../../policies/staff.policy";
import { decodeCursor, encodeCursor } from "../../validation/cursor";
import { parseInput } from "../../validation/parse-input";
import { User } from "../user/user.entity";
import { AuditEntry } from "./audit.entity";

export interface AuditRecord {
  action: AuditAction;
  subjectType: AuditEntry["subjectType"];
  subjectId: string;
  subjectLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Adds an entry in the caller's transaction, so that the change and its record commit together. */
export async function recordAudit(em: EntityManager, actorId: string, record: AuditRecord): Promise<void> {
  const actor = await em.findOne(User, { id: actorId }, { fields: ["id", "firstName", "lastName", "email"] });
  em.create(AuditEntry, {
    ...record,
    actor: actor ? em.getReference(User, actor.id) : null,
    actorName: actor ? displayName(actor) : actorId,
  });
}

/**
 * Adds an entry for an actor who is no account: a partner's system acting with its API key, named as
 * its channel ("Open311: Empresa X", docs/open311.md#filing).
 */
export function recordAuditByName(em: EntityManager, actorName: string, record: AuditRecord): void {
  em.create(AuditEntry, { ...record, actor: null, actorName });
}

const auditQuery = z.object({
  actorId: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.string().max(64).optional(),
  ),
  limit: z.preprocess((value) => value ?? undefined, z.number().int().min(1).max(100).default(50)),
  /** The previous page's `nextCursor`: its last entry's time and id. */
  after: z.preprocess((value) => value ?? undefined, z.string().max(200).optional()),
});

/** An audit cursor: the last entry's `createdAt` (entries are stamped by the app, in milliseconds) and id. */
const AUDIT_CURSOR = ["instant", "uuid"] as const;

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** Newest first, optionally one actor's; for super_admins only. */
export async function listAudit(em: EntityManager, viewer: CurrentUser, input: unknown): Promise<AuditPage> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const { actorId, limit, after } = parseInput(auditQuery, input);
  const position = after ? decodeCursor(after, AUDIT_CURSOR, "after") : null;
  const entries = await em.find(
    AuditEntry,
    {
      ...(actorId ? { actor: actorId } : {}),
      ...(position
        ? {
            $or: [
              { createdAt: { $lt: new Date(position[0]) } },
              { createdAt: new Date(position[0]), id: { $lt: position[1] } },
            ],
          }
        : {}),
    },
    { orderBy: [{ createdAt: "desc" }, { id: "desc" }], limit: limit + 1 },
  );
  const page = entries.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page,
    nextCursor: entries.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}
