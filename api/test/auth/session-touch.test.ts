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
    // A touch is done when its request's body has arrived whole: express-session holds the answer's
    // last byte until the store's touch has called back, after its UPDATE. So each check reads the body
    // before the table, and "no write" below means none. The last check relies on the same order: were
    // touches ever written after the answer instead, it would fail, not the middle one pass unseen.
    const user = async () => {
      const answer = await resident.request("/api/auth/user");
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ id: "test-citizen" });
    };
    try {
      await user();
      const [first] = await expiries();
      expect(first).toBeGreaterThan(Date.now());

      // The stored expiry has whole seconds: a touch 30 s later would move it.
      vi.setSystemTime(Date.now() + 30_000);
      await user();
      expect(await expiries()).toEqual([first]);

      vi.setSystemTime(Date.now() + SESSION_TOUCH_INTERVAL_MS);
      await user();
      expect((await expiries())[0]! - first!).toBeGreaterThanOrEqual(SESSION_TOUCH_INTERVAL_MS + 29_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
