import { performance } from "node:perf_hooks";

export class RateGateBusyError extends Error {
  override name = "RateGateBusyError";
  constructor() {
    super("the upstream queue is too long");
  }
}

export interface RateGateOptions {
  /** Quiet time between the end of one task and the start of the next. */
  intervalMs: number;
  /** A task that cannot start within this time is refused instead of queued. */
  maxWaitMs: number;
}

interface Waiter {
  start(): void;
  expiry: NodeJS.Timeout;
}

/**
 * Runs tasks one at a time, each starting at least `intervalMs` after the previous one finished, for
 * the whole process. Counting from the end rather than the start means the upstream never sees two
 * requests closer than the interval, however slow the network is. Callers that would wait longer
 * than `maxWaitMs` are refused (RateGateBusyError) so that they can answer another way.
 */
export class RateGate {
  private readonly queue: Waiter[] = [];
  private running = false;
  private readyAt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: RateGateOptions) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.minimumWait() > this.options.maxWaitMs) return Promise.reject(new RateGateBusyError());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          void Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => this.release());
        },
        expiry: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(new RateGateBusyError());
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
      this.pump();
    });
  }

  /** How long a new caller waits at best: the running task's own duration is unknown, so it counts as 0. */
  private minimumWait(): number {
    const ahead = this.queue.length + (this.running ? 1 : 0);
    return Math.max(0, this.readyAt - performance.now()) + ahead * this.options.intervalMs;
  }

  private pump(): void {
    if (this.running || this.timer || this.queue.length === 0) return;
    const wait = this.readyAt - performance.now();
    if (wait > 0) {
      // Timers may fire a fraction early, so the check runs again when this one fires.
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, Math.ceil(wait));
      return;
    }
    const waiter = this.queue.shift()!;
    clearTimeout(waiter.expiry);
    this.running = true;
    waiter.start();
  }

  private release(): void {
    this.running = false;
    this.readyAt = performance.now() + this.options.intervalMs;
    this.pump();
  }
}
