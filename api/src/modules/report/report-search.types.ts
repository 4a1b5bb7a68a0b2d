import { Extensions, Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  CLOSED_FILTER,
  PENDING_FILTER,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportSort,
  type ReportStatus,
} from "../../domain";
import type { ReportMatch } from "./report-search.service";
import { ReportView } from "./report.types";

export type StatusFilter = ReportStatus | typeof PENDING_FILTER | typeof CLOSED_FILTER;

export const ReportStatusFilterEnum = Object.fromEntries(
  [...REPORT_STATUSES.map(({ value }) => value), PENDING_FILTER, CLOSED_FILTER].map((value) => [
    value,
    value,
  ]),
) as { [S in StatusFilter]: S };
registerEnumType(ReportStatusFilterEnum, {
  name: "ReportStatusFilter",
  description:
    "One status, or pendiente: recibido, en_gestion or reabierto; or cerrado: duplicado or trasladado.",
});

export const ReportSortEnum = Object.fromEntries(REPORT_SORTS.map(({ value }) => [value, value])) as {
  [S in ReportSort]: S;
};
registerEnumType(ReportSortEnum, {
  name: "ReportSort",
  description:
    "newest / oldest by filing date; severity: most severe first; most_supported: most votes first (then newest).",
});

@InputType({ description: "Every field optional; all of them combined (AND)." })
export class ReportSearchFilter {
  @Field(() => ReportStatusFilterEnum, { nullable: true })
  status?: StatusFilter | null;

  @Field(() => String, { nullable: true, description: "A category id; NOT_FOUND when there is none." })
  categoryId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A barrio's slug (or its name); NOT_FOUND when there is none.",
  })
  neighborhood?: string | null;

  @Field(() => Int, { nullable: true, description: "1 Leve … 5 Crítico." })
  severity?: number | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD, America/Bogota, included." })
  createdFrom?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD, America/Bogota, included." })
  createdTo?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Filed today or in the 6 days before (America/Bogota).",
  })
  thisWeek?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words found in the address or description, ignoring case and accents ("via" finds "vía").',
  })
  text?: string | null;
}

@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: "True whenever the page was asked for after a cursor." })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

@ObjectType()
export class ReportEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => ReportView)
  node!: ReportView;
}

@ObjectType({
  description:
    "One page of reports. Pages are keyset pages: reports filed meanwhile never repeat or shift the following pages.",
})
export class ReportConnection {
  // A page's rows: the field that returns the page prices them by its size (docs/graphql.md#cost).
  @Field(() => [ReportEdge])
  @Extensions({ pageItems: true })
  edges!: ReportEdge[];

  @Field(() => [ReportView], { description: "The edges' nodes." })
  @Extensions({ pageItems: true })
  nodes!: ReportView[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  /** Kept for totalCount, which is counted only when asked. */
  match!: ReportMatch;
}
