import { Arg, Authorized, Ctx, Extensions, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import type { Notification } from "./notification.entity";
import {
  listNotifications,
  markNotificationsRead,
  PUBLIC_VIEW_NOTIFICATION_KINDS,
  unreadNotificationCount,
} from "./notification.service";
import { NotificationView } from "./notification.types";

const PUBLIC_VIEW_KINDS: ReadonlySet<string> = new Set(PUBLIC_VIEW_NOTIFICATION_KINDS);

export function presentNotification(notification: Notification): NotificationView {
  // A report under review or hidden has no public updates in its public view (docs/moderation.md),
  // including those its followers were told before.
  const withheld = notification.report.moderation !== null && PUBLIC_VIEW_KINDS.has(notification.kind);
  return {
    id: notification.id,
    kind: notification.kind,
    dueAt: notification.dueAt,
    reportId: notification.report.id,
    radicado: notification.report.radicado,
    fromStatus: notification.fromStatus,
    toStatus: notification.toStatus,
    note: notification.note,
    publicUpdate: withheld ? null : notification.publicUpdate,
    originalReportId: notification.originalReport?.id ?? null,
    originalRadicado: notification.originalReport?.radicado ?? null,
    read: notification.readAt !== null,
    createdAt: notification.createdAt,
  };
}

/** The header bell: the viewer's own notifications only. */
@Authorized()
@Resolver()
export class NotificationResolver {
  @Query(() => [NotificationView], { description: "Newest first." })
  // Without `limit` the service answers 20 (docs/graphql.md#cost).
  @Extensions({ listSize: 20 })
  async notifications(
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<NotificationView[]> {
    return (await listNotifications(em, user, { limit })).map(presentNotification);
  }

  @Query(() => Int)
  unreadNotificationCount(@Ctx() { em, user }: GraphQLContext): Promise<number> {
    return unreadNotificationCount(em, user);
  }

  @Mutation(() => Int, {
    description: "Marks these (or, without ids, all) read; answers how many stay unread.",
  })
  markNotificationsRead(
    @Arg("ids", () => [ID], { nullable: true }) ids: string[] | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<number> {
    return markNotificationsRead(em, user, ids);
  }
}
