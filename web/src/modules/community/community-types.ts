import type { CommentThread_CommentFragment, ParticipationBlock } from "../../gql/graphql";

export type CommentData = CommentThread_CommentFragment;
export type { ParticipationBlock };

/** "Carlos Pérez", or null when the person has no name on record. */
export function personName(person: { firstName: string | null; lastName: string | null }): string | null {
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ").trim();
  return name === "" ? null : name;
}

/** The absolute address of a community report, for sharing. */
export function reportUrl(reportId: string): string {
  return new URL(`/community/reports/${reportId}`, window.location.origin).toString();
}
