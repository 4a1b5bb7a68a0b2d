import express, { Router, type Response } from "express";
import { ALERT_MESSAGES } from "../../domain";
import { requestEntityManager } from "../../context/request-context";
import {
  readUnsubscribeToken,
  unsubscribe,
  unsubscribeQuestion,
  UNSUBSCRIBE_PATH,
} from "./unsubscribe.service";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page of its own: it must work signed out, without JavaScript, from any mail app. */
function page(res: Response, status: number, body: string): void {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(ALERT_MESSAGES.unsubscribeTitle)} · Reporta Riomar</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f7fafc;color:#1a202c;line-height:1.5}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
h1{font-size:1.4rem;margin-top:0}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.375rem;background:#2c7a7b;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1a365d;outline-offset:2px}
a{color:#285e61}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(ALERT_MESSAGES.unsubscribeTitle)}</h1>
${body}
<p><a href="/alertas">Ver mis alertas</a> · <a href="/">Ir a Reporta Riomar</a></p>
</main>
</body>
</html>`,
    );
}

const paragraph = (text: string, role?: "alert" | "status") =>
  `<p${role ? ` role="${role}"` : ""}>${escapeHtml(text)}</p>`;

const tokenOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

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
    const reading = readUnsubscribeToken(secret, tokenOf(req.query.token));
    if (!reading.ok) return page(res, 400, paragraph(reading.message, "alert"));
    const token = String(tokenOf(req.query.token));
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
    const reading = readUnsubscribeToken(secret, tokenOf(req.query.token) ?? body.token);
    if (!reading.ok) return page(res, 400, paragraph(reading.message, "alert"));
    const message = await unsubscribe(requestEntityManager(), reading.target);
    page(res, 200, paragraph(message, "status"));
  });
  return router;
}
