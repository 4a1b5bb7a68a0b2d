import { CombinedGraphQLErrors, type DocumentNode } from "@apollo/client";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import type { FlagReason } from "@domain";
import { graphql } from "../../../gql";
import type { ModerationAction, ModerationTarget } from "../../../gql/graphql";
import { toaster } from "../../../ui/toaster";

export const ModerationQueueQuery = graphql(`
  query ModerationQueue {
    moderationQueue {
      total
      items {
        target
        reportId
        radicado
        commentId
        text
        parentText
        authorName
        state
        reason
        openFlags
        reasonCounts {
          reason
          count
        }
        flags {
          reason
          details
          createdAt
        }
        lastFlagAt
      }
    }
  }
`);

const ModerationQueueChangedSubscription = graphql(`
  subscription ModerationQueueChanged {
    moderationQueueChanged {
      reportId
    }
  }
`);

export const ModerateContentMutation = graphql(`
  mutation ModerateContent(
    $target: ModerationTarget!
    $id: ID!
    $action: ModerationAction!
    $reason: FlagReason
  ) {
    moderateContent(target: $target, id: $id, action: $action, reason: $reason) {
      target
      id
      state
      reason
    }
  }
`);

const DONE: Record<ModerationAction, string> = {
  hide: "Contenido ocultado. Avisamos a su autor.",
  restore: "Contenido restaurado. Avisamos a su autor.",
  dismiss: "Marcas descartadas.",
};

/**
 * Staff's decisions, each announced in a toast with the server's reason when it refuses; what it changed
 * is read again by `refetchQueries` (the queue, or the page the item is on).
 */
export function useModerationDecision(refetchQueries: "active" | DocumentNode[]) {
  const [mutate] = useMutation(ModerateContentMutation, { refetchQueries });
  return async (
    target: ModerationTarget,
    id: string,
    action: ModerationAction,
    reason: FlagReason | null,
  ): Promise<boolean> => {
    try {
      await mutate({ variables: { target, id, action, reason } });
      toaster.create({ type: "success", title: DONE[action] });
      return true;
    } catch (error) {
      toaster.create({
        type: "error",
        title: "No se pudo aplicar la decisión",
        description: CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined,
      });
      return false;
    }
  };
}

/**
 * The moderation queue (docs/moderation.md#the-queue): read again whenever a flag arrives or anyone
 * decides (and once the subscription listens, docs/live-updates.md#live-lists), and the decisions.
 */
export function useModerationQueue() {
  const query = useQuery(ModerationQueueQuery, { notifyOnNetworkStatusChange: false });
  useSubscription(ModerationQueueChangedSubscription, {
    ignoreResults: true,
    onData: () => void query.refetch().catch(() => undefined),
  });
  const decide = useModerationDecision([ModerationQueueQuery]);
  return { ...query, decide };
}
