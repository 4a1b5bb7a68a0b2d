import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { RateGate, RateGateBusyError } from "./rate-gate";

/** A task that records when it ran. */
function recorder(durationMs = 0) {
  const runs: Array<{ start: number; end: number }> = [];
  const task = async () => {
    const start = performance.now();
    if (durationMs > 0) await sleep(durationMs);
    runs.push({ start, end: performance.now() });
    return runs.length;
  };
  return { runs, task };
}

describe("RateGate", () => {
  it("runs one task at a time, each starting an interval after the previous one ended", async () => {
    const gate = new RateGate({ intervalMs: 60, maxWaitMs: 1000 });
    const { runs, task } = recorder(20);
    await Promise.all([gate.run(task), gate.run(task), gate.run(task)]);
    expect(runs).toHaveLength(3);
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.start - runs[i - 1]!.end).toBeGreaterThanOrEqual(60);
    }
  });

  it("passes results and errors through, and keeps going after an error", async () => {
    const gate = new RateGate({ intervalMs: 0, maxWaitMs: 1000 });
    await expect(gate.run(() => Promise.resolve("ok"))).resolves.toBe("ok");
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(
      gate.run(() => {
        throw new Error("sync boom");
      }),
    ).rejects.toThrow("sync boom");
    await expect(gate.run(() => Promise.resolve(2))).resolves.toBe(2);
  });

  it("refuses at once a caller that could not start within the longest wait", async () => {
    const gate = new RateGate({ intervalMs: 500, maxWaitMs: 200 });
    const { runs, task } = recorder(10);
    const first = gate.run(task);
    const started = performance.now();
    await expect(gate.run(task)).rejects.toBeInstanceOf(RateGateBusyError);
    expect(performance.now() - started).toBeLessThan(100);
    await first;
    expect(runs).toHaveLength(1);
  });

  it("gives up on a queued caller when the task ahead takes too long", async () => {
    const gate = new RateGate({ intervalMs: 0, maxWaitMs: 50 });
    const slow = recorder(300);
    const first = gate.run(slow.task);
    const started = performance.now();
    await expect(gate.run(() => Promise.resolve("late"))).rejects.toBeInstanceOf(RateGateBusyError);
    expect(performance.now() - started).toBeLessThan(250);
    await first;
    // The expired caller left the queue: the next one runs straight away.
    await expect(gate.run(() => Promise.resolve("next"))).resolves.toBe("next");
  });
});
