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

@ObjectType({ description: "A report was just filed." })
export class ReportFiledEvent {
  @Field(() => ID)
  reportId!: string;
}

@ObjectType({ description: "The viewer just got a notification." })
export class NotificationAddedEvent {
  @Field(() => ID)
  notificationId!: string;
}

/** Staff's panel: new reports as they are filed. Ids only: the panel reads them with its own query. */
@Authorized(...STAFF_ROLES)
@Resolver()
export class StaffLiveResolver {
  @Subscription(() => ReportFiledEvent, {
    description: "Every new report (staff).",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) =>
      context.pubSub.subscribe("reportFiled"),
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
      return context.pubSub.subscribe("notificationAdded", context.user.id);
    },
  })
  notificationAdded(@Root() event: NotificationAddedEvent): NotificationAddedEvent {
    return event;
  }
}
