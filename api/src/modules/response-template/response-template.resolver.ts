import { Arg, Authorized, Ctx, Extensions, ID, Mutation, Query, Resolver } from "type-graphql";
import { REPORT_UPDATE_LIMITS, REPORT_STATUSES, STAFF_ROLES, type ReportStatus } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { ReportStatusEnum } from "../report/report.types";
import {
  deleteResponseTemplate,
  filledResponseTemplates,
  listResponseTemplates,
  saveResponseTemplate,
} from "./response-template.service";
import {
  FilledResponseTemplate,
  ResponseTemplateView,
  SaveResponseTemplateInput,
} from "./response-template.types";

/** Response templates (docs/staff.md#response-templates): the services check who may do what. */
@Authorized("super_admin")
@Resolver()
export class ResponseTemplateResolver {
  @Query(() => [ResponseTemplateView], { description: "Every response template, by status (admins)." })
  @Extensions({ listSize: REPORT_UPDATE_LIMITS.templatesPerStatus * REPORT_STATUSES.length })
  responseTemplates(@Ctx() { em, user }: GraphQLContext): Promise<ResponseTemplateView[]> {
    return listResponseTemplates(em, user);
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [FilledResponseTemplate], {
    description: "The templates of a status filled in for one report: what the status form offers (staff).",
  })
  @Extensions({ listSize: REPORT_UPDATE_LIMITS.templatesPerStatus })
  filledResponseTemplates(
    @Arg("reportId", () => ID) reportId: string,
    @Arg("status", () => ReportStatusEnum) status: ReportStatus,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<FilledResponseTemplate[]> {
    return filledResponseTemplates(em, user, reportId, { status });
  }

  @Mutation(() => ResponseTemplateView, {
    description: "Creates or edits a response template (admins); audited.",
  })
  saveResponseTemplate(
    @Arg("input", () => SaveResponseTemplateInput) input: SaveResponseTemplateInput,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<ResponseTemplateView> {
    return saveResponseTemplate(em, user, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a response template (admins); audited." })
  deleteResponseTemplate(
    @Arg("id", () => ID) id: string,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<boolean> {
    return deleteResponseTemplate(em, user, id);
  }
}
