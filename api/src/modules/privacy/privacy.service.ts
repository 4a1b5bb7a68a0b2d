import type { EntityManager } from "@mikro-orm/postgresql";
import { pushSubscriptionsOf } from "../push/push.service";
import { reportsFiledBy } from "../report/report.service";
import { requireActiveUser, presentUser, toCurrentUser } from "../user/user.service";

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
    // The browsers that receive Web Push (docs/push.md#deletion).
    pushSubscriptions: await pushSubscriptionsOf(em, user.id),
  };
}
