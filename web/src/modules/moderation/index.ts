// The moderation queue (docs/moderation.md#the-queue): the staff screen's public entry.
export { ModerationQueue } from "./components/moderation-queue";
