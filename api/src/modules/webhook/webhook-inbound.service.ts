import type { EntityManager } from "@mikro-orm/postgresql";
import { z } from "zod";
import type { CurrentUser } from "../../context/current-user";
import { PUBLIC_UPDATE_KIND, WEBHOOK_INBOUND_TYPES, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from "../../domain";
import { AppError, badUserInput } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { parseInput } from "../../validation/parse-input";
import { addReportUpdate, changeReportStatus } from "../report/report.service";
import { findEndpoint } from "./webhook.service";
import { verifyWebhook } from "./webhook-signature";

/** An inbound request's headers, by their lower-case names, as the door read them. */
export interface InboundHeaders {
  dependencia?: string;
  id?: string;
  timestamp?: string;
  signature?: string;
}

export interface InboundResult {
  report_id: string;
  status: string;
}

const refused = (message: string) => new AppError(message, "UNAUTHENTICATED", 401);

/** A refusal the partner's log can explain: the 401 and its reason on our audit log. */
class InboundRefusal extends Error {
  constructor(
    readonly reason: string,
    readonly eventId: string | null,
  ) {
    super(reason);
  }
}

const inboundInput = z.object({
  type: z.enum(WEBHOOK_INBOUND_TYPES, { error: WEBHOOK_MESSAGES.inboundTypeInvalid }),
  report_id: z.string({ error: WEBHOOK_MESSAGES.inboundBodyInvalid }).max(100),
  // The report services check the rest with their own rules and messages.
  status: z.unknown().optional(),
  public_update: z.unknown().optional(),
  is_answer: z.unknown().optional(),
});

function parseBody(rawBody: Buffer): z.infer<typeof inboundInput> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw badUserInput({ body: WEBHOOK_MESSAGES.inboundBodyInvalid });
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw badUserInput({ body: WEBHOOK_MESSAGES.inboundBodyInvalid });
  }
  return parseInput(inboundInput, json);
}

/** Event ids are kept long enough to outlive the timestamp window: an older replay is stale anyway. */
const REPLAY_MEMORY_SECONDS = WEBHOOK_LIMITS.maxSkewSeconds * 3;

/**
 * A partner's status change or public update (docs/webhooks.md#inbound), signed with its dependencia's
 * secret. Refused with 401, and audited, when the signature is wrong, the timestamp more than 5 minutes
 * off, or the event id already accepted. Then it goes through the same services as staff's actions, as
 * the partner's own account, which works this dependencia's reports and no other's: a report routed
 * elsewhere is refused like a funcionario of another dependencia (403).
 */
export async function receiveInbound(
  em: EntityManager,
  headers: InboundHeaders,
  rawBody: Buffer,
): Promise<InboundResult> {
  const endpoint = headers.dependencia ? await findEndpoint(em, headers.dependencia) : null;
  if (!endpoint?.enabled) throw refused(WEBHOOK_MESSAGES.inboundUnknown);
  const refuse = async (reason: string, eventId: string | null): Promise<never> => {
    await em.transactional((tx) =>
      emit(tx, "webhook.refused", {
        dependenciaId: endpoint.dependencia_id,
        dependenciaName: endpoint.dependencia_name,
        eventId: eventId?.slice(0, WEBHOOK_LIMITS.eventIdMaxLength) ?? null,
        reason,
      }),
    );
    throw refused(reason);
  };
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || id.length > WEBHOOK_LIMITS.eventIdMaxLength) {
    return refuse(WEBHOOK_MESSAGES.inboundHeadersMissing, id ?? null);
  }
  const check = verifyWebhook(endpoint.secret, timestamp, rawBody, signature);
  if (check === "bad-signature") return refuse(WEBHOOK_MESSAGES.inboundBadSignature, id);
  if (check === "stale") return refuse(WEBHOOK_MESSAGES.inboundStale, id);
  const input = parseBody(rawBody);
  const partner: CurrentUser = {
    id: endpoint.partner_user_id,
    role: "staff",
    hasCedula: false,
    dependencias: [endpoint.dependencia_id],
  };
  try {
    return await em.transactional(async (tx) => {
      await tx.execute(
        `DELETE FROM webhook_inbound_event WHERE dependencia_id = ?
           AND received_at < now() - make_interval(secs => ?)`,
        [endpoint.dependencia_id, REPLAY_MEMORY_SECONDS],
      );
      // The id is taken with the change: a request refused for its content may be fixed and sent again.
      const taken = await tx.execute<Array<{ event_id: string }>>(
        `INSERT INTO webhook_inbound_event (dependencia_id, event_id, received_at) VALUES (?, ?, now())
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [endpoint.dependencia_id, id],
      );
      if (taken.length === 0) throw new InboundRefusal(WEBHOOK_MESSAGES.inboundReplay, id);
      const record =
        input.type === "report.status_change"
          ? await changeReportStatus(tx, partner, input.report_id, {
              status: input.status,
              publicUpdate: input.public_update ?? null,
              isAnswer: input.is_answer ?? null,
            })
          : await addReportUpdate(tx, partner, input.report_id, {
              kind: PUBLIC_UPDATE_KIND,
              body: input.public_update,
              isAnswer: input.is_answer ?? null,
            });
      return { report_id: record.id, status: record.status };
    });
  } catch (error) {
    if (error instanceof InboundRefusal) return refuse(error.reason, error.eventId);
    throw error;
  }
}
