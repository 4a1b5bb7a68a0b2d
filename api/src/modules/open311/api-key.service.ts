import { createHash, randomBytes, randomUUID } from "node:crypto";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { z } from "zod";
import type { CurrentUser } from "../../context/current-user";
import { API_KEY_LIMITS, API_KEY_MESSAGES, displayName, open311Channel, UUID_PATTERN } from "../../domain";
import { AppError, badUserInput, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canManageApiKeys } from "../../policies/api-key.policy";
import { parseInput } from "../../validation/parse-input";
import { typedText } from "../../validation/text";

/** A key as admins see it: never the token, which only its issuer saw, once. */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The token's first characters, to tell keys apart ("rr_AbCd1234…"). */
  prefix: string;
  createdByName: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface IssuedApiKey {
  apiKey: ApiKeyView;
  /** The whole token: shown to the admin who issued it, once, and stored nowhere. */
  token: string;
}

/** The partner a valid key belongs to, as the filing door needs it. */
export interface ApiKeyPartner {
  id: string;
  name: string;
  channel: string;
}

/** Tokens start with this, so that a leaked one is recognisable in logs and secret scanners. */
const TOKEN_PREFIX = "rr_";
/** Characters of the token kept in the clear: the marker and 8 of the random part. */
const SHOWN_CHARACTERS = TOKEN_PREFIX.length + 8;

/** SHA-256 of the token: a 32-byte random token needs no slow hash (nothing to guess). */
export const hashApiKey = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  created_by_name: string;
  created_at: string | Date;
  revoked_at: string | Date | null;
  last_used_at: string | Date | null;
}

const COLUMNS = "id, name, prefix, created_by_name, created_at, revoked_at, last_used_at";
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function view(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdByName: row.created_by_name,
    createdAt: toDate(row.created_at),
    revokedAt: row.revoked_at == null ? null : toDate(row.revoked_at),
    lastUsedAt: row.last_used_at == null ? null : toDate(row.last_used_at),
  };
}

const issueInput = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .pipe(typedText(API_KEY_LIMITS.nameMaxLength, API_KEY_MESSAGES.nameTooLong))
    .pipe(z.string().min(1, { error: API_KEY_MESSAGES.nameRequired })),
});

/** Integraciones: every key, active ones first, newest first (super_admins). */
export async function listApiKeys(em: EntityManager, viewer: CurrentUser | undefined): Promise<ApiKeyView[]> {
  if (!canManageApiKeys(viewer)) throw forbidden();
  const rows = await em.execute<ApiKeyRow[]>(
    `SELECT ${COLUMNS} FROM api_key ORDER BY revoked_at IS NOT NULL, created_at DESC, id
      LIMIT ${API_KEY_LIMITS.listMax}`,
  );
  return rows.map(view);
}

/**
 * Issues a key for a partner (super_admins; audited): a random 32-byte token, of which only its SHA-256
 * and first characters are kept. The token is in the answer and nowhere else.
 */
export async function issueApiKey(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<IssuedApiKey> {
  if (!canManageApiKeys(viewer)) throw forbidden();
  const { name } = parseInput(issueInput, input);
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  try {
    return await em.transactional(async (tx) => {
      const [actor] = await tx.execute<
        Array<{ first_name: string | null; last_name: string | null; email: string | null }>
      >("SELECT first_name, last_name, email FROM app_user WHERE id = ?", [viewer!.id]);
      const [row] = await tx.execute<ApiKeyRow[]>(
        `INSERT INTO api_key (id, name, key_hash, prefix, created_by_id, created_by_name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, now()) RETURNING ${COLUMNS}`,
        [
          randomUUID(),
          name,
          hashApiKey(token),
          token.slice(0, SHOWN_CHARACTERS),
          viewer!.id,
          actor
            ? displayName({ firstName: actor.first_name, lastName: actor.last_name, email: actor.email })
            : viewer!.id,
        ],
      );
      const apiKey = view(row!);
      await emit(tx, "apiKey.changed", {
        actorId: viewer!.id,
        action: "apiKey.issue",
        keyId: apiKey.id,
        keyName: apiKey.name,
        before: null,
        after: { name: apiKey.name, prefix: apiKey.prefix },
      });
      return { apiKey, token };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw badUserInput({ name: API_KEY_MESSAGES.nameTaken });
    throw error;
  }
}

/** Revokes a key for good (super_admins; audited). Revoking a revoked key changes nothing. */
export async function revokeApiKey(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  id: string,
): Promise<ApiKeyView> {
  if (!canManageApiKeys(viewer)) throw forbidden();
  if (!UUID_PATTERN.test(id)) throw notFound(API_KEY_MESSAGES.notFound);
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<ApiKeyRow[]>(`SELECT ${COLUMNS} FROM api_key WHERE id = ? FOR UPDATE`, [
      id,
    ]);
    if (!row) throw notFound(API_KEY_MESSAGES.notFound);
    if (row.revoked_at != null) return view(row);
    const [revoked] = await tx.execute<ApiKeyRow[]>(
      `UPDATE api_key SET revoked_at = now() WHERE id = ? RETURNING ${COLUMNS}`,
      [id],
    );
    await emit(tx, "apiKey.changed", {
      actorId: viewer!.id,
      action: "apiKey.revoke",
      keyId: id,
      keyName: row.name,
      before: { revoked: false },
      after: { revoked: true },
    });
    return view(revoked!);
  });
}

/**
 * The partner whose key `token` is, or the standard's refusal (docs/open311.md#errors): 403 for a
 * missing, unknown or revoked key.
 */
export async function authenticateApiKey(em: EntityManager, token: unknown): Promise<ApiKeyPartner> {
  if (typeof token !== "string" || token === "")
    throw new AppError(API_KEY_MESSAGES.keyMissing, "FORBIDDEN", 403);
  const [row] = await em.execute<Array<{ id: string; name: string; revoked_at: string | null }>>(
    `SELECT id, name, revoked_at FROM api_key WHERE key_hash = ?`,
    [hashApiKey(token)],
  );
  if (!row) throw new AppError(API_KEY_MESSAGES.keyInvalid, "FORBIDDEN", 403);
  if (row.revoked_at != null) throw new AppError(API_KEY_MESSAGES.keyRevoked, "FORBIDDEN", 403);
  return { id: row.id, name: row.name, channel: open311Channel(row.name) };
}

/** A key's last use is its last report filed (docs/open311.md#api-keys): refused attempts do not count. */
export async function noteApiKeyUsed(em: EntityManager, keyId: string): Promise<void> {
  await em.execute(`UPDATE api_key SET last_used_at = now() WHERE id = ?`, [keyId]);
}
