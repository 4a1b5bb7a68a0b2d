/**
 * What a notification tells (docs/staff.md#notifications): a reporter hears of their report's status
 * changes and of an extension of its term; staff hear of terms about to end and ended unanswered
 * (docs/legal-clock.md#the-overdue-job).
 */
export const NOTIFICATION_KINDS = ["status", "extension", "dueSoon", "overdue"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
