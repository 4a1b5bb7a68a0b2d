import { Arg, Authorized, Ctx, Extensions, ID, Int, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import type { AuditEntry } from "./audit.entity";
import { listAudit } from "./audit.service";
import { AuditPageView, type AuditEntryView } from "./audit.types";

const asText = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === "string" ? value : JSON.stringify(value);

function present(entry: AuditEntry): AuditEntryView {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return {
    id: entry.id,
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actorName,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel,
    changes: fields.map((field) => ({
      field,
      before: asText(entry.before?.[field]),
      after: asText(entry.after?.[field]),
    })),
    createdAt: entry.createdAt,
  };
}

@Authorized("super_admin")
@Resolver()
export class AuditResolver {
  @Query(() => AuditPageView, {
    description: "Staff actions, newest first, optionally one actor's (super_admins).",
  })
  // A page: its entries by `limit`, 50 without it (docs/graphql.md#cost).
  @Extensions({ listSize: 50 })
  async auditLog(
    @Arg("actorId", () => ID, { nullable: true }) actorId: string | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<AuditPageView> {
    if (!user) throw unauthenticated();
    const page = await listAudit(em, user, { actorId, limit, after });
    return { entries: page.entries.map(present), nextCursor: page.nextCursor };
  }
}
