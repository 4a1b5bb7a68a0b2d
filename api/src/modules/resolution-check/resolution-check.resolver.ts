import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import { RESOLUTION_CHECK_LIMITS, type ResolutionAnswer } from "../../domain";
import { reportLoaders } from "../report/report.loaders";
import type { ReportRecord } from "../report/report.record";
import { ReportView } from "../report/report.types";
import {
  answerMyResolutionCheck,
  myResolutionCheck,
  residentAnswers,
  type ResolutionCheckView as View,
} from "./resolution-check.service";
import { ResidentAnswerView, ResolutionAnswerEnum, ResolutionCheckView } from "./resolution-check.types";

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
      "Answers the viewer's latest «¿Quedó resuelto?» about the report, once (BAD_USER_INPUT the second time). A «No» may carry a comment and a photo; from the reporter, or from two distinct followers with cédula, it reopens the report.",
  })
  answerResolutionCheck(
    @Arg("reportId", () => ID) reportId: string,
    @Arg("answer", () => ResolutionAnswerEnum) answer: ResolutionAnswer,
    @Arg("comment", () => String, { nullable: true }) comment: string | null,
    @Arg("photo", () => String, {
      nullable: true,
      description: "With a «No» only: the objectPath of a photo the viewer uploaded (/api/evidence-photos).",
    })
    photo: string | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<View> {
    return answerMyResolutionCheck(em, user, reportId, { answer, comment, photo });
  }
}

/**
 * Staff read residents' answers on the report itself; the record's disclosure (policies/report.policy.ts)
 * decided whether this viewer may.
 */
@Resolver(() => ReportView)
export class ReportResidentAnswersResolver {
  @FieldResolver(() => [ResidentAnswerView], {
    description:
      "Residents' answers to «¿Quedó resuelto?» about this report, the 50 newest: for staff; empty for anyone else.",
  })
  // Its real maximum, for the cost limit (docs/graphql.md#cost).
  @Extensions({ listSize: RESOLUTION_CHECK_LIMITS.answersShownToStaff })
  async residentAnswers(
    @Root() report: ReportRecord,
    @Ctx() { em, loaders }: GraphQLContext,
  ): Promise<ResidentAnswerView[]> {
    if (!report.disclosure.residentAnswers) return [];
    const answers = await residentAnswers(em, report.id);
    const photos = reportLoaders(loaders, em).photo;
    return Promise.all(
      answers.map(async ({ photoId, ...answer }) => ({
        ...answer,
        photo: photoId ? ((await photos.load(photoId)) ?? null) : null,
      })),
    );
  }
}
