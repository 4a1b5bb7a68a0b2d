import { DUPLICATE_STATUS, PUBLIC_UPDATE_KIND } from "../../domain";
import { react } from "../../events/domain-events";
import { notify } from "../notification/notification.service";
import { followAutomatically, followersToTell, moveToOriginal, publicUpdateFor } from "./follow.service";

/**
 * Following (docs/community.md#following): who follows a report automatically, what its followers are
 * told, and what a duplicate hands to its original (docs/staff.md#duplicates). All in the change's
 * transaction; the e-mails are jobs queued in it.
 */
export function registerFollowReactions(): void {
  // A partner's report (docs/open311.md#filing) has no author to follow it.
  react("report.filed", "follow.author", async (tx, event) => {
    if (event.authorId) await followAutomatically(tx, event.authorId, event.reportId);
  });
  react("report.voted", "follow.supporter", async (tx, event) => {
    if (event.voted) await followAutomatically(tx, event.voterId, event.reportId);
  });
  react("report.commented", "follow.commenter", (tx, event) =>
    followAutomatically(tx, event.authorId, event.reportId),
  );

  // Followers hear what the public sees: the new status and the public update written with it, never the
  // message to the reporter nor an internal note (docs/community.md#the-public-view). The author has their
  // own notice and the actor made the change: neither is told twice. The update is kept in the notice
  // already masked (docs/privacy-masking.md), so its bell, e-mail and any later door read the same.
  react("report.statusChanged", "follow.tellFollowers", async (tx, event) => {
    if (event.fromStatus === event.toStatus) return;
    const original = event.toStatus === DUPLICATE_STATUS ? event.duplicateOf : null;
    for (const recipientId of await followersToTell(tx, event.reportId, [event.authorId, event.actorId])) {
      await notify(tx, {
        kind: "followedStatus",
        reportId: event.reportId,
        recipientId,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        note: null,
        publicUpdate: await publicUpdateFor(tx, event.reportId, event.publicUpdate),
        dueAt: null,
        originalReportId: original?.id ?? null,
      });
    }
  });
  react("report.updated", "follow.tellFollowers", async (tx, event) => {
    if (event.kind !== PUBLIC_UPDATE_KIND) return;
    for (const recipientId of await followersToTell(tx, event.reportId, [event.authorId, event.actorId])) {
      await notify(tx, {
        kind: "followedUpdate",
        reportId: event.reportId,
        recipientId,
        fromStatus: null,
        toStatus: event.status,
        note: null,
        publicUpdate: await publicUpdateFor(tx, event.reportId, event.body),
        dueAt: null,
      });
    }
  });

  // After its followers were told where it went: the duplicate's supporters and followers move to the
  // original (docs/staff.md#duplicates). Undoing the mark moves nothing back.
  react("report.statusChanged", "follow.duplicateToOriginal", async (tx, event) => {
    if (event.fromStatus === event.toStatus || event.toStatus !== DUPLICATE_STATUS || !event.duplicateOf)
      return;
    await moveToOriginal(tx, event.reportId, event.duplicateOf.id, event.authorId);
  });
}
