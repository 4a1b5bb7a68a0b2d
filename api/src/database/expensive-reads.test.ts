import type { EntityManager } from "@mikro-orm/postgresql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_TIME_MESSAGES, STATEMENT_TIMEOUTS_MS } from "../domain";
import { AppError } from "../errors/app-error";
import { createExpensiveReadGate, identifyCaller } from "./expensive-reads";

/** A read that lasts until the test ends it. */
function pendingRead() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    read: async () => {
      started = true;
      await done;
      return "leído";
    },
    get started() {
      return started;
    },
    finish,
  };
}

/** An EntityManager as the doors hand it over: only its identity matters to the gate. */
function emOf(caller: string): EntityManager {
  const em = {} as EntityManager;
  identifyCaller(em, () => caller);
  return em;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe("the gate of expensive reads (docs/graphql.md#expensive-reads)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a caller's reads a few at a time, in order, and refuses one over its queue", async () => {
    const gate = createExpensiveReadGate({ slots: 4, runningPerCaller: 2, waitingPerCaller: 1 });
    const resident = emOf("user:ana");
    const reads = [pendingRead(), pendingRead(), pendingRead()];
    const answers = reads.map((read) => gate.run(resident, "interactive", read.read));
    await flush();
    expect(reads.map((read) => read.started)).toEqual([true, true, false]);

    const refused = await gate
      .run(resident, "interactive", pendingRead().read)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "RATE_LIMITED",
      status: 429,
      message: QUERY_TIME_MESSAGES.tooManyAtOnce,
    });

    reads[0]!.finish();
    await flush();
    expect(reads[2]!.started).toBe(true);
    reads[1]!.finish();
    reads[2]!.finish();
    expect(await Promise.all(answers)).toEqual(["leído", "leído", "leído"]);
    expect(gate.load).toBe(0);
  });

  it("keeps the pool's share for all callers, so another caller waits only for a free slot", async () => {
    const gate = createExpensiveReadGate({ slots: 2, runningPerCaller: 2, waitingPerCaller: 5 });
    const first = [pendingRead(), pendingRead()];
    const firstAnswers = first.map((read) => gate.run(emOf("address:10.0.0.1"), "interactive", read.read));
    const other = pendingRead();
    const otherAnswer = gate.run(emOf("address:10.0.0.2"), "interactive", other.read);
    await flush();
    expect(other.started).toBe(false);
    first[0]!.finish();
    await flush();
    expect(other.started).toBe(true);
    first[1]!.finish();
    other.finish();
    await Promise.all([...firstAnswers, otherAnswer]);
  });

  it("answers QUERY_TIMEOUT to a read that waited past its statement limit for its turn", async () => {
    const gate = createExpensiveReadGate({ slots: 1, runningPerCaller: 1, waitingPerCaller: 5 });
    const holder = pendingRead();
    const held = gate.run(emOf("user:ana"), "interactive", holder.read);
    const waiting = pendingRead();
    const answer = gate.run(emOf("user:beto"), "interactive", waiting.read).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(STATEMENT_TIMEOUTS_MS.interactive + 1);
    expect(await answer).toMatchObject({
      code: "QUERY_TIMEOUT",
      status: 503,
      message: QUERY_TIME_MESSAGES.waitedTooLong,
      details: { retryAfterSeconds: 5 },
    });
    expect(waiting.started).toBe(false);
    holder.finish();
    await held;
    expect(gate.load).toBe(0);
  });
});
