import { Extensions, Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "One field of a change: its value before and after (as text; null when absent)." })
export class AuditChange {
  @Field(() => String, { description: "status, note, role, active, name, description, icon, order…" })
  field!: string;

  @Field(() => String, { nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  after!: string | null;
}

@ObjectType("AuditEntry", { description: "A staff action: who, when, what, before → after." })
export class AuditEntryView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description: "report.status, user.role, user.active, user.delete, category.update, category.order.",
  })
  action!: string;

  @Field(() => ID, { nullable: true })
  actorId!: string | null;

  @Field(() => String)
  actorName!: string;

  @Field(() => String, { description: "report, user or category." })
  subjectType!: string;

  @Field(() => ID)
  subjectId!: string;

  @Field(() => String)
  subjectLabel!: string;

  @Field(() => [AuditChange])
  changes!: AuditChange[];

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class AuditPageView {
  @Field(() => [AuditEntryView], { description: "Newest first." })
  @Extensions({ pageItems: true })
  entries!: AuditEntryView[];

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null at the end." })
  nextCursor!: string | null;
}
