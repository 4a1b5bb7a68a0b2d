import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const NotificationsQuery = graphql(`
  query Notifications {
    unreadNotificationCount
    notifications(limit: 20) {
      id
      kind
      reportId
      radicado
      dueAt
      fromStatus
      toStatus
      kind
      note
      publicUpdate
      originalReportId
      originalRadicado
      read
      createdAt
    }
  }
`);

export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      notificationId
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

/**
 * The bell's data: the unread count and the latest notifications, read again as new ones arrive and once
 * the subscription listens (docs/live-updates.md#live-lists).
 */
export function useNotifications() {
  const query = useQuery(NotificationsQuery, { fetchPolicy: "cache-and-network" });
  useSubscription(NotificationAddedSubscription, { onData: () => void query.refetch() });
  const [mark] = useMutation(MarkNotificationsReadMutation, {
    refetchQueries: [NotificationsQuery],
  });
  return {
    unread: query.data?.unreadNotificationCount ?? 0,
    notifications: query.data?.notifications ?? [],
    markAllRead: () => mark({ variables: { ids: null } }),
    markRead: (id: string) => mark({ variables: { ids: [id] } }),
  };
}
