import { createHash, timingSafeEqual } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import type { MikroORM } from "@mikro-orm/postgresql";
import { Router, type Request, type RequestHandler } from "express";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { addressMatcher, type MetricsConfig } from "../config/metrics.config";
import type { LiveHub } from "../pubsub/live-hub";

/**
 * How many distinct route and operation labels one instance keeps; anything new beyond them counts
 * as "other", so no client can grow the number of series (docs/operations.md#metrics).
 */
export const MAX_ROUTE_LABELS = 300;
export const MAX_OPERATION_LABELS = 300;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** tarn's pool, under MikroORM's knex: only what a scrape reads. */
interface KnexPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** A label set that stops growing at `maximum` values; later newcomers read as "other". */
class BoundedLabels {
  private readonly seen = new Set<string>();
  constructor(private readonly maximum: number) {}
  label(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.maximum) return "other";
    this.seen.add(value);
    return value;
  }
}

/**
 * The instance's Prometheus metrics (docs/operations.md#metrics): HTTP requests by route template,
 * GraphQL operations by name and outcome, the database pools, the job queue, WebSockets and live
 * subscriptions, and the process's own. One registry per app, so two apps in one process (tests) do
 * not share series.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly routes = new BoundedLabels(MAX_ROUTE_LABELS);
  private readonly operations = new BoundedLabels(MAX_OPERATION_LABELS);
  private readonly httpDuration: Histogram<"method" | "route" | "status">;
  private readonly graphqlDuration: Histogram<"operation" | "type" | "outcome">;
  private readonly failedAttempts: Counter<"task">;
  private readonly failedJobs: Counter<"task">;
  private socketCount: () => number = () => 0;

  constructor(
    private readonly sources: {
      orm: MikroORM;
      /** The sessions' and rate limits' own pool, beside the ORM's. */
      sessionPool: pg.Pool;
      live: LiveHub;
    },
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: "reporta_http_request_duration_seconds",
      help: "HTTP requests by method, route template and status code, and how long they took.",
      labelNames: ["method", "route", "status"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: "reporta_graphql_operation_duration_seconds",
      help: "GraphQL operations over HTTP by operation name, type and outcome (success or error), and how long they took.",
      labelNames: ["operation", "type", "outcome"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.failedAttempts = new Counter({
      name: "reporta_job_attempts_failed_total",
      help: "Job attempts that threw, by task (the job is retried until its attempts run out).",
      labelNames: ["task"],
      registers,
    });
    this.failedJobs = new Counter({
      name: "reporta_jobs_failed_total",
      help: "Jobs that failed for good (no attempts left), by task.",
      labelNames: ["task"],
      registers,
    });
    const { orm, sessionPool, live } = sources;
    new Gauge({
      name: "reporta_db_pool_connections",
      help: "Database connections by pool (orm, sessions) and state (in_use, idle, waiting).",
      labelNames: ["pool", "state"],
      registers,
      collect() {
        const knexPool = (orm.em.getConnection().getKnex().client as { pool?: KnexPool }).pool;
        if (knexPool) {
          this.set({ pool: "orm", state: "in_use" }, knexPool.numUsed());
          this.set({ pool: "orm", state: "idle" }, knexPool.numFree());
          this.set({ pool: "orm", state: "waiting" }, knexPool.numPendingAcquires());
        }
        this.set({ pool: "sessions", state: "in_use" }, sessionPool.totalCount - sessionPool.idleCount);
        this.set({ pool: "sessions", state: "idle" }, sessionPool.idleCount);
        this.set({ pool: "sessions", state: "waiting" }, sessionPool.waitingCount);
      },
    });
    new Gauge({
      name: "reporta_job_queue_jobs",
      help: "Jobs in the queue: ready to run, scheduled for later (retries included), running, failed for good.",
      labelNames: ["state"],
      registers,
      async collect() {
        try {
          const [row] = await orm.em.getConnection().execute<
            Array<Record<"ready" | "scheduled" | "running" | "failed", string>>
          >(`SELECT
               count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now()) AS ready,
               count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts AND run_at > now()) AS scheduled,
               count(*) FILTER (WHERE locked_at IS NOT NULL) AS running,
               count(*) FILTER (WHERE attempts >= max_attempts) AS failed
             FROM graphile_worker.jobs`);
          for (const state of ["ready", "scheduled", "running", "failed"] as const) {
            this.set({ state }, Number(row![state]));
          }
        } catch {
          // The database is unreachable: no figure rather than a stale one (readiness says why).
          this.reset();
        }
      },
    });
    const socketCount = () => this.socketCount();
    new Gauge({
      name: "reporta_websocket_connections",
      help: "Open GraphQL WebSocket connections on this instance.",
      registers,
      collect() {
        this.set(socketCount());
      },
    });
    new Gauge({
      name: "reporta_live_subscriptions",
      help: "Live subscriptions held by WebSocket clients on this instance.",
      registers,
      collect() {
        this.set(live.subscriptionCount);
      },
    });
    new Gauge({
      name: "reporta_live_topics",
      help: "Topic listeners those subscriptions hold (each topic and id followed).",
      registers,
      collect() {
        this.set(live.topicCount);
      },
    });
  }

  /** Times every request; the route label is Express's route template, never the raw URL. */
  readonly httpMiddleware: RequestHandler = (req, res, next) => {
    const end = this.httpDuration.startTimer();
    recordRouteTemplates(Object.getPrototypeOf(req) as object);
    res.once("finish", () => {
      const route =
        (req as RouteTemplateHolder)[ROUTE_TEMPLATE] ??
        (res.statusCode === 404 ? "unmatched" : req.baseUrl || "web");
      end({ method: req.method, route: this.routes.label(route), status: res.statusCode });
    });
    next();
  };

  /** Apollo's side: each HTTP operation by its name in the document, its type and whether it erred. */
  graphqlPlugin<T extends object>(): ApolloServerPlugin<T> {
    const histogram = this.graphqlDuration;
    const operations = this.operations;
    return {
      requestDidStart() {
        const end = histogram.startTimer();
        let failed = false;
        return Promise.resolve({
          didEncounterErrors() {
            failed = true;
            return Promise.resolve();
          },
          willSendResponse(context) {
            end({
              // The name as parsed from the document (a GraphQL name), not the request's free text.
              operation: operations.label(context.operationName ?? "anonymous"),
              type: context.operation?.operation ?? "unknown",
              outcome: failed ? "error" : "success",
            });
            return Promise.resolve();
          },
        });
      },
    };
  }

  /** graphile-worker's "job:error": an attempt threw. */
  jobAttemptFailed(task: string): void {
    this.failedAttempts.inc({ task });
  }

  /** graphile-worker's "job:failed": no attempts left. */
  jobFailed(task: string): void {
    this.failedJobs.inc({ task });
  }

  /** The WebSocket server's count of open sockets, read at each scrape. */
  countSockets(count: () => number): void {
    this.socketCount = count;
  }

  /**
   * GET /metrics in Prometheus's text format, for the addresses in METRICS_ALLOW or the bearer of
   * METRICS_TOKEN; anyone else gets the app's ordinary 404, so the route is not advertised.
   */
  router(config: MetricsConfig): Router {
    const router = Router();
    const allowedAddress = addressMatcher(config.allow);
    const tokenHash = config.token ? sha256(config.token) : undefined;
    const allowed = (req: Request) => {
      if (allowedAddress(req.ip)) return true;
      const header = req.get("authorization") ?? "";
      const match = /^Bearer (.+)$/i.exec(header);
      return tokenHash !== undefined && match !== null && timingSafeEqual(sha256(match[1]!), tokenHash);
    };
    router.get("/metrics", async (req, res) => {
      if (!allowed(req)) {
        res.status(404).json({ error: "Recurso no encontrado" });
        return;
      }
      const text = await this.registry.metrics();
      res.set("Cache-Control", "no-store").type(this.registry.contentType).send(text);
    });
    return router;
  }
}

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * The route a request matched, as written in the code ("/api/reports/:id"): the route's template under
 * its routers' mount paths (none of which has parameters), read when Express matches the route. By the
 * time the answer is sent, an error passed to `next` has left the routers and Express has put
 * `req.baseUrl` back to "". Without a route: a router's own mount path for what a middleware answered
 * there ("/graphql"), "unmatched" for a 404, "web" for the web app's files and pages.
 */
function recordRouteTemplates(requestPrototype: object): void {
  if (Object.prototype.hasOwnProperty.call(requestPrototype, ROUTE_TEMPLATE)) return;
  // On the app's request prototype, once: an accessor defined on each request would give every request
  // object a hidden class of its own, and slow down whatever reads it after.
  Object.defineProperty(requestPrototype, ROUTE_TEMPLATE, { value: undefined, writable: true });
  Object.defineProperty(requestPrototype, "route", {
    configurable: true,
    enumerable: true,
    get(this: RouteTemplateHolder) {
      return this[MATCHED_ROUTE];
    },
    set(this: RouteTemplateHolder & Request, value: { path?: unknown } | undefined) {
      this[MATCHED_ROUTE] = value;
      if (value && typeof value.path === "string") this[ROUTE_TEMPLATE] = `${this.baseUrl}${value.path}`;
    },
  });
}

const MATCHED_ROUTE = Symbol("matchedRoute");
const ROUTE_TEMPLATE = Symbol("routeTemplate");
interface RouteTemplateHolder {
  [MATCHED_ROUTE]?: unknown;
  [ROUTE_TEMPLATE]?: string;
}
