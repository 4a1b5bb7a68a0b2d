import type { EntityManager } from "@mikro-orm/postgresql";
import { ALERT_LIMITS, ALERT_MESSAGES, UUID_PATTERN } from "../../domain";
import { signToken, verifyToken } from "../../signing/signed-token";

/** The purpose the unsubscribe links are signed for (docs/alerts.md#unsubscribe). */
const PURPOSE = "alert-unsubscribe";

/** The path of the one-click unsubscribe route, the one `List-Unsubscribe` names. */
export const UNSUBSCRIBE_PATH = "/api/unsubscribe";

/** What a link stops: the e-mails of one alert, or of every alert of one person. */
export type UnsubscribeTarget = { alertId: string } | { userId: string };

export function unsubscribeToken(secret: string, target: UnsubscribeTarget, now = new Date()): string {
  return signToken(secret, {
    purpose: PURPOSE,
    subject: "alertId" in target ? `alert:${target.alertId}` : `all:${target.userId}`,
    expiresAt: new Date(now.getTime() + ALERT_LIMITS.unsubscribeLinkLifetimeMs),
  });
}

/** The absolute link an e-mail carries. */
export function unsubscribeUrl(appUrl: string, secret: string, target: UnsubscribeTarget, now = new Date()) {
  const url = new URL(UNSUBSCRIBE_PATH, appUrl);
  url.searchParams.set("token", unsubscribeToken(secret, target, now));
  return url.toString();
}

type Reading = { ok: true; target: UnsubscribeTarget } | { ok: false; message: string };

/** What a token names, or why it is refused, in Spanish. */
export function readUnsubscribeToken(secret: string, token: unknown, now = new Date()): Reading {
  const check = verifyToken(secret, PURPOSE, token, now);
  if (!check.ok) {
    return {
      ok: false,
      message:
        check.problem === "expired" ? ALERT_MESSAGES.unsubscribeExpired : ALERT_MESSAGES.unsubscribeInvalid,
    };
  }
  const colon = check.subject.indexOf(":");
  const kind = check.subject.slice(0, colon);
  const id = colon > 0 ? check.subject.slice(colon + 1) : "";
  if (kind === "alert" && id && UUID_PATTERN.test(id)) return { ok: true, target: { alertId: id } };
  if (kind === "all" && id) return { ok: true, target: { userId: id } };
  return { ok: false, message: ALERT_MESSAGES.unsubscribeInvalid };
}

/** The question the page asks before anything changes (a GET changes nothing: link scanners follow). */
export function unsubscribeQuestion(target: UnsubscribeTarget): string {
  return "alertId" in target
    ? ALERT_MESSAGES.unsubscribeAlertQuestion
    : ALERT_MESSAGES.unsubscribeAllQuestion;
}

/**
 * Stops the e-mails the token names (their in-app notices go on: the bell is not mail). Answers what was
 * stopped, in Spanish. Doing it again changes nothing and says the same.
 */
export async function unsubscribe(em: EntityManager, target: UnsubscribeTarget): Promise<string> {
  if ("alertId" in target) {
    const rows = await em.execute<Array<{ id: string }>>(
      `UPDATE area_alert SET email = false, updated_at = now() WHERE id = ? RETURNING id`,
      [target.alertId],
    );
    return rows.length > 0 ? ALERT_MESSAGES.unsubscribedAlert : ALERT_MESSAGES.unsubscribedGone;
  }
  await em.execute(`UPDATE area_alert SET email = false, updated_at = now() WHERE user_id = ? AND email`, [
    target.userId,
  ]);
  return ALERT_MESSAGES.unsubscribedAll;
}
