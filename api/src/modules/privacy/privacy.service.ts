import type { EntityManager } from "@mikro-orm/postgresql";
import { PUBLIC_VIEW_NOTIFICATION_KINDS } from "../notification/notification.service";
import { pushSubscriptionsOf } from "../push/push.service";
import { textArray } from "../report/report.related";
import { reportsFiledBy } from "../report/report.service";
import { requireActiveUser, presentUser, toCurrentUser } from "../user/user.service";

/**
 * What the user did in the community and asked to hear about, by the reports' radicados: each list in
 * the order it happened. One statement, every part a subquery on the user's own rows.
 */
const PARTICIPATION_SQL = `SELECT
  (SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'reply', c.parent_id IS NOT NULL,
            'content', c.content, 'createdAt', c.created_at, 'deletedAt', c.deleted_at) ORDER BY c.created_at, c.id), '[]')
     FROM comment c JOIN report r ON r.id = c.report_id WHERE c.author_id = ?) AS comments,
  (SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'createdAt', v.created_at)
            ORDER BY v.created_at, r.radicado), '[]')
     FROM report_vote v JOIN report r ON r.id = v.report_id WHERE v.user_id = ?) AS supports,
  -- The liked comment by its id, not its text: that is its author's, masked or withheld on every door.
  (SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'commentId', c.id, 'createdAt', l.created_at)
            ORDER BY l.created_at, c.id), '[]')
     FROM comment_like l JOIN comment c ON c.id = l.comment_id JOIN report r ON r.id = c.report_id
    WHERE l.user_id = ?) AS "commentLikes",
  (SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'since', f.created_at,
            'unfollowedAt', f.unfollowed_at) ORDER BY f.created_at, r.radicado), '[]')
     FROM report_follow f JOIN report r ON r.id = f.report_id WHERE f.user_id = ?) AS follows,
  (SELECT coalesce(json_agg(json_build_object('neighborhoods', a.neighborhoods, 'categoryIds', a.category_ids,
            'frequency', a.frequency, 'email', a.email, 'createdAt', a.created_at) ORDER BY a.created_at, a.id), '[]')
     FROM area_alert a WHERE a.user_id = ?) AS "areaAlerts",
  (SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'kind', n.kind, 'fromStatus', n.from_status,
            'toStatus', n.to_status, 'message', n.note,
            -- Withheld as the notifications screen withholds it (PUBLIC_VIEW_NOTIFICATION_KINDS).
            'publicUpdate', CASE WHEN r.moderation IS NOT NULL AND n.kind = ANY(?::text[]) THEN NULL
                                 ELSE n.public_update END, 'createdAt', n.created_at,
            'readAt', n.read_at, 'emailSentAt', n.email_sent_at) ORDER BY n.created_at, n.id), '[]')
     FROM notification n JOIN report r ON r.id = n.report_id WHERE n.recipient_id = ?) AS notifications,
  (SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'askedAt', k.asked_at, 'answer', k.answer,
            'comment', k.comment, 'answeredAt', k.answered_at) ORDER BY k.asked_at, k.id), '[]')
     FROM resolution_check k JOIN report r ON r.id = k.report_id WHERE k.user_id = ?) AS "resolutionChecks",
  (SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'onComment', g.comment_id IS NOT NULL,
            'reason', g.reason, 'details', g.details, 'createdAt', g.created_at) ORDER BY g.created_at, g.id), '[]')
     FROM content_flag g JOIN report r ON r.id = g.report_id WHERE g.user_id = ?) AS flags`;

interface Participation {
  comments: unknown[];
  supports: unknown[];
  commentLikes: unknown[];
  follows: unknown[];
  areaAlerts: unknown[];
  notifications: unknown[];
  resolutionChecks: unknown[];
  flags: unknown[];
}

/** Everything the product holds about a user (Ley 1581 de 2012: right of access), without secrets. */
export async function exportUserData(em: EntityManager, userId: string) {
  const user = await requireActiveUser(em, userId);
  const reports = await reportsFiledBy(em, toCurrentUser(user));
  const id = user.id;
  const [participation] = await em.execute<Participation[]>(PARTICIPATION_SQL, [
    ...[id, id, id, id, id],
    textArray(PUBLIC_VIEW_NOTIFICATION_KINDS),
    ...[id, id, id],
  ]);
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
    // (docs/decisions.md#account-deletion).
    ...participation!,
    // The browsers that receive Web Push (docs/push.md#deletion).
    pushSubscriptions: await pushSubscriptionsOf(em, user.id),
  };
}
