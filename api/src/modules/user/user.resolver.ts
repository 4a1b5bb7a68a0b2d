import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/auth-checker";
import { cedulaBudget } from "../../auth/rate-limit";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import { changeMyName, deleteAccount, findActiveUser, presentUser, registerCedula } from "./user.service";
import { Viewer } from "./viewer.type";

@Public()
@Resolver()
export class ViewerResolver {
  @Query(() => Viewer, { nullable: true, description: "The signed-in user, or null when signed out." })
  async me(@Ctx() { em, user }: GraphQLContext): Promise<Viewer | null> {
    const found = user && (await findActiveUser(em, user.id));
    return found ? presentUser(found) : null;
  }
}

@Authorized()
@Resolver()
export class UserResolver {
  @Mutation(() => Viewer, { description: "Registers the caller's cédula (digits only, 6–10) with consent." })
  async registerCedula(
    @Arg("cedula", () => String) cedula: string,
    @Arg("consent", () => Boolean) consent: boolean,
    @Ctx() { em, user, secrets, limiters, clientAddress }: GraphQLContext,
  ): Promise<Viewer> {
    if (!user) throw unauthenticated();
    const budget = cedulaBudget(limiters, user.id, clientAddress);
    return presentUser(await registerCedula(em, user.id, { cedula, consent }, secrets.cedulaHashKey, budget));
  }

  @Mutation(() => Viewer, {
    description:
      "Changes the caller's own name, as others read it on what they sign; lastName null for none.",
  })
  async changeMyName(
    @Arg("firstName", () => String) firstName: string,
    @Arg("lastName", () => String, { nullable: true }) lastName: string | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<Viewer> {
    if (!user) throw unauthenticated();
    return presentUser(await changeMyName(em, user.id, { firstName, lastName }));
  }

  @Mutation(() => Boolean, { description: "Deletes the caller's account; their reports stay, anonymised." })
  async deleteMyAccount(@Ctx() { em, user }: GraphQLContext): Promise<boolean> {
    if (!user) throw unauthenticated();
    await deleteAccount(em, user);
    return true;
  }
}
