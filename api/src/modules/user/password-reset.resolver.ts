import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/auth-checker";
import { consume, passwordResetBudget } from "../../auth/rate-limit";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import {
  checkPasswordResetLink,
  requestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
  type PasswordResetSettings,
} from "./password-reset.service";

@ObjectType({ description: "Whether a password-reset link still works." })
export class PasswordResetLinkStatus {
  @Field(() => Boolean)
  valid!: boolean;

  @Field(() => String, { nullable: true, description: "Why not, in Spanish; null when valid." })
  message!: string | null;
}

@ObjectType({ description: "What the staff action did with a password-reset link." })
export class PasswordResetDelivery {
  @Field(() => String, { description: "email: sent to the account's address; link: shown once here." })
  delivery!: "email" | "link";

  @Field(() => String, {
    nullable: true,
    description: "With delivery link only: the link's path on this site, to hand over; never shown again.",
  })
  linkPath!: string | null;
}

const settingsOf = (context: GraphQLContext): PasswordResetSettings => ({
  secret: context.secrets.sessionSecret,
  emailEnabled: context.emailEnabled,
});

/** Forgotten passwords (docs/password-reset.md); the rules are in password-reset.service.ts. */
@Public()
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => String, {
    description: "Sends a reset link to the address if it has an account; the same answer either way.",
  })
  async requestPasswordReset(
    @Arg("email", () => String) email: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    await consume(context.limiters.passwordResetPerIp, context.clientAddress ?? "unknown");
    return requestPasswordReset(
      context.em,
      { email },
      settingsOf(context),
      passwordResetBudget(context.limiters),
    );
  }

  @Query(() => PasswordResetLinkStatus, { description: "Whether a reset link's token still works." })
  passwordResetLink(
    @Arg("token", () => String) token: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PasswordResetLinkStatus> {
    return checkPasswordResetLink(context.em, { token }, settingsOf(context));
  }

  @Mutation(() => String, {
    description: "Sets a new password with a reset link; every session of the account ends.",
  })
  resetPassword(
    @Arg("token", () => String) token: string,
    @Arg("password", () => String) password: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return resetPassword(context.em, { token, password }, settingsOf(context));
  }
}

@Authorized("super_admin")
@Resolver()
export class StaffPasswordResetResolver {
  @Mutation(() => PasswordResetDelivery, {
    description: "E-mails the account a reset link, or without SMTP returns it once to hand over. Audited.",
  })
  sendPasswordResetLink(
    @Arg("userId", () => ID) userId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PasswordResetDelivery> {
    if (!context.user) throw unauthenticated();
    return sendPasswordResetLink(context.em, context.user, userId, settingsOf(context));
  }
}
