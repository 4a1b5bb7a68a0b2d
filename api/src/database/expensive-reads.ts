import type { EntityManager } from "@mikro-orm/postgresql";
import {
  EXPENSIVE_READ_LIMITS,
  QUERY_TIME_MESSAGES,
  STATEMENT_TIMEOUTS_MS,
  type StatementTimeoutKind,
} from "../domain";
import { isStatementTimeout, queryTimeout, tooManyExpensiveReads } from "../errors/app-error";
import { POOL_SIZE } from "./mikro-orm.config";

/**
 * Expensive reads: one statement each, run under a gate (docs/graphql.md#expensive-reads). All of
 * them together hold at most `POOL_SIZE − reservedConnections` of the application's connections, so
 * that health checks and ordinary requests always find one; one caller runs at most
 * `runningPerCaller` at once and queues at most `waitingPerCaller` more. A read that waits past its
 * statement limit for its turn, or whose statement PostgreSQL cancels at that limit, answers
 * QUERY_TIMEOUT; a caller with a full queue is refused at once (RATE_LIMITED).
 *
 * Who the caller is travels with the EntityManager of the request or operation (`identifyCaller`,
 * set by the doors), so that services need no extra argument and every door shares one gate.
 */

/** A turn that is waited for; `grant` is called when it comes. */
interface Waiter {
  grant: () => void;
}

/** Counts what runs and queues who waits, first come first served. */
class Slots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly size: number) {}

  get load(): number {
    return this.running + this.waiting.length;
  }

  /** Resolves when a slot is held; rejects with `onTimeout()` if none came by `deadline`. */
  acquire(deadline: number, onTimeout: () => Error): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(onTimeout());
        },
        Math.max(0, deadline - performance.now()),
      );
      this.waiting.push(waiter);
    });
  }

  /** Hands the slot to the first waiter, or frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.running -= 1;
  }
}

const callers = new WeakMap<EntityManager, () => string>();

/**
 * Names whose requests `em` serves, e.g. `user:<id>` or `address:<ip>`; read when a read is gated, so
 * a door may bind it before the session has been loaded.
 */
export function identifyCaller(em: EntityManager, caller: () => string): void {
  callers.set(em, caller);
}

/** A caller's key: the signed-in user, else the client's address. */
export function callerKey(userId: string | undefined, address: string | undefined): string {
  return userId ? `user:${userId}` : `address:${address ?? "unknown"}`;
}

/** The key of an EntityManager nobody identified (scripts, background work): they share one queue. */
const UNIDENTIFIED = "unidentified";

export interface ExpensiveReadGate {
  /** Runs `read` when the caller's and the pool's turns come; see the module's comment. */
  run<T>(em: EntityManager, kind: StatementTimeoutKind, read: (em: EntityManager) => Promise<T>): Promise<T>;
  /** Expensive reads running and waiting, in all (tests and benches watch it). */
  readonly load: number;
}

export function createExpensiveReadGate(
  options: { slots?: number; runningPerCaller?: number; waitingPerCaller?: number } = {},
): ExpensiveReadGate {
  const slots = new Slots(options.slots ?? POOL_SIZE - EXPENSIVE_READ_LIMITS.reservedConnections);
  const runningPerCaller = options.runningPerCaller ?? EXPENSIVE_READ_LIMITS.runningPerCaller;
  const waitingPerCaller = options.waitingPerCaller ?? EXPENSIVE_READ_LIMITS.waitingPerCaller;
  const perCaller = new Map<string, Slots>();
  const waitedTooLong = () => queryTimeout(QUERY_TIME_MESSAGES.waitedTooLong);

  return {
    get load() {
      return slots.load;
    },
    async run(em, kind, read) {
      const key = callers.get(em)?.() ?? UNIDENTIFIED;
      let own = perCaller.get(key);
      if (!own) perCaller.set(key, (own = new Slots(runningPerCaller)));
      if (own.load >= runningPerCaller + waitingPerCaller) {
        throw tooManyExpensiveReads(QUERY_TIME_MESSAGES.tooManyAtOnce);
      }
      const limitMs = STATEMENT_TIMEOUTS_MS[kind];
      const deadline = performance.now() + limitMs;
      try {
        // The caller's turn first: a caller's queue never holds a pool slot while it waits.
        await own.acquire(deadline, waitedTooLong);
        try {
          await slots.acquire(deadline, waitedTooLong);
          try {
            return await withStatementTimeout(em, kind, read);
          } finally {
            slots.release();
          }
        } finally {
          own.release();
        }
      } finally {
        if (own.load === 0 && perCaller.get(key) === own) perCaller.delete(key);
      }
    },
  };
}

/**
 * Runs `read` under `kind`'s statement limit: the connection's own (interactive) limit, or a longer
 * one set for a transaction of its own. A statement cancelled at the limit answers QUERY_TIMEOUT.
 */
export async function withStatementTimeout<T>(
  em: EntityManager,
  kind: StatementTimeoutKind,
  read: (em: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    if (kind === "interactive") return await read(em);
    return await em.transactional(async (tx) => {
      await tx.execute(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUTS_MS[kind]}`);
      return read(tx);
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw queryTimeout(QUERY_TIME_MESSAGES.statementTimeout);
    throw error;
  }
}

/** The application's gate: one per process, shared by every door. */
const gate = createExpensiveReadGate();

/** `gate.run`: an expensive read of the caller `em` serves (see the module's comment). */
export function expensiveRead<T>(
  em: EntityManager,
  kind: StatementTimeoutKind,
  read: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return gate.run(em, kind, read);
}
