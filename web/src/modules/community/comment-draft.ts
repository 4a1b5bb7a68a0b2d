/**
 * A comment being written survives the sign-in round trip, as the new report's draft does
 * (docs/community.md#comment-drafts): a signed-out visitor who types and is sent to sign in comes back
 * to the same text. It lives in this tab's sessionStorage, one entry per report and reply target, and
 * is gone once published or emptied.
 */
const PREFIX = "reporta-riomar:comentario:";

function keyOf(reportId: string, parentId: string | null): string {
  return `${PREFIX}${reportId}:${parentId ?? ""}`;
}

export function loadCommentDraft(
  reportId: string,
  parentId: string | null,
  storage: Storage = sessionStorage,
): string {
  try {
    return storage.getItem(keyOf(reportId, parentId)) ?? "";
  } catch {
    return "";
  }
}

export function saveCommentDraft(
  reportId: string,
  parentId: string | null,
  content: string,
  storage: Storage = sessionStorage,
): void {
  try {
    if (content.trim()) storage.setItem(keyOf(reportId, parentId), content);
    else storage.removeItem(keyOf(reportId, parentId));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}
