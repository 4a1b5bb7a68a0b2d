// The moderation queue (docs/moderation.md#the-queue): the staff screen's public entry.
export { ModerationQueue } from "./components/moderation-queue";
// «Restaurar» in a hidden item's own place, for staff.
export { RestoreButton } from "./components/restore-button";
