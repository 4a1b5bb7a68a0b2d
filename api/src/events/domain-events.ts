import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  FlagReason,
  ModerationAction,
  ModerationState,
  ModerationTarget,
  ReportStatus,
  ReportUpdateKind,
  Role,
} from "../domain";

/** A report's public counts and status right after a change, as the change's own statement left them. */
export interface ReportCounts {
  votesCount: number;
  commentsCount: number;
  status: ReportStatus;
}

/**
 * What can happen to a report (and to its comments, the categories and the accounts around it), and
 * what each event carries. Writers `emit` inside the transaction that made the change; every reaction
 * (audit, notifications, live updates, and later followers, webhooks, push) runs in that same
 * transaction, so the change and everything it causes commit or roll back together. docs/events.md
 * lists the events and who reacts.
 */
export interface DomainEvents {
  /**
   * A report was filed (its photos and first history entry are written): by a resident, or by a partner
   * through Open311 (docs/open311.md#filing), whose report has no author (`authorId` null).
   */
  "report.filed": { reportId: string; authorId: string | null; filedAt: Date; dependenciaId: string };
  /**
   * Staff sent a report to another dependencia (docs/staff.md#routing). `routingId` is the entry of the
   * report's routing history, which the dependencia's e-mail marks as sent.
   */
  "report.routed": {
    reportId: string;
    radicado: string;
    actorId: string;
    routingId: string;
    from: { id: string; name: string };
    to: { id: string; name: string };
    /** Cleared by the routing when the assignee does not belong to the new dependencia. */
    unassigned: boolean;
  };
  /** Staff assigned a report to a funcionario of its dependencia, or left it unassigned (`to` null). */
  "report.assigned": {
    reportId: string;
    radicado: string;
    actorId: string;
    dependenciaId: string;
    from: { id: string; name: string } | null;
    to: { id: string; name: string } | null;
  };
  /** Staff changed a report's status, or added a note to it without changing it. */
  "report.statusChanged": {
    reportId: string;
    radicado: string;
    actorId: string;
    /** null when the author's account is gone. */
    authorId: string | null;
    fromStatus: ReportStatus;
    toStatus: ReportStatus;
    /** Staff's message to the reporter written with the change. */
    note: string | null;
    /** The public update written with the change (required to resolve). */
    publicUpdate: string | null;
    /** Whether that public update is the answer ("Respuesta"), and the report's first. */
    isAnswer: boolean;
    firstAnswer: boolean;
    /** An internal note written with the change: for the audit alone, never for anyone's notice. */
    internalNote: string | null;
    /** The "después" photo added on resolving. */
    afterPhotoId: string | null;
    changedAt: Date;
    /** The dependencia that works it (its Mi bandeja changes). */
    dependenciaId: string;
    /** Marked `duplicado`: the original it now points to (docs/staff.md#duplicates). */
    duplicateOf: { id: string; radicado: string } | null;
    /** Its original before the change: set when a duplicado is reopened (the mark undone). */
    previousDuplicateOf: { id: string; radicado: string } | null;
  };
  /**
   * Staff blurred rectangles of a report's photo: its blurred copy replaced it under a new id
   * (docs/privacy-masking.md#photo-blurring).
   */
  "report.photoBlurred": {
    reportId: string;
    radicado: string;
    actorId: string;
    /** null when the author's account is gone, or a partner filed it. */
    authorId: string | null;
    oldPhotoId: string;
    newPhotoId: string;
    /** How many rectangles were blurred. */
    rectangles: number;
  };
  /** Staff extended a report's term, once, before it expired (docs/legal-clock.md#extension). */
  "report.dueDateExtended": {
    reportId: string;
    actorId: string;
    /** null when the author's account is gone. */
    authorId: string | null;
    radicado: string;
    previousDueAt: Date;
    dueAt: Date;
    reason: string;
    extendedAt: Date;
  };
  /**
   * The due-date job found a report's term about to end (`soon`: 2 días hábiles or less left) or ended
   * unanswered (`overdue`); each is emitted once per term (docs/legal-clock.md#the-overdue-job).
   */
  "report.dueWarning": {
    reportId: string;
    radicado: string;
    warning: "soon" | "overdue";
    dueAt: Date;
    at: Date;
  };
  /**
   * Residents' "No" to «¿Quedó resuelto?» reopened a report (docs/resolution-check.md): emitted after its
   * `report.statusChanged`, with the residents' comments, which only staff may read (they may name someone).
   */
  "report.reopenedByResidents": {
    reportId: string;
    comments: string[];
    dueAt: Date | null;
  };
  /**
   * Staff wrote a text on a report without changing its status: a public update, a message to the
   * reporter or an internal note (docs/staff.md#updates-messages-and-notes).
   */
  "report.updated": {
    reportId: string;
    radicado: string;
    updateId: string;
    actorId: string;
    /** null when the author's account is gone. */
    authorId: string | null;
    kind: ReportUpdateKind;
    body: string;
    isAnswer: boolean;
    firstAnswer: boolean;
    /** The report's status when it was written. */
    status: ReportStatus;
    createdAt: Date;
  };
  /**
   * A resident supported a report (`voted`), or took the support back (also when their account is
   * deleted). Emitted only when the vote really changed; `counts` are the report's after it.
   */
  "report.voted": { reportId: string; voterId: string; voted: boolean; counts: ReportCounts };
  /**
   * A report marked duplicado gave its votes to its original (docs/staff.md#duplicates), in the marking's
   * transaction: `moved` supporters now count on the original (one who supported both counts once).
   * `counts` are each report's after the move.
   */
  "report.votesMoved": {
    fromReportId: string;
    toReportId: string;
    moved: number;
    fromCounts: ReportCounts;
    toCounts: ReportCounts;
  };
  /** A resident commented on a report, or replied to one of its comments (`parentId`). */
  "report.commented": {
    reportId: string;
    commentId: string;
    parentId: string | null;
    authorId: string;
    commentedAt: Date;
    counts: ReportCounts;
  };
  /** Its author deleted a comment (it no longer counts in the report's comments). */
  "comment.deleted": {
    reportId: string;
    commentId: string;
    parentId: string | null;
    authorId: string;
    deletedAt: Date;
    counts: ReportCounts;
  };
  /**
   * A resident liked a comment (`liked`), or took the like back (also when their account is deleted).
   * Emitted only when the like really changed; `likesCount` is the comment's after it.
   */
  "comment.liked": {
    reportId: string;
    commentId: string;
    parentId: string | null;
    likerId: string;
    liked: boolean;
    likesCount: number;
  };
  /**
   * A resident flagged a report or one of its comments (docs/moderation.md#flags). `underReview`: this
   * flag was the one that put the item under review; a comment under review left the public count, so
   * `counts` are the report's after it.
   */
  "content.flagged": {
    target: ModerationTarget;
    reportId: string;
    commentId: string | null;
    parentId: string | null;
    flagId: string;
    flaggerId: string;
    reason: FlagReason;
    openFlags: number;
    underReview: boolean;
    counts: ReportCounts;
  };
  /**
   * Staff hid, restored or dismissed the flags of a report or a comment (docs/moderation.md#the-queue).
   * `authorId` is the item's author (null when gone or a partner's report); `label` names it for the
   * audit log; `counts` are the report's after the change.
   */
  "content.moderated": {
    actorId: string;
    action: ModerationAction;
    target: ModerationTarget;
    reportId: string;
    radicado: string;
    commentId: string | null;
    parentId: string | null;
    authorId: string | null;
    label: string;
    before: { state: ModerationState | null; reason: FlagReason | null; openFlags: number };
    after: { state: ModerationState | null; reason: FlagReason | null; openFlags: number };
    counts: ReportCounts;
  };
  /**
   * A super_admin changed a category's name, description, icon or activation, or the categories' order
   * (Configuración). `before` and `after` hold only what changed.
   */
  "category.changed": {
    actorId: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  } & (
    | {
        action: "category.update";
        categoryId: string;
        /** Its name after the change. */
        categoryName: string;
      }
    | { action: "category.order" }
  );
  /** A super_admin created or edited a dependencia (docs/staff.md#dependencias). */
  "dependencia.changed": {
    actorId: string;
    dependenciaId: string;
    dependenciaName: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
  /** A super_admin issued or revoked a partner's API key (docs/open311.md#api-keys). */
  "apiKey.changed": {
    actorId: string;
    action: "apiKey.issue" | "apiKey.revoke";
    keyId: string;
    keyName: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  };
  /**
   * A super_admin configured a dependencia's webhook, rotated its secret or sent a delivery again
   * (docs/webhooks.md). Never carries the secret.
   */
  "webhook.changed": {
    actorId: string;
    action: "webhook.configure" | "webhook.rotate" | "webhook.resend";
    dependenciaId: string;
    dependenciaName: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  };
  /** A partner's inbound request was refused with 401 (docs/webhooks.md#inbound): bad signature, stale, replay. */
  "webhook.refused": {
    dependenciaId: string;
    dependenciaName: string;
    eventId: string | null;
    reason: string;
  };
  /** A partner filed a report through Open311 with its key (docs/open311.md#filing). */
  "report.filedByPartner": { reportId: string; radicado: string; keyId: string; channel: string };
  /** A super_admin set or removed a routing rule; `ruleLabel` names its category and barrios. */
  "routing.changed": {
    actorId: string;
    ruleLabel: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
  /**
   * A super_admin created, edited or deleted a response template (docs/staff.md#response-templates):
   * `before` null for a new one, `after` null for a deleted one.
   */
  "template.changed": {
    actorId: string;
    templateId: string;
    templateTitle: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
  /** A super_admin changed an account's role or activation (Gestionar usuarios). */
  "account.changedByStaff": {
    actorId: string;
    accountId: string;
    /** The account's name as staff read it (`displayName`). */
    accountLabel: string;
    action: "user.role" | "user.active" | "user.dependencias" | "user.passwordReset";
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
  /** A staff member changed their own name (docs/decisions.md#your-name); residents' changes are not audited. */
  "account.renamed": {
    accountId: string;
    /** The new name, as staff read it (`displayName`). */
    accountLabel: string;
    before: { name: string };
    after: { name: string };
  };
  /**
   * Someone is deleting their own account: emitted in the deletion's transaction, before the row goes,
   * so that reactions can still read it and remove what hangs off it (docs/decisions.md#account-deletion).
   */
  "account.deleting": { accountId: string; accountLabel: string; role: Role; staff: boolean };
}

export type DomainEventType = keyof DomainEvents;

/** Runs in the writer's transaction; a reaction that throws rolls the change back. */
export type Reaction<T extends DomainEventType> = (
  tx: EntityManager,
  event: DomainEvents[T],
) => Promise<void>;

interface Registered {
  name: string;
  run: Reaction<never>;
}

const reactions = new Map<DomainEventType, Registered[]>();
let sealed = false;

/**
 * Adds a reaction to `type`. `name` identifies it (registering the same name again replaces it), so that
 * registering every module's reactions twice is harmless.
 */
export function react<T extends DomainEventType>(type: T, name: string, run: Reaction<T>): void {
  const list = (reactions.get(type) ?? []).filter((reaction) => reaction.name !== name);
  list.push({ name, run });
  reactions.set(type, list);
}

/** Marks the reactions as registered: from now on `emit` may run. */
export function sealReactions(): void {
  sealed = true;
}

/**
 * Runs every reaction to `type`, in registration order, in `tx`. Throws when the reactions were never
 * registered: a writer whose event nobody hears would silently skip its audit entry and notifications.
 */
export async function emit<T extends DomainEventType>(
  tx: EntityManager,
  type: T,
  event: DomainEvents[T],
): Promise<void> {
  if (!sealed) throw new Error(`"${type}" emitted before the reactions were registered (registerReactions)`);
  for (const reaction of reactions.get(type) ?? []) {
    await (reaction.run as Reaction<T>)(tx, event);
  }
}

/** The names of the reactions to `type`, in the order they run (for tests and docs). */
export function reactionsTo(type: DomainEventType): string[] {
  return (reactions.get(type) ?? []).map((reaction) => reaction.name);
}
