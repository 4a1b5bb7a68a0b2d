import { Arg, Authorized, Ctx, Extensions, ID, Mutation, Query, Resolver } from "type-graphql";
import { ALERT_LIMITS } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { createAlert, deleteAlert, listMyAlerts, updateAlert, type AlertView } from "./alert.service";
import { AreaAlertInput, AreaAlertView } from "./alert.types";

/** Area alerts on the GraphQL door (docs/alerts.md); the rules are in the service. */
@Authorized()
@Resolver()
export class AlertResolver {
  @Query(() => [AreaAlertView], { description: "The viewer's area alerts, oldest first." })
  @Extensions({ listSize: ALERT_LIMITS.perUser })
  myAreaAlerts(@Ctx() { em, user }: GraphQLContext): Promise<AlertView[]> {
    return listMyAlerts(em, user);
  }

  @Mutation(() => AreaAlertView, { description: "Creates an area alert for the viewer." })
  createAreaAlert(
    @Arg("input", () => AreaAlertInput) input: AreaAlertInput,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<AlertView> {
    return createAlert(em, user, input);
  }

  @Mutation(() => AreaAlertView, { description: "Changes one of the viewer's area alerts." })
  updateAreaAlert(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AreaAlertInput) input: AreaAlertInput,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<AlertView> {
    return updateAlert(em, user, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes one of the viewer's area alerts." })
  deleteAreaAlert(@Arg("id", () => ID) id: string, @Ctx() { em, user }: GraphQLContext): Promise<boolean> {
    return deleteAlert(em, user, id);
  }
}
