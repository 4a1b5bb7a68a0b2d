import { sealReactions } from "../events/domain-events";
import { registerAlertReactions } from "../modules/alert/alert.reactions";
import { registerAuditReactions } from "../modules/audit/audit.reactions";
import { registerFollowReactions } from "../modules/community/follow.reactions";
import { registerLiveReactions } from "../modules/community/live.reactions";
import { registerParticipantReactions } from "../modules/community/participant.reactions";
import { registerModerationReactions } from "../modules/moderation/moderation.reactions";
import { registerInboxReactions } from "../modules/notification/inbox.reactions";
import { registerNotificationReactions } from "../modules/notification/notification.reactions";
import { registerPushReactions } from "../modules/push/push.reactions";
import { registerReportReactions } from "../modules/report/report.reactions";
import { registerWebhookReactions } from "../modules/webhook/webhook.reactions";

/**
 * Every module's reactions to domain events (docs/events.md), in the order they run: the audit entry
 * first, then who is told, then live updates. Safe to call more than once.
 */
export function registerReactions(): void {
  registerAuditReactions();
  registerNotificationReactions();
  registerInboxReactions();
  registerLiveReactions();
  registerReportReactions();
  registerParticipantReactions();
  registerAlertReactions();
  registerModerationReactions();
  // After the live pages: a duplicate's counts move once they heard of its status (docs/staff.md#duplicates).
  registerFollowReactions();
  // Pushes tell whom the bell told: after the reporter's, the followers' and the area alerts' notices
  // (docs/push.md#when-and-to-whom).
  registerPushReactions();
  // Partners hear of a change once everything it causes inside the app is written (docs/webhooks.md#outbound).
  registerWebhookReactions();
  sealReactions();
}
