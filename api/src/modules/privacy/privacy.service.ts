import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { areaAlertsOf } from "../alert/alert.service";
import { commentLikesOf, commentsOf } from "../community/comment.service";
import { followsOf } from "../community/follow.service";
import { supportsOf } from "../community/vote.service";
import { flagsOf } from "../moderation/moderation.service";
import { notificationsOf } from "../notification/notification.service";
import { pushSubscriptionsOf } from "../push/push.service";
import { reportsFiledBy } from "../report/report.service";
import { resolutionChecksOf } from "../resolution-check/resolution-check.service";
import { requireActiveUser, presentUser, toCurrentUser } from "../user/user.service";

/**
 * Everything the product holds about a user (Ley 1581 de 2012: right of access), without secrets: read
 * in one snapshot, so that a like or comment made meanwhile is in every list or in none.
 */
export function exportUserData(em: EntityManager, userId: string) {
  return em.transactional((tx) => readUserData(tx, userId), {
    isolationLevel: IsolationLevel.REPEATABLE_READ,
    readOnly: true,
  });
}

async function readUserData(em: EntityManager, userId: string) {
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
    // What they said, supported, liked, followed, flagged and answered, and what they were told
    // (docs/decisions.md#account-deletion), each by the module that keeps it, in the order it happened.
    comments: await commentsOf(em, user.id),
    supports: await supportsOf(em, user.id),
    commentLikes: await commentLikesOf(em, user.id),
    follows: await followsOf(em, user.id),
    areaAlerts: await areaAlertsOf(em, user.id),
    notifications: await notificationsOf(em, user.id),
    resolutionChecks: await resolutionChecksOf(em, user.id),
    flags: await flagsOf(em, user.id),
    // The browsers that receive Web Push (docs/push.md#deletion).
    pushSubscriptions: await pushSubscriptionsOf(em, user.id),
  };
}
