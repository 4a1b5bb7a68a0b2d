import { react } from "../../events/domain-events";
import { removeParticipant } from "./participant.service";

/** A deleted account's votes and likes go with it, their counts too (docs/decisions.md#account-deletion). */
export function registerParticipantReactions(): void {
  react("account.deleting", "community.removeParticipation", async (tx, event) => {
    await removeParticipant(tx, event.accountId);
  });
}
