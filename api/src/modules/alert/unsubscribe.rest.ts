import express, { Router, type Response } from "express";
import { ALERT_MESSAGES } from "../../domain";
import { requestEntityManager } from "../../context/request-context";
import { escapeHtml, firstValue, paragraph, sendSignedLinkPage } from "../../html/plain-page";
import {
  readUnsubscribeToken,
  unsubscribe,
  unsubscribeQuestion,
  UNSUBSCRIBE_PATH,
} from "./unsubscribe.service";

/** The unsubscribe page: the shared signed-link page with this flow's title, button and links. */
function page(res: Response, status: number, body: string): void {
  sendSignedLinkPage(res, status, {
    title: ALERT_MESSAGES.unsubscribeTitle,
    body,
    style:
      "button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.375rem;background:#2c7a7b;color:#fff;cursor:pointer}",
    links: [
      { href: "/alertas", label: "Ver mis alertas" },
      { href: "/", label: "Ir a Reporta Riomar" },
    ],
  });
}

/**
 * One-click unsubscribe (RFC 8058; docs/alerts.md#unsubscribe). The token in the link is the only
 * credential: no session, no cookie, no Origin, so this router is mounted before the session's CSRF rule.
 * A GET only asks (mail scanners open links); the button's POST, or the mail provider's own POST with
 * `List-Unsubscribe=One-Click`, stops the e-mails. A tampered or expired token answers 400 and changes
 * nothing.
 */
export function unsubscribeRouter(secret: string): Router {
  const router = Router();
  router.get("/", (req, res) => {
    const reading = readUnsubscribeToken(secret, firstValue(req.query.token));
    if (!reading.ok) return page(res, 400, paragraph(reading.message, "alert"));
    const token = String(firstValue(req.query.token));
    page(
      res,
      200,
      `${paragraph(unsubscribeQuestion(reading.target))}
<p>Seguirás viendo los avisos en la campana de la app.</p>
<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(ALERT_MESSAGES.unsubscribeButton)}</button>
</form>`,
    );
  });
  router.post("/", express.urlencoded({ extended: false, limit: "2kb" }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const reading = readUnsubscribeToken(secret, firstValue(req.query.token) ?? body.token);
    if (!reading.ok) return page(res, 400, paragraph(reading.message, "alert"));
    const message = await unsubscribe(requestEntityManager(), reading.target);
    page(res, 200, paragraph(message, "status"));
  });
  return router;
}
