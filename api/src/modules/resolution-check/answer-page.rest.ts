import express, { Router, type Response } from "express";
import {
  neighborhoodLabel,
  RESOLUTION_ANSWER_LABELS,
  RESOLUTION_ANSWERS,
  RESOLUTION_CHECK_LIMITS,
  RESOLUTION_CHECK_MESSAGES,
  isResolutionAnswer,
  REOPENED_STATUS,
} from "../../domain";
import { requestEntityManager } from "../../context/request-context";
import { expectedError } from "../../errors/app-error";
import { escapeHtml, firstValue, paragraph, sendSignedLinkPage } from "../../html/plain-page";
import {
  answerByToken,
  readResolutionCheckToken,
  resolutionCheckById,
  RESOLUTION_CHECK_PATH,
  type ResolutionCheckView,
} from "./resolution-check.service";

/** The answer page: the shared signed-link page with this flow's buttons and comment box. */
function page(res: Response, status: number, body: string): void {
  sendSignedLinkPage(res, status, {
    title: RESOLUTION_CHECK_MESSAGES.pageTitle,
    body,
    style: `.answers{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:2px solid #2c7a7b;border-radius:.375rem;background:#fff;color:#234e52;cursor:pointer;min-width:6rem}
button.chosen{background:#2c7a7b;color:#fff}
label{display:block;font-weight:600;margin-top:1rem}
textarea{box-sizing:border-box;width:100%;min-height:6rem;font:inherit;padding:.5rem;border:1px solid #4a5568;border-radius:.375rem}`,
    links: [{ href: "/", label: "Ir a Reporta Riomar" }],
  });
}

const reportLine = (check: ResolutionCheckView) =>
  paragraph(
    `Reporte ${check.radicado}: ${check.categoryName}, ${neighborhoodLabel(check.neighborhood) ?? check.neighborhood}.`,
  ) +
  `<p><a href="/community/reports/${escapeHtml(check.reportId)}">Ver el reporte ${escapeHtml(check.radicado)}</a></p>`;

const answered = (check: ResolutionCheckView) =>
  paragraph(RESOLUTION_CHECK_MESSAGES.answeredBefore(check.answer!), "status") + reportLine(check);

/**
 * «¿Quedó resuelto?» from an e-mail (docs/resolution-check.md#the-e-mail). The signed token in the link is
 * the only credential: no session, so this router is mounted before the session's CSRF rule. A GET only
 * shows the question (mail scanners open links); the answer is recorded by the button's POST, once. A
 * tampered or expired token answers 400 and changes nothing; an answered question shows its answer.
 */
export function resolutionCheckPageRouter(secret: string): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const token = firstValue(req.query.token);
    const reading = readResolutionCheckToken(secret, token);
    if (!reading.ok) return page(res, 400, paragraph(reading.message, "alert"));
    const check = await resolutionCheckById(requestEntityManager(), reading.checkId);
    if (!check) return page(res, 400, paragraph(RESOLUTION_CHECK_MESSAGES.linkInvalid, "alert"));
    if (check.answer) return page(res, 200, answered(check));
    const chosen = firstValue(req.query.answer);
    const action = `${RESOLUTION_CHECK_PATH}?token=${encodeURIComponent(String(token))}`;
    const buttons = RESOLUTION_ANSWERS.map(
      (answer) =>
        `<button type="submit" name="answer" value="${answer}"${answer === chosen ? ' class="chosen"' : ""}>${escapeHtml(RESOLUTION_ANSWER_LABELS[answer])}</button>`,
    ).join("\n");
    page(
      res,
      200,
      `${reportLine(check)}
${paragraph("La Alcaldía Local lo marcó como resuelto hace una semana. ¿El problema quedó resuelto?")}
${isResolutionAnswer(chosen) ? paragraph(`En el correo elegiste «${RESOLUTION_ANSWER_LABELS[chosen]}». Confírmalo con el botón.`) : ""}
<form method="post" action="${escapeHtml(action)}">
<label for="comment">Comentario (opcional, si respondes «No»)</label>
<textarea id="comment" name="comment" maxlength="${RESOLUTION_CHECK_LIMITS.commentMaxLength}"></textarea>
<div class="answers" role="group" aria-label="Tu respuesta">
${buttons}
</div>
</form>`,
    );
  });
  router.post("/", express.urlencoded({ extended: false, limit: "8kb" }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const reading = readResolutionCheckToken(secret, firstValue(req.query.token) ?? body.token);
    if (!reading.ok) return page(res, 400, paragraph(reading.message, "alert"));
    const em = requestEntityManager();
    try {
      const check = await answerByToken(em, reading.checkId, {
        answer: firstValue(body.answer),
        comment: firstValue(body.comment),
      });
      const reopened = check.answer === "no" && check.reportStatus === REOPENED_STATUS;
      page(
        res,
        200,
        paragraph(
          reopened ? RESOLUTION_CHECK_MESSAGES.reopened : RESOLUTION_CHECK_MESSAGES.thanks,
          "status",
        ) + reportLine(check),
      );
    } catch (error) {
      const known = expectedError(error);
      if (!known || known.status >= 500) throw error;
      const check = await resolutionCheckById(em.fork(), reading.checkId);
      if (check?.answer) return page(res, 409, answered(check));
      page(res, known.status, paragraph(known.message, "alert"));
    }
  });
  return router;
}
