/**
 * What a notification tells (docs/staff.md#notifications): a reporter hears of their report's status
 * changes (with staff's message and public update, if any), of a public update or a message to them
 * written without one, and of an extension of its term; staff hear of terms about to end and ended
 * unanswered (docs/legal-clock.md#the-overdue-job), and of a new report in their dependencias, filed or
 * routed there (`newReport`, docs/staff.md#notifications). Followers of a report hear of its status
 * changes (`followedStatus`, a duplicate naming its original) and public updates (`followedUpdate`), as the
 * public sees them (docs/community.md#following). Internal notes never make one. Anyone with an
 * area alert hears of a new report in its barrios and categories (`areaAlert`, docs/alerts.md). Seven
 * days after a resolution its reporter and followers are asked "¿Quedó resuelto?" (`resolutionCheck`),
 * and staff hear when residents' answers reopened a report (`reopenedByResidents`,
 * docs/resolution-check.md). An author hears when staff hid or restored their report or comment
 * (`moderation`, docs/moderation.md#the-queue).
 */
export const NOTIFICATION_KINDS = [
  "status",
  "public_update",
  "reporter_message",
  "extension",
  "dueSoon",
  "overdue",
  "newReport",
  "areaAlert",
  "followedStatus",
  "followedUpdate",
  "resolutionCheck",
  "reopenedByResidents",
  "moderation",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
