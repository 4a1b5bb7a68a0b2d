import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_TOUCH_INTERVAL_MS } from "../../src/auth/session";
import { withClient } from "../postgres";
import { citizen } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const expiries = () =>
  withClient(server.databaseUrl, async (db) => {
    const { rows } = await db.query<{ expire: Date }>("SELECT expire FROM session");
    return rows.map((row) => row.expire.getTime());
  });

describe("the session's idle timeout", () => {
  it("moves the expiry forward in the database once a minute, not on every request", async () => {
    const resident = await citizen(server);
    // The app runs in this process: its clock moves only when the test moves it.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect((await resident.request("/api/auth/user")).status).toBe(200);
      const [first] = await expiries();
      expect(first).toBeGreaterThan(Date.now());

      // The stored expiry has whole seconds: a touch 30 s later would move it.
      vi.setSystemTime(Date.now() + 30_000);
      const again = await resident.request("/api/auth/user");
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ id: "test-citizen" });
      expect(await expiries()).toEqual([first]);

      vi.setSystemTime(Date.now() + SESSION_TOUCH_INTERVAL_MS);
      expect((await resident.request("/api/auth/user")).status).toBe(200);
      // The touch is written after the answer (the request does not wait on it): wait for the write.
      await expect
        .poll(async () => (await expiries())[0]! - first!, { timeout: 10_000, interval: 50 })
        .toBeGreaterThanOrEqual(SESSION_TOUCH_INTERVAL_MS + 29_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
