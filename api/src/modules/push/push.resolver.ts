import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import { pushPublicKey, subscribePush, unsubscribePush, type PushSubscriptionView } from "./push.service";
import { PushSubscriptionInput, PushSubscriptionType } from "./push.types";

/** Web Push on the GraphQL door (docs/push.md#subscribing); the rules are in the service. */
@Authorized()
@Resolver()
export class PushResolver {
  @Query(() => String, {
    description:
      "The VAPID public key (base64url): the browser's applicationServerKey for pushManager.subscribe.",
  })
  pushPublicKey(@Ctx() { em, user, push }: GraphQLContext): Promise<string> {
    return pushPublicKey(em, user, push);
  }

  @Mutation(() => PushSubscriptionType, {
    description: "Keeps this browser's push subscription for the viewer (moving it from whoever had it).",
  })
  subscribePush(
    @Arg("subscription", () => PushSubscriptionInput) subscription: PushSubscriptionInput,
    @Ctx() { em, user, push }: GraphQLContext,
  ): Promise<PushSubscriptionView> {
    return subscribePush(em, user, push, subscription);
  }

  @Mutation(() => Boolean, {
    description: "Removes one of the viewer's push subscriptions, by its endpoint.",
  })
  unsubscribePush(
    @Arg("endpoint", () => String) endpoint: string,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<boolean> {
    return unsubscribePush(em, user, { endpoint });
  }
}
