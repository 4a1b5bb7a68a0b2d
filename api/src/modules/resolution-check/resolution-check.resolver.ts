import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import type { ResolutionAnswer } from "../../domain";
import {
  answerMyResolutionCheck,
  myResolutionCheck,
  type ResolutionCheckView as View,
} from "./resolution-check.service";
import { ResolutionAnswerEnum, ResolutionCheckView } from "./resolution-check.types";

/** «¿Quedó resuelto?» on the GraphQL door (docs/resolution-check.md#answering); the rules are in the service. */
@Authorized()
@Resolver()
export class ResolutionCheckResolver {
  @Query(() => ResolutionCheckView, {
    nullable: true,
    description:
      "The viewer's latest «¿Quedó resuelto?» about the report, answered or not; null if never asked.",
  })
  myResolutionCheck(
    @Arg("reportId", () => ID) reportId: string,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<View | null> {
    return myResolutionCheck(em, user, reportId);
  }

  @Mutation(() => ResolutionCheckView, {
    description:
      "Answers the viewer's latest «¿Quedó resuelto?» about the report, once (BAD_USER_INPUT the second time). A «No» may carry a comment; from the reporter, or from two distinct followers with cédula, it reopens the report.",
  })
  answerResolutionCheck(
    @Arg("reportId", () => ID) reportId: string,
    @Arg("answer", () => ResolutionAnswerEnum) answer: ResolutionAnswer,
    @Arg("comment", () => String, { nullable: true }) comment: string | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<View> {
    return answerMyResolutionCheck(em, user, reportId, { answer, comment });
  }
}
