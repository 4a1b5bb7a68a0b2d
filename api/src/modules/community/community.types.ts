import { Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { LIMITS, type ReportStatus } from "../../domain";
import type { ParticipationBlock } from "../../policies/community.policy";
import { Category } from "../category/category.entity";
import {
  ModerationStatus,
  DuplicateRef,
  GeoPoint,
  ReportPhoto,
  ReportStatusEnum,
  ReportUpdateView,
} from "../report/report.types";
import { PUBLIC_REPORT_SORTS, type PublicReportSort } from "./community.inputs";

export const ParticipationBlockEnum = { sign_in: "sign_in", cedula: "cedula" } as const satisfies {
  [B in ParticipationBlock]: B;
};
registerEnumType(ParticipationBlockEnum, {
  name: "ParticipationBlock",
  description:
    "Why the viewer may not vote, comment or like: sign_in (signed out) or cedula (none registered).",
});

export const PublicReportSortEnum = Object.fromEntries(PUBLIC_REPORT_SORTS.map((sort) => [sort, sort])) as {
  [S in PublicReportSort]: S;
};
registerEnumType(PublicReportSortEnum, {
  name: "PublicReportSort",
  description: "newest (filing date) or most_supported (votes, then newest).",
});

@ObjectType({ description: "A signed report's author as everyone sees them: never an e-mail." })
export class PublicAuthor {
  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;
}

@ObjectType({
  description:
    "One of the latest supporters of a report (the avatar row): a name and a picture, never an account's id.",
})
export class Voter {
  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;
}

@ObjectType({ description: "One entry of a report's public history: staff notes are not public." })
export class PublicStatusChange {
  @Field(() => ID)
  id!: string;

  @Field(() => ReportStatusEnum, { nullable: true })
  fromStatus!: ReportStatus | null;

  @Field(() => ReportStatusEnum)
  toStatus!: ReportStatus;

  @Field(() => Date)
  changedAt!: Date;
}

@ObjectType({ description: "What the viewer may do with a public report, from the server's policies." })
export class PublicReportViewerCan {
  @Field(() => Boolean)
  vote!: boolean;

  @Field(() => Boolean)
  comment!: boolean;

  @Field(() => Boolean, { description: "Staff only." })
  changeStatus!: boolean;

  @Field(() => Boolean, {
    description: "Follow it or stop following it: anyone signed in, no cédula needed.",
  })
  follow!: boolean;

  @Field(() => ParticipationBlockEnum, {
    nullable: true,
    description: "Why vote and comment are false; null when they are true.",
  })
  blockedBy!: ParticipationBlock | null;

  @Field(() => Boolean, {
    description: "Flag it for moderation: with a cédula, not its author, once (`blockedBy` as for votes).",
  })
  flag!: boolean;
}

@ObjectType("PublicReport", {
  description:
    "A report as anyone may see it on the community pages: no exact location, the author only when the report is signed, never an e-mail, only processed photos.",
})
export class PublicReportView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description: "The petition's filing number, RIO-AAAA-NNNNNN; public (not in open data).",
  })
  radicado!: string;

  @Field(() => ID)
  categoryId!: string;

  @Field(() => Category)
  category!: Pick<Category, "id" | "name" | "description" | "icon">;

  @Field(() => String)
  neighborhood!: string;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => GeoPoint, {
    nullable: true,
    description:
      "The public point: the centre of the report's 0.001° square (about 110 m), approximate true; never the marked point. Null when the report has no location.",
  })
  location!: GeoPoint | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Int)
  severity!: number;

  @Field(() => ReportStatusEnum)
  status!: ReportStatus;

  @Field(() => ID, { nullable: true, description: "While duplicado: the original report." })
  duplicateOfId!: string | null;

  @Field(() => String, { nullable: true, description: "While duplicado: the original's radicado." })
  duplicateOfRadicado!: string | null;

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

  @Field(() => Boolean)
  anonymous!: boolean;

  @Field(() => PublicAuthor, { nullable: true, description: "Null when anonymous or the account is gone." })
  author!: PublicAuthor | null;

  @Field(() => [String])
  evidenceUrls!: string[];

  @Field(() => [ReportPhoto])
  @Extensions({ listSize: LIMITS.photosPerReport })
  photos!: ReportPhoto[];

  @Field(() => [PublicStatusChange], { description: "Oldest first." })
  statusHistory!: PublicStatusChange[];

  @Field(() => [ReportUpdateView], {
    description: "Staff's public updates, oldest first (nothing else staff write).",
  })
  updates!: ReportUpdateView[];

  @Field(() => ReportPhoto, { nullable: true, description: 'Staff\'s "después" photo of the resolution.' })
  afterPhoto!: ReportPhoto | null;

  @Field(() => Int)
  votesCount!: number;

  @Field(() => Int)
  commentsCount!: number;

  @Field(() => Boolean, { description: "Whether the viewer supports it (false when signed out)." })
  userVoted!: boolean;

  @Field(() => Boolean, {
    description: "Whether the viewer follows it: told of its public changes (false when signed out).",
  })
  viewerFollows!: boolean;

  @Field(() => [DuplicateRef], {
    description: "The reports staff marked duplicado of this one, oldest first.",
  })
  @Extensions({ listSize: LIMITS.duplicatesListed })
  duplicates!: DuplicateRef[];

  @Field(() => [Voter], { description: "Up to 3 of the latest supporters, latest first." })
  @Extensions({ listSize: LIMITS.voterAvatars })
  voters!: Voter[];

  @Field(() => ModerationStatus, {
    nullable: true,
    description:
      "Null while shown. Otherwise, for all but its author and staff, `description` is the notice and address, photos and updates are empty.",
  })
  moderation!: ModerationStatus | null;

  @Field(() => PublicReportViewerCan)
  viewerCan!: PublicReportViewerCan;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({ description: "One page of the public list." })
