import {
  Authorized,
  Field,
  ID,
  ObjectType,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import { STAFF_ROLES } from "../../domain";
import { unauthenticated } from "../../errors/app-error";
import { listChanges, MISSED_CHANGES_DESCRIPTION } from "../../pubsub/list-changes";

@ObjectType({ description: "A report was just filed." })
export class ReportFiledEvent {
  @Field(() => ID, {
    nullable: true,
    description: MISSED_CHANGES_DESCRIPTION,
  })
  reportId!: string | null;
}

@ObjectType({ description: "The viewer just got a notification." })
export class NotificationAddedEvent {
  @Field(() => ID, {
    nullable: true,
    description:
      "Null: notifications may have been missed (sent first, and after a lost connection): read them again.",
  })
  notificationId!: string | null;
}

/** Staff's panel: new reports as they are filed. Ids only: the panel reads them with its own query. */
@Authorized(...STAFF_ROLES)
@Resolver()
export class StaffLiveResolver {
  @Subscription(() => ReportFiledEvent, {
    description: "Every new report (staff).",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) =>
      listChanges(context.pubSub, context.pubSub.subscribe("reportFiled"), { reportId: null }),
  })
  reportFiled(@Root() event: ReportFiledEvent): ReportFiledEvent {
    return event;
  }
}

/** The bell: the viewer's own notifications as they arrive. */
@Authorized()
@Resolver()
export class NotificationLiveResolver {
  @Subscription(() => NotificationAddedEvent, {
    description: "The signed-in user's new notifications.",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => {
      if (!context.user) throw unauthenticated();
      return listChanges(context.pubSub, context.pubSub.subscribe("notificationAdded", context.user.id), {
        notificationId: null,
      });
    },
  })
  notificationAdded(@Root() event: NotificationAddedEvent): NotificationAddedEvent {
    return event;
  }
}
