import {
  Extensions,
  Field,
  Float,
  ID,
  InputType,
  Int,
  InterfaceType,
  ObjectType,
  registerEnumType,
} from "type-graphql";
import {
  FLAG_REASONS,
  MODERATION_STATES,
  REPORT_STATUSES,
  REPORT_UPDATE_KINDS,
  type FlagReason,
  type ModerationState,
  type ReportStatus,
  type ReportUpdateKind,
  LIMITS,
} from "../../domain";
import { Category } from "../category/category.entity";

export const ReportStatusEnum = Object.fromEntries(REPORT_STATUSES.map(({ value }) => [value, value])) as {
  [S in ReportStatus]: S;
};
registerEnumType(ReportStatusEnum, {
  name: "ReportStatus",
  description: "recibido (new), en_gestion (being handled), resuelto (resolved).",
});

export const FlagReasonEnum = Object.fromEntries(FLAG_REASONS.map((value) => [value, value])) as {
  [R in FlagReason]: R;
};
registerEnumType(FlagReasonEnum, {
  name: "FlagReason",
  description: "Why a resident flags a report or a comment, and the public reason staff hide one for.",
});

export const ModerationStateEnum = Object.fromEntries(MODERATION_STATES.map((value) => [value, value])) as {
  [S in ModerationState]: S;
};
registerEnumType(ModerationStateEnum, {
  name: "ModerationState",
  description:
    "review: three people flagged it, staff will decide; hidden: staff hid it with a public reason.",
});

@ObjectType({
  description:
    "A report or comment out of the public's sight (docs/moderation.md). Anyone but its author and staff reads only `notice` in its place.",
})
export class ModerationStatus {
  @Field(() => ModerationStateEnum)
  state!: ModerationState;

  @Field(() => FlagReasonEnum, { nullable: true, description: "The public reason, once hidden." })
  reason!: FlagReason | null;

  @Field(() => String, {
    description:
      '"Contenido en revisión" or "Ocultado por moderación: …" for the public; for its author, a note saying so.',
  })
  notice!: string;
}

@ObjectType({
  description:
    "Where a report is. Staff and the report's author get the point the reporter marked; anyone else the centre of its 0.001° square (about 110 m), with approximate true.",
})
export class GeoPoint {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;

  @Field(() => Boolean, { description: "True when this is the centre of the square, not the marked point." })
  approximate!: boolean;
}

@InputType()
export class GeoPointInput {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;
}

@ObjectType({ description: "A processed photo of a report (EXIF stripped)." })
export class ReportPhoto {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "Display copy, at most 1280 px wide." })
  url!: string;

  @Field(() => String, { description: "280 px wide." })
  thumbnailUrl!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;
}

@ObjectType({
  description:
    "Who filed a report. Null on Report.author when hidden (an anonymous report seen by someone else); for staff, an anonymous author who allowed contact appears with the email only.",
})
export class ReportAuthor {
  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Null unless the viewer is the author, or staff and the author allowed contact.",
  })
  email!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;
}

/**
 * What every viewer reads of a history entry: the web's history list asks for these
 * (docs/graphql.md#shared-report-fields).
 */
@InterfaceType("StatusChange", { description: "One entry of a report's history, as any viewer reads it." })
export abstract class StatusChange {
  @Field(() => ID)
  id!: string;

  @Field(() => ReportStatusEnum, { nullable: true, description: "Null for the creation entry." })
  fromStatus!: ReportStatus | null;

  @Field(() => ReportStatusEnum)
  toStatus!: ReportStatus;

  @Field(() => Date)
  changedAt!: Date;
}

@ObjectType("ReportStatusChange", {
  implements: StatusChange,
  description: "One entry of a report's history, with staff's message to the reporter.",
})
export class ReportStatusChangeView extends StatusChange {
  @Field(() => String, {
    nullable: true,
    description: "Staff's message to the reporter: null unless the viewer is staff or the report's author.",
  })
  note!: string | null;
}

export const ReportUpdateKindEnum = Object.fromEntries(
  REPORT_UPDATE_KINDS.map(({ value }) => [value, value]),
) as { [K in ReportUpdateKind]: K };
registerEnumType(ReportUpdateKindEnum, {
  name: "ReportUpdateKind",
  description:
    "public_update: everyone reads it; reporter_message: the reporter and staff; internal_note: staff only.",
});

@ObjectType("ReportUpdate", {
  description:
    "A text staff wrote on a report. Each viewer gets only the kinds they may read: public updates everyone, messages to the reporter the reporter and staff, internal notes staff.",
})
export class ReportUpdateView {
  @Field(() => ID)
  id!: string;

  @Field(() => ReportUpdateKindEnum)
  kind!: ReportUpdateKind;

  @Field(() => String)
  body!: string;

  @Field(() => Boolean, {
    description: 'A public update marked "Respuesta": the substantive reply that meets the legal term.',
  })
  isAnswer!: boolean;

