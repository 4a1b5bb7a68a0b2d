// IndexedDB clones what it stores: Node's Blob clones as a browser's does; jsdom's does not.
import { Blob } from "node:buffer";
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetOutboxConnection,
  isEditable,
  OutboxLockedError,
  queuedReport,
  queuedReports,
  queueReport,
  takeSentReports,
  type QueuedPhoto,
} from "./outbox-store";
import {
  deleteQueuedReportWhenIdle,
  editLockName,
  flushOutbox,
  OUTBOX_LOCK,
  retryDelayMs,
} from "./send-outbox";

const OWNER = "owner-1";
const FIELDS = {
  categoryId: "alumbrado",
  neighborhood: "altos-de-riomar",
  severity: 3,
  address: "Calle 84 # 50-10",
  description: "Poste sin luz",
  location: { lat: 11.01, lng: -74.82 },
  anonymous: true,
  allowContact: false,
};

const kept = (name: string): QueuedPhoto => ({
  kind: "kept",
  blob: new Blob([name], { type: "image/jpeg" }) as unknown as globalThis.Blob,
  name,
});

/** A server standing in for the API: answers by path, records every call. */
function fakeServer(answer: (method: string, path: string, call: number) => Response | Error | undefined) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  let uploads = 0;
  const respond = (input: string, init?: RequestInit): Response | Error => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, headers, body });
    const custom = answer(method, url.pathname, calls.length);
    if (custom) return custom;
    if (url.pathname === "/api/auth/user") return Response.json({ id: OWNER });
    if (url.pathname === "/api/objects/upload") {
      uploads += 1;
      return Response.json({ uploadURL: `http://localhost/storage/upload-${uploads}` });
    }
    if (url.pathname.startsWith("/storage/")) return new Response(null, { status: 200 });
    if (url.pathname === "/api/evidence-photos") {
      const { photoURL } = body as { photoURL: string };
      const id = photoURL.split("/").pop()!;
      return Response.json({ objectPath: `/api/photos/${id}`, thumbnailPath: `/api/photos/${id}/thumbnail` });
    }
    if (url.pathname === "/api/reports")
      return Response.json({ id: "r-1", radicado: "RIO-2026-000001" }, { status: 201 });
    return new Response("no", { status: 404 });
  };
  // As fetch: a failure to connect rejects, any answer resolves.
  const fetcher = vi.fn((input: string, init?: RequestInit) => {
    const answered = respond(input, init);
    return answered instanceof Error ? Promise.reject(answered) : Promise.resolve(answered);
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

async function queue(photos: QueuedPhoto[] = [], key = "key-1", ownerId = OWNER) {
  return queueReport({ key, ownerId, fields: FIELDS, photos });
}

/** Web Locks as the browser has them, enough for `ifAvailable` and `query`. */
function installLocks() {
  const held = new Set<string>();
  const locks = {
    async request(
      name: string,
      options: { ifAvailable?: boolean },
      callback: (lock: unknown) => Promise<unknown>,
    ) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) }),
  };
  vi.stubGlobal("navigator", { ...navigator, locks });
  return held;
}