export class PublicReportPage {
  @Field(() => [PublicReportView])
  @Extensions({ pageItems: true })
  reports!: PublicReportView[];

  @Field(() => String, {
    nullable: true,
    description: "Pass as `after` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}

@ObjectType({
  description: "One page of Siguiendo: the reports the viewer follows, as the public sees them.",
})
export class FollowedReportPage {
  @Field(() => [PublicReportView], { description: "Most recently followed first." })
  @Extensions({ pageItems: true })
  reports!: PublicReportView[];

  @Field(() => String, {
    nullable: true,
    description: "Pass as `after` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}

@InputType({ description: "Filters of the public list; each is optional." })
export class PublicReportsFilter {
  @Field(() => String, { nullable: true })
  categoryId?: string | null;

  @Field(() => String, { nullable: true })
  neighborhood?: string | null;

  @Field(() => ReportStatusEnum, { nullable: true })
  status?: ReportStatus | null;
}

@ObjectType({ description: "A commenter as everyone sees them: never an e-mail." })
export class CommentAuthor {
  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;
}

@ObjectType({ description: "What the viewer may do with a comment, from the server's policies." })
export class CommentViewerCan {
  @Field(() => Boolean, { description: "Replies are one level deep: top-level comments only." })
  reply!: boolean;

  @Field(() => Boolean)
  like!: boolean;

  @Field(() => Boolean, { description: "Its author only." })
  delete!: boolean;

  @Field(() => Boolean, { description: "Flag it for moderation: with a cédula, not its author, once." })
  flag!: boolean;
}

@ObjectType("Comment", { description: "A comment on a public report, or a reply to one." })
export class CommentView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  reportId!: string;

  @Field(() => ID, { nullable: true, description: "The top-level comment this replies to." })
  parentId!: string | null;

  @Field(() => String, { nullable: true, description: 'Null once deleted ("Comentario eliminado").' })
  content!: string | null;

  @Field(() => Boolean)
  deleted!: boolean;

  @Field(() => CommentAuthor, { nullable: true, description: "Null when deleted or the account is gone." })
  author!: CommentAuthor | null;

  @Field(() => Boolean, { description: 'The author deleted their account ("Usuario eliminado").' })
  authorDeleted!: boolean;

  @Field(() => Int)
  likesCount!: number;

  @Field(() => Boolean)
  likedByMe!: boolean;

  @Field(() => ModerationStatus, {
    nullable: true,
    description:
      "Null while shown; otherwise `content` and `author` are null for all but its author and staff.",
  })
  moderation!: ModerationStatus | null;

  @Field(() => CommentViewerCan)
  viewerCan!: CommentViewerCan;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [CommentView], { description: "Oldest first; always empty on a reply." })
  replies!: CommentView[];
}

@ObjectType({
  description:
    "A report that may be the one being filed (¿Ya lo reportaron?): the public view, and how far it is in buckets, never metres.",
})
export class NearbyReport {
  @Field(() => String, {
    nullable: true,
    description:
      'From the point asked about to the report\'s public point: "a menos de 50 m", "a menos de 250 m" or "a más de 250 m"; null when either has no point.',
  })
  distance!: string | null;

  @Field(() => PublicReportView)
  report!: PublicReportView;
}
