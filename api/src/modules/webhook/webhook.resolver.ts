import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import { WEBHOOK_LIMITS } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import {
  configureWebhook,
  getWebhook,
  listWebhookDeliveries,
  resendWebhookDelivery,
  rotateWebhookSecret,
} from "./webhook.service";

@ObjectType("Webhook", {
  description: "A dependencia's partner webhook (docs/webhooks.md); never its secret.",
})
export class WebhookType {
  @Field(() => ID)
  dependenciaId!: string;

  @Field(() => String)
  dependenciaName!: string;

  @Field(() => String)
  url!: string;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, { description: "The secret's first characters, to tell secrets apart." })
  secretPrefix!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Date)
  secretRotatedAt!: Date;
}

@ObjectType({ description: "A webhook with its secret when it was just made: shown this once." })
export class WebhookWithSecret {
  @Field(() => WebhookType)
  webhook!: WebhookType;

  @Field(() => String, {
    nullable: true,
    description: "Only when the secret was just made (first time, rotation).",
  })
  secret!: string | null;
}

@ObjectType("WebhookDelivery", { description: "One event sent (or being sent) to a partner." })
export class WebhookDeliveryType {
  @Field(() => ID, { description: "The event id the partner receives in X-Reporta-Id." })
  id!: string;

  @Field(() => String, { description: "report.routed, report.status_changed or report.public_update." })
  eventType!: string;

  @Field(() => ID)
  reportId!: string;

  @Field(() => String)
  radicado!: string;

  @Field(() => String, { description: "pending, retrying, delivered or failed." })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => Int, { nullable: true })
  lastStatusCode!: number | null;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;
}

/** Partners' webhooks on the dependencias screen (docs/webhooks.md): super_admins only, audited. */
@Authorized("super_admin")
@Resolver()
export class WebhookResolver {
  @Query(() => WebhookType, { nullable: true, description: "A dependencia's webhook, if any (super_admin)." })
  dependenciaWebhook(
    @Arg("dependenciaId", () => ID) dependenciaId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookType | null> {
    return getWebhook(context.em, context.user, dependenciaId);
  }

  @Query(() => [WebhookDeliveryType], { description: "A dependencia's latest deliveries (super_admin)." })
  @Extensions({ listSize: WEBHOOK_LIMITS.deliveriesListMax })
  webhookDeliveries(
    @Arg("dependenciaId", () => ID) dependenciaId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookDeliveryType[]> {
    return listWebhookDeliveries(context.em, context.user, dependenciaId);
  }

  @Mutation(() => WebhookWithSecret, {
    description: "Sets a dependencia's webhook; the first time, answers its new secret once (audited).",
  })
  configureWebhook(
    @Arg("dependenciaId", () => ID) dependenciaId: string,
    @Arg("url", () => String) url: string,
    @Arg("enabled", () => Boolean, { nullable: true }) enabled: boolean | null,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookWithSecret> {
    return configureWebhook(context.em, context.user, dependenciaId, { url, enabled });
  }

  @Mutation(() => WebhookWithSecret, {
    description: "A new secret, answered once; the old one stops (audited).",
  })
  rotateWebhookSecret(
    @Arg("dependenciaId", () => ID) dependenciaId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookWithSecret> {
    return rotateWebhookSecret(context.em, context.user, dependenciaId);
  }

  @Mutation(() => WebhookDeliveryType, {
    description: "Sends a delivery again with the same event id (audited).",
  })
  resendWebhookDelivery(
    @Arg("id", () => ID) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookDeliveryType> {
    return resendWebhookDelivery(context.em, context.user, id);
  }
}