  @Field(() => ID, { nullable: true, description: "The history entry it was written with, if any." })
  statusChangeId!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: "What the caller may do with a report, decided by the server's policies." })
export class ReportViewerCan {
  @Field(() => Boolean, { description: "Staff: set its status (with an optional note)." })
  changeStatus!: boolean;

  @Field(() => Boolean, {
    description: "Staff: write a public update, a message to the reporter or an internal note.",
  })
  writeUpdate!: boolean;

  @Field(() => [ReportStatusEnum], {
    description:
      "The statuses the viewer may give it now, the current one first (a note only); empty if none.",
  })
  nextStatuses!: ReportStatus[];

  @Field(() => Boolean, { description: "Staff who work it: send it to another dependencia." })
  route!: boolean;

  @Field(() => Boolean, { description: "Staff who work it: assign it to a funcionario of its dependencia." })
  assign!: boolean;

  @Field(() => Boolean, {
    description: "Staff: extend its term now (once, before it expires, while open and unanswered).",
  })
  extendDueDate!: boolean;

  @Field(() => Boolean, { description: "Follow it or stop following it: anyone signed in." })
  follow!: boolean;

  @Field(() => Boolean, { description: "Staff: show it to everyone again, once hidden or under review." })
  restore!: boolean;
}

@ObjectType({ description: "A report marked duplicado of this one: where its page links to." })
export class DuplicateRef {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  radicado!: string;
}

@ObjectType({ description: "Who a report is routed or assigned to, by name (staff only)." })
export class NamedRef {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

/**
 * What every view of a report shows, whoever reads it: Report (its author and staff) and PublicReport
 * (everyone) implement it, so the web's report components select these once and serve both
 * (docs/graphql.md#shared-report-fields). Each view decides what its viewer gets in them. No field
 * returns the interface itself, so nothing needs to tell the two apart at run time; a field that did
 * would need a `resolveType` (the answers are plain objects, not instances of these classes).
 */
@InterfaceType("ReportDisplay", {
  description:
    "What every view of a report shows: Report to its author and staff, PublicReport to everyone. Each fills these for its viewer.",
})
export abstract class ReportDisplay {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      "The petition's filing number, RIO-AAAA-NNNNNN (consecutive per year); public, though not in open data.",
  })
  radicado!: string;

  @Field(() => ID)
  categoryId!: string;

  @Field(() => Category)
  category!: Pick<Category, "id" | "name" | "description" | "icon">;

  @Field(() => String, { description: "Slug of one of the 21 neighbourhoods." })
  neighborhood!: string;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Int, { description: "1 Leve … 5 Crítico." })
  severity!: number;

  @Field(() => ReportStatusEnum)
  status!: ReportStatus;

  @Field(() => GeoPoint, {
    nullable: true,
    description:
      "Where it is, as exactly as the view shows it (GeoPoint.approximate); null when the report has none.",
  })
  location!: GeoPoint | null;

  @Field(() => Boolean)
  anonymous!: boolean;

  @Field(() => ID, { nullable: true, description: "While duplicado: the original report." })
  duplicateOfId!: string | null;

  @Field(() => String, { nullable: true, description: "While duplicado: the original's radicado." })
  duplicateOfRadicado!: string | null;

  @Field(() => [DuplicateRef], {
    description: "The reports staff marked duplicado of this one, oldest first (docs/staff.md#duplicates).",
  })
  @Extensions({ listSize: LIMITS.duplicatesListed }) // for the cost limit (docs/graphql.md#cost)
  duplicates!: DuplicateRef[];

  @Field(() => String, { nullable: true, description: "While trasladado: the entity that received it." })
  transferredTo!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "While trasladado: whether it was transferred after its 5 días hábiles (fuera de término).",
  })
  transferredLate!: boolean | null;

  @Field(() => Date, {
    description:
      "End of the petition's term (15 días hábiles after filing or reopening, end of that day in America/Bogota; later when extended).",
  })
  dueAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When the first public answer met the term; null while unanswered.",
  })
  answeredAt!: Date | null;

  @Field(() => Boolean, { description: "Open, unanswered and past dueAt, as of this answer." })
  overdue!: boolean;

  @Field(() => Date, { nullable: true, description: "When extended: the due date before the extension." })
  originalDueAt!: Date | null;

  @Field(() => [ReportPhoto])
  @Extensions({ listSize: LIMITS.photosPerReport })
  photos!: ReportPhoto[];

  @Field(() => [String], { description: "The photos' url values, in order." })
  evidenceUrls!: string[];

  @Field(() => ReportPhoto, {
    nullable: true,
    description: "Staff's \"después\" photo of the resolution, shown beside the resident's photos.",
  })
  afterPhoto!: ReportPhoto | null;

  @Field(() => [StatusChange], {
    description: "Oldest first; the first entry is the creation (null → recibido).",
  })
  statusHistory!: StatusChange[];

  @Field(() => [ReportUpdateView], { description: "Staff's texts the viewer may read, oldest first." })
  updates!: ReportUpdateView[];

  @Field(() => Int, { description: "Community support (votes)." })
  votesCount!: number;

  @Field(() => Int)
  commentsCount!: number;

  @Field(() => Boolean, {
    description: "Whether the viewer follows it: told of its public changes (docs/community.md#following).",
  })
  viewerFollows!: boolean;

  @Field(() => ModerationStatus, {
    nullable: true,
    description:
      "Null while shown to everyone. Otherwise, for all but its author and staff, `description` is the notice and address, photos and updates are empty.",
  })
  moderation!: ModerationStatus | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

