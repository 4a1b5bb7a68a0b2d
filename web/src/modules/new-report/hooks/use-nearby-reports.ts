import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { graphql } from "../../../gql";
import type { NearbyRequest } from "../nearby-request";

export const NearbyReportsQuery = graphql(`
  query NearbyReports($categoryId: ID!, $neighborhood: String!, $lat: Float, $lng: Float, $text: String) {
    nearbyReports(categoryId: $categoryId, neighborhood: $neighborhood, lat: $lat, lng: $lng, text: $text) {
      distance
      report {
        id
        radicado
        category {
          id
          name
          icon
        }
        neighborhood
        address
        description
        status
        photos {
          id
          thumbnailUrl
        }
        votesCount
        userVoted
        viewerCan {
          vote
          blockedBy
        }
      }
    }
  }
`);

/** Typing is not asking: the question goes once the resident pauses (the address search's pause). */
export const NEARBY_PAUSE_MS = 400;

/** `value`, once it has stayed the same for `ms`. */
function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/**
 * "¿Ya lo reportaron?" for the form's current question (docs/nearby.md#the-form); nothing while it
 * cannot be asked. Always asked afresh: support counts move, and what the viewer may do changes (a
 * cédula registered in the meantime), so a remembered answer could offer the wrong step.
 */
export function useNearbyReports(request: NearbyRequest | null) {
  const key = request ? JSON.stringify(request) : null;
  const pausedKey = usePaused(key, NEARBY_PAUSE_MS);
  const asked = pausedKey ? (JSON.parse(pausedKey) as NearbyRequest) : null;
  const query = useQuery(NearbyReportsQuery, {
    variables: asked ?? { categoryId: "", neighborhood: "" },
    skip: !asked,
    fetchPolicy: "network-only",
  });
  return {
    /** Null until the first answer for the current question (and while it changes). */
    reports: asked && key === pausedKey ? (query.data?.nearbyReports ?? null) : null,
    loading: Boolean(key) && (key !== pausedKey || query.loading),
    failed: Boolean(asked && query.error),
  };
}