beforeEach(() => {
  vi.stubGlobal("indexedDB", new IDBFactory());
  forgetOutboxConnection();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the outbox", () => {
  it("keeps each user's reports apart", async () => {
    await queue([], "a");
    await queue([], "b", "someone-else");
    expect((await queuedReports(OWNER)).map((report) => report.key)).toEqual(["a"]);
    expect(await queuedReport(OWNER, "b")).toBeUndefined();
  });

  it("sends a report with its kept photos, in the form's order, under its idempotency key, and tells the radicado once", async () => {
    const server = fakeServer(() => undefined);
    await queue([
      { kind: "uploaded", objectPath: "/api/photos/before", thumbnailPath: "/api/photos/before/thumbnail" },
      kept("one.jpg"),
      kept("two.jpg"),
    ]);

    const outcome = await flushOutbox(OWNER, server.fetcher);

    expect(outcome).toMatchObject({
      kind: "done",
      signInNeeded: false,
      sent: [{ radicado: "RIO-2026-000001" }],
    });
    const filed = server.calls.find((call) => call.path === "/api/reports")!;
    expect(filed.headers["idempotency-key"]).toBe("key-1");
    expect(filed.body).toEqual({
      ...FIELDS,
      evidenceUrls: ["/api/photos/before", "/api/photos/upload-1", "/api/photos/upload-2"],
    });
    expect(
      server.calls.filter((call) => call.path.startsWith("/storage/")).map((call) => call.method),
    ).toEqual(["PUT", "PUT"]);
    expect(await queuedReports(OWNER)).toEqual([]);
    expect((await takeSentReports(OWNER)).map((sent) => sent.radicado)).toEqual(["RIO-2026-000001"]);
    expect(await takeSentReports(OWNER)).toEqual([]);
  });

  it("resumes a send cut half-way without uploading a photo twice", async () => {
    let failSecondSign = true;
    let signs = 0;
    const server = fakeServer((_method, path) => {
      if (path !== "/api/objects/upload") return undefined;
      signs += 1;
      if (signs === 2 && failSecondSign) {
        failSecondSign = false;
        return new TypeError("Failed to fetch");
      }
      return undefined;
    });
    await queue([kept("one.jpg"), kept("two.jpg")]);

    const first = await flushOutbox(OWNER, server.fetcher);
    expect(first).toMatchObject({ kind: "done", sent: [] });
    const waiting = (await queuedReport(OWNER, "key-1"))!;
    expect(waiting).toMatchObject({ state: "waiting", sendStarted: true, attempts: 1 });
    expect(waiting.photos[0]).toMatchObject({ objectPath: "/api/photos/upload-1" });
    expect(waiting.photos[1]).not.toHaveProperty("objectPath");

    // The connection is back.
    const second = await flushOutbox(OWNER, server.fetcher, { ignoreBackoff: true });
    expect(second).toMatchObject({ sent: [{ radicado: "RIO-2026-000001" }] });
    const puts = server.calls.filter((call) => call.path.startsWith("/storage/"));
    expect(puts.map((call) => call.path)).toEqual(["/storage/upload-1", "/storage/upload-2"]);
    expect(server.calls.filter((call) => call.path === "/api/reports")).toHaveLength(1);
  });

  it("keeps a report the server refuses, with the server's words per field, and does not send it again", async () => {
    const server = fakeServer((_method, path) =>
      path === "/api/reports"
        ? Response.json(
            { error: "Datos inválidos", fields: { description: "La descripción es muy larga" } },
            { status: 400 },
          )
        : undefined,
    );
    await queue();

    await flushOutbox(OWNER, server.fetcher);
    expect(await queuedReport(OWNER, "key-1")).toMatchObject({
      state: "rejected",
      problem: "Datos inválidos",
      fieldProblems: { description: "La descripción es muy larga" },
    });

    await flushOutbox(OWNER, server.fetcher);
    expect(server.calls.filter((call) => call.path === "/api/reports")).toHaveLength(1);
  });

  it("names the photo the server refused and keeps the report", async () => {
    const server = fakeServer((_method, path, call) =>
      path === "/api/evidence-photos" && call > 4
        ? Response.json({ error: "El archivo no es una imagen válida." }, { status: 400 })
        : undefined,
    );
    await queue([kept("one.jpg"), kept("two.jpg")]);

    await flushOutbox(OWNER, server.fetcher);

    expect(await queuedReport(OWNER, "key-1")).toMatchObject({
      state: "rejected",
      problem: "La foto 2 no se pudo enviar: El archivo no es una imagen válida. Quítala o cámbiala.",
    });
    expect(server.calls.some((call) => call.path === "/api/reports")).toBe(false);
  });

  it("waits for the same user to sign in again when the session has ended", async () => {
    const server = fakeServer((_method, path) =>
      path === "/api/objects/upload" ? new Response("{}", { status: 401 }) : undefined,
    );
    await queue([kept("one.jpg")]);

    expect(await flushOutbox(OWNER, server.fetcher)).toMatchObject({ signInNeeded: true });
    expect(await queuedReport(OWNER, "key-1")).toMatchObject({ state: "sign-in" });

    // Signed in again: it goes.
    const again = fakeServer(() => undefined);
    expect(await flushOutbox(OWNER, again.fetcher)).toMatchObject({
      sent: [{ radicado: "RIO-2026-000001" }],
    });
  });

  it("backs off after a busy or failing server, for as long as it asks", async () => {
    let answer = new Response("{}", { status: 503 });
    const server = fakeServer((_method, path) => (path === "/api/reports" ? answer : undefined));
    await queue();

    const before = Date.now();
    const first = await flushOutbox(OWNER, server.fetcher);
    expect(first.kind === "done" && first.nextRetryAt! - before).toBeGreaterThanOrEqual(retryDelayMs(1));
    expect(await queuedReport(OWNER, "key-1")).toMatchObject({ state: "waiting", attempts: 1 });

    // Within its back-off it waits, whatever sets the outbox off, and says until when.
    const posts = () => server.calls.filter((call) => call.path === "/api/reports").length;
    const waiting = await flushOutbox(OWNER, server.fetcher);
    expect(posts()).toBe(1);
    expect(waiting).toMatchObject({
      kind: "done",
      nextRetryAt: first.kind === "done" ? first.nextRetryAt : 0,
    });

    // The connection has just come back: it goes at once.
    answer = new Response("{}", { status: 429, headers: { "retry-after": "120" } });
    const second = await flushOutbox(OWNER, server.fetcher, { ignoreBackoff: true });
    expect(posts()).toBe(2);
    expect(second.kind === "done" && second.nextRetryAt! - before).toBeGreaterThanOrEqual(120_000);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(retryDelayMs(50)).toBe(5 * 60_000);
  });

  it("goes on to the next report when the server fails one, and stops at a lost connection", async () => {
    await queue([], "failing");
    await queue([], "fine");
    let posts = 0;
    const serverFailsFirst = fakeServer((_method, path) => {
      if (path !== "/api/reports") return undefined;
      posts += 1;
      return posts === 1 ? new Response("{}", { status: 500 }) : undefined;
    });
    const outcome = await flushOutbox(OWNER, serverFailsFirst.fetcher);
    expect(outcome).toMatchObject({ sent: [{ key: "fine" }] });
    expect((await queuedReports(OWNER)).map((report) => report.key)).toEqual(["failing"]);

    await queue([], "later");
    const noConnection = fakeServer((_method, path) =>
      path === "/api/reports" ? new TypeError("Failed to fetch") : undefined,
    );
    await flushOutbox(OWNER, noConnection.fetcher, { ignoreBackoff: true });
    expect(noConnection.calls.filter((call) => call.path === "/api/reports")).toHaveLength(1);
    expect(await queuedReport(OWNER, "later")).toMatchObject({ sendStarted: false, attempts: 0 });
  });

  it("names the user who queued it on every call to the API, and not to storage", async () => {
    const server = fakeServer(() => undefined);
    await queue([kept("one.jpg")]);
    await flushOutbox(OWNER, server.fetcher);
    for (const call of server.calls) {
      expect(call.headers["x-expected-user"], call.path).toBe(
        call.path.startsWith("/storage/") ? undefined : OWNER,
      );
    }
  });

  it("sends, from the service worker, only the reports of the user the server names", async () => {
    await queue([], "mine");
    await queue([], "theirs", "someone-else");
    const server = fakeServer(() => undefined);

    await flushOutbox(undefined, server.fetcher);

    expect(
      server.calls
        .filter((call) => call.path === "/api/reports")
        .map((call) => call.headers["idempotency-key"]),
    ).toEqual(["mine"]);
    expect(await queuedReports("someone-else")).toHaveLength(1);

    const signedOut = fakeServer((_method, path) =>
      path === "/api/auth/user" ? new Response("{}", { status: 401 }) : undefined,
    );
    expect(await flushOutbox(undefined, signedOut.fetcher)).toMatchObject({ signInNeeded: true });
    expect(signedOut.calls.map((call) => call.path)).toEqual(["/api/auth/user"]);
  });

  it("sends nothing while another tab or the worker is sending, and skips a report open in an edit", async () => {
    const held = installLocks();
    await queue([], "edited");
    const server = fakeServer(() => undefined);

    held.add(OUTBOX_LOCK);
    expect(await flushOutbox(OWNER, server.fetcher)).toEqual({ kind: "busy" });
    await expect(deleteQueuedReportWhenIdle(OWNER, "edited")).rejects.toBeInstanceOf(OutboxLockedError);
    held.delete(OUTBOX_LOCK);

    held.add(editLockName("edited"));
    expect(await flushOutbox(OWNER, server.fetcher)).toMatchObject({ sent: [] });
    expect(server.calls.filter((call) => call.path === "/api/reports")).toHaveLength(0);
    held.delete(editLockName("edited"));

    await deleteQueuedReportWhenIdle(OWNER, "edited");
    expect(await queuedReports(OWNER)).toEqual([]);
  });

  it("refuses an edit of a report that left the outbox meanwhile, and of one the form already sent once", async () => {
    await expect(
      queueReport({ key: "gone", ownerId: OWNER, fields: FIELDS, photos: [] }, "gone"),
    ).rejects.toBeInstanceOf(OutboxLockedError);
    expect(await queuedReports(OWNER)).toEqual([]);

    const unanswered = await queueReport(
      { key: "maybe-filed", ownerId: OWNER, fields: FIELDS, photos: [] },
      undefined,
      {
        sentOnce: true,
      },
    );
    expect(isEditable(unanswered)).toBe(false);
    expect(unanswered.attempts).toBe(1);
  });

  it("swaps an edited report in one step, and refuses once its send has started", async () => {
    await queue([], "original");
    const edited = await queueReport(
      { key: "original", ownerId: OWNER, fields: { ...FIELDS, severity: 5 }, photos: [] },
      "original",
    );
    expect(edited.fields.severity).toBe(5);
    expect(await queuedReports(OWNER)).toHaveLength(1);

    const failing = fakeServer((_method, path) =>
      path === "/api/reports" ? new TypeError("Failed to fetch") : undefined,
    );
    await flushOutbox(OWNER, failing.fetcher);
    await expect(
      queueReport({ key: "original", ownerId: OWNER, fields: FIELDS, photos: [] }, "original"),
    ).rejects.toBeInstanceOf(OutboxLockedError);
    expect((await queuedReport(OWNER, "original"))?.fields.severity).toBe(5);
  });
});