/**
 * A report's own columns. Category, author, photos and history are resolved per field
 * (report-fields.resolver.ts) and batched per operation, so a list pays only for what it asks for.
 */
@ObjectType("Report", { implements: ReportDisplay, description: "A problem a resident reported." })
export class ReportView {
  // The fields every view shares take their GraphQL definitions from ReportDisplay; category, photos,
  // history and the rest are resolved per field (report-fields.resolver.ts).
  id!: string;
  radicado!: string;
  categoryId!: string;
  neighborhood!: string;
  address!: string | null;
  description!: string | null;
  severity!: number;
  status!: ReportStatus;
  duplicateOfId!: string | null;
  duplicateOfRadicado!: string | null;
  transferredTo!: string | null;
  transferredLate!: boolean | null;
  dueAt!: Date;
  answeredAt!: Date | null;
  overdue!: boolean;

  @Field(() => Date, { nullable: true, description: "When staff extended the term (once); null if not." })
  extendedAt!: Date | null;

  originalDueAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "When extended: the reason told to the reporter; null unless the viewer is staff or the author.",
  })
  extensionReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A partner's report: its channel, «Open311: <partner>» (docs/open311.md#filing); null from the app, and for anyone but staff.",
  })
  channel!: string | null;

  location!: GeoPoint | null;
  anonymous!: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: "Whether the author agreed to be contacted: null unless the viewer is staff or the author.",
  })
  allowContact!: boolean | null;

  votesCount!: number;
  commentsCount!: number;

  /**
   * Who works it: not fields of their own, since only staff may read them; `dependencia` and `assignee`
   * resolve them for staff (report-view.ts).
   */
  dependenciaId!: string;
  assigneeId!: string | null;

  moderation!: ModerationStatus | null;

  @Field(() => ReportViewerCan)
  viewerCan!: ReportViewerCan;

  createdAt!: Date;
  updatedAt!: Date;
}

@ObjectType({
  description: "Counts by status over the reports the caller may see (all statuses, ignoring any filter).",
})
export class ReportTotals {
  @Field(() => Int, { description: "pending + resuelto + closed." })
  total!: number;

  @Field(() => Int, { description: "Pendientes: recibido, en gestión or reabierto." })
  pending!: number;

  @Field(() => Int, { description: "Cerrados without resolution: duplicado or trasladado." })
  closed!: number;

  @Field(() => Int)
  recibido!: number;

  @Field(() => Int)
  enGestion!: number;

  @Field(() => Int)
  reabierto!: number;

  @Field(() => Int)
  resuelto!: number;

  @Field(() => Int)
  duplicado!: number;

  @Field(() => Int)
  trasladado!: number;
}

/** The new-report form; report.inputs.ts holds the rules both doors apply to it. */
@InputType()
export class CreateReportInput {
  @Field(() => String)
  categoryId!: string;

  @Field(() => String, { description: "Slug of one of the 21 neighbourhoods." })
  neighborhood!: string;

  @Field(() => Int, { description: "1 Leve … 5 Crítico." })
  severity!: number;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: "At most 250 characters." })
  description?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'objectPath values returned by PUT /api/evidence-photos, e.g. "/api/photos/<uuid>".',
  })
  evidenceUrls?: string[] | null;

  @Field(() => GeoPointInput, { nullable: true })
  location?: GeoPointInput | null;

  @Field(() => Boolean, { nullable: true, description: "Default true." })
  anonymous?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Default false." })
  allowContact?: boolean | null;
}

@ObjectType({ description: "The admin panel's tiles over the reports matching a filter." })
export class ReportSummaryView extends ReportTotals {
  @Field(() => Int, { description: "Filed today or in the 6 days before (America/Bogota)." })
  thisWeek!: number;

  @Field(() => Float, { nullable: true, description: "Mean days from filing to first resuelto." })
  averageDaysToResolve!: number | null;
}

@ObjectType({
  description:
    "One of the caller's own reports changed (filed, its status or a note from staff): the report as its owner sees it, and the totals of Mis reportes after the change.",
})
export class MyReportChange {
  @Field(() => ReportView, {
    nullable: true,
    description:
      "Null when changes may have been missed (the server's connection to the database came back): read the list again.",
  })
  report!: ReportView | null;

  @Field(() => ReportTotals)
  totals!: ReportTotals;
}
