import { Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { LIMITS, type ReportStatus } from "../../domain";
import type { ParticipationBlock } from "../../policies/community.policy";
import type { Category } from "../category/category.entity";
import {
  GeoPoint,
  ModerationStatus,
  type DuplicateRef,
  ReportDisplay,
  type ReportPhoto,
  ReportStatusEnum,
  ReportUpdateView,
  StatusChange,
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

@ObjectType({
  implements: StatusChange,
  description: "One entry of a report's public history: staff notes are not public.",
})
export class PublicStatusChange extends StatusChange {}

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

  @Field(() => Boolean, { description: "Staff: show it to everyone again, once hidden or under review." })
  restore!: boolean;
}

@ObjectType("PublicReport", {
  implements: ReportDisplay,
  description:
    "A report as anyone may see it on the community pages: no exact location, the author only when the report is signed, never an e-mail, only processed photos.",
})
export class PublicReportView implements ReportDisplay {
  // The fields every view shares take their GraphQL definitions from ReportDisplay.
  id!: string;
  radicado!: string;
  categoryId!: string;
  category!: Pick<Category, "id" | "name" | "description" | "icon">;
  neighborhood!: string;
  address!: string | null;

  @Field(() => GeoPoint, {
    nullable: true,
    description:
      "The public point: the centre of the report's 0.001° square (about 110 m), approximate true; never the marked point. Null when the report has no location.",
  })
  location!: GeoPoint | null;

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
  originalDueAt!: Date | null;
  anonymous!: boolean;

  @Field(() => PublicAuthor, { nullable: true, description: "Null when anonymous or the account is gone." })
  author!: PublicAuthor | null;

  evidenceUrls!: string[];
  photos!: ReportPhoto[];

  @Field(() => [PublicStatusChange], { description: "Oldest first." })
  statusHistory!: PublicStatusChange[];

  @Field(() => [ReportUpdateView], {
    description: "Staff's public updates, oldest first (nothing else staff write).",
  })
  updates!: ReportUpdateView[];

  afterPhoto!: ReportPhoto | null;
  votesCount!: number;
  commentsCount!: number;

  @Field(() => Boolean, { description: "Whether the viewer supports it (false when signed out)." })
  userVoted!: boolean;

  @Field(() => Boolean, {
    description: "Whether the viewer follows it: told of its public changes (false when signed out).",
  })
  viewerFollows!: boolean;

  duplicates!: DuplicateRef[];

  @Field(() => [Voter], { description: "Up to 3 of the latest supporters, latest first." })
  @Extensions({ listSize: LIMITS.voterAvatars })
  voters!: Voter[];

  moderation!: ModerationStatus | null;

  @Field(() => PublicReportViewerCan)
  viewerCan!: PublicReportViewerCan;

  createdAt!: Date;
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

  @Field(() => Boolean, { description: "Staff: show it to everyone again, once hidden or under review." })
  restore!: boolean;
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
