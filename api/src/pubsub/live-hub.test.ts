import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_CLIENT_LIMITS } from "../config/client-limits.config";
import { LIVE_LIMIT_CODE } from "../domain";
import { AppError } from "../errors/app-error";
import { LiveHub, SUBSCRIBER_BUFFER } from "./live-hub";
import type { ReportActivityEvent } from "./topics";

const activity = (reportId: string, votesCount: number): ReportActivityEvent => ({
  reportId,
  votesCount,
  commentsCount: 0,
  status: "recibido",
});
const ignore = () => undefined;

describe("LiveHub", () => {
  it("keeps one entry per topic and id however many subscribers follow it, and one buffer per subscriber", async () => {
    const hub = new LiveHub(DEFAULT_CLIENT_LIMITS.live);
    const ids = Array.from({ length: 100 }, () => randomUUID());
    // Five sockets from two addresses, two pages of 100 cards each.
    const connections = [1, 2, 1, 2, 1].map((host) => hub.connect(`198.51.100.${host}`));
    const streams = connections.flatMap((connection) =>
      Array.from({ length: 2 }, () => connection.subscribeMany("reportActivity", ids)),
    );
    expect(hub.eventNameCount).toBe(100);
    expect(hub.listenerCount).toBe(10 * 100);
    expect(hub.topicCount).toBe(10 * 100);

    hub.deliver(`reportActivity:${ids[7]}`, activity(ids[7]!, 3), ignore);
    hub.deliver(`reportActivity:${ids[42]}`, activity(ids[42]!, 5), ignore);
    for (const stream of streams) {
      expect((await stream.next()).value).toEqual(activity(ids[7]!, 3));
      expect((await stream.next()).value).toEqual(activity(ids[42]!, 5));
    }

    await streams[0]!.return();
    expect(hub.topicCount).toBe(9 * 100);
    connections[1]!.close();
    expect(hub.topicCount).toBe(7 * 100);
    expect(await streams[3]!.next()).toEqual({ value: undefined, done: true });
    for (const connection of connections) connection.close();
    expect(hub.eventNameCount).toBe(0);
    expect(hub.topicCount).toBe(0);
  });

  it("drops the oldest events of a subscriber that does not read", async () => {
    const hub = new LiveHub(DEFAULT_CLIENT_LIMITS.live);
    const id = randomUUID();
    const stream = hub.connect("198.51.100.1").subscribe("reportActivity", id);
    for (let votes = 1; votes <= SUBSCRIBER_BUFFER + 36; votes++) {
      hub.deliver(`reportActivity:${id}`, activity(id, votes), ignore);
    }
    const first = await stream.next();
    expect(first.value).toEqual(activity(id, 37));
  });

  it("refuses past each budget and keeps nothing of the refused subscription", () => {
    const hub = new LiveHub({
      idsPerSubscription: 50,
      subscriptionsPerSocket: 2,
      topicsPerSocket: 80,
      topicsPerAddress: 120,
      topicsPerInstance: 150,
    });
    const ids = (count: number) => Array.from({ length: count }, () => randomUUID());
    const refusal = (open: () => unknown) => {
      try {
        open();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe(LIVE_LIMIT_CODE);
        return (error as AppError).details.limit;
      }
      return "held";
    };
    const a1 = hub.connect("198.51.100.1");
    expect(refusal(() => a1.subscribeMany("reportActivity", ids(51)))).toBe("ids");
    expect(refusal(() => a1.subscribeMany("reportActivity", ids(50)))).toBe("held");
    expect(refusal(() => a1.subscribeMany("reportActivity", ids(31)))).toBe("socket");
    expect(refusal(() => a1.subscribeMany("reportActivity", ids(30)))).toBe("held");
    expect(refusal(() => a1.subscribe("commentEvents", randomUUID()))).toBe("subscriptions");
    // The resync signal comes with a subscription: it costs nothing of its own.
    expect(refusal(() => a1.subscribe("pubsub.reconnected"))).toBe("held");
    const a2 = hub.connect("198.51.100.1");
    expect(refusal(() => a2.subscribeMany("reportActivity", ids(41)))).toBe("address");
    expect(refusal(() => a2.subscribeMany("reportActivity", ids(40)))).toBe("held");
    const b = hub.connect("198.51.100.2");
    expect(refusal(() => b.subscribeMany("reportActivity", ids(31)))).toBe("instance");
    expect(refusal(() => b.subscribeMany("reportActivity", ids(30)))).toBe("held");
    expect(hub.topicCount).toBe(150);
    a1.close();
    expect(hub.topicCount).toBe(70);
    expect(refusal(() => b.subscribeMany("reportActivity", ids(50)))).toBe("held");
  });
});
