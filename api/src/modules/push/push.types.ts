import { Field, Float, InputType, ObjectType } from "type-graphql";

@InputType({ description: "The browser's PushSubscription keys (its `toJSON().keys`), base64url." })
export class PushSubscriptionKeysInput {
  @Field(() => String, { description: "The browser's P-256 public key (65 bytes)." })
  p256dh!: string;

  @Field(() => String, { description: "The browser's authentication secret (16 bytes)." })
  auth!: string;
}

@InputType({ description: "A browser's PushSubscription, as `subscription.toJSON()` gives it." })
export class PushSubscriptionInput {
  @Field(() => String, { description: "The push service's URL for this browser (https)." })
  endpoint!: string;

  @Field(() => PushSubscriptionKeysInput)
  keys!: PushSubscriptionKeysInput;

  @Field(() => Float, {
    nullable: true,
    description:
      "Accepted so that `toJSON()` may be sent as it is; not kept (push services expire subscriptions with 404/410).",
  })
  expirationTime?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The browser's user agent, to tell the person's devices apart.",
  })
  userAgent?: string | null;
}

@ObjectType("PushSubscription", {
  description:
    "One of the viewer's browsers subscribed to Web Push (docs/push.md). Its keys are never shown.",
})
export class PushSubscriptionType {
  @Field(() => String)
  endpoint!: string;

  @Field(() => String, { nullable: true })
  userAgent!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When a push to it was last accepted by its push service.",
  })
  lastUsedAt!: Date | null;
}
