import type { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushConfig } from "../../src/config/push.config";
import { initOrm } from "../../src/database/orm";
import { PUSH_LIMITS, PUSH_MESSAGES } from "../../src/domain";
import { vapidKeys } from "../../src/modules/push/vapid-keys";
import { createLogger } from "../../src/server/logger";
import type { HttpClient } from "../http-client";
import { admin, citizen, fileReport, queryRows, signUpCitizen } from "../reports/report-support";
import { createTestDatabase, startTestServer, type TestServer } from "../test-server";
import { waitFor } from "../webhooks/webhook-receiver";
import { PushService, TestBrowser, verifyVapid, type ReceivedPush } from "./push-receiver";

/**
 * Web Push (docs/push.md), end to end: browsers (a key pair and an auth secret each, as the Push API
 * makes them) subscribe through both doors at a push service on loopback; a status change and an area
 * alert reach it signed with the VAPID key and encrypted for the browser, which decrypts them here.
 */

const SUBSCRIBE = `mutation ($subscription: PushSubscriptionInput!) {
  subscribePush(subscription: $subscription) { endpoint userAgent createdAt lastUsedAt }
}`;
const UNSUBSCRIBE = `mutation ($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }`;
const CREATE_ALERT = `mutation ($input: AreaAlertInput!) { createAreaAlert(input: $input) { id } }`;

/** Personal data and private text the report carries; no push may hold any of it (docs/push.md#what-is-sent). */
const DESCRIPTION = "Árbol caído sobre el andén, llamen a Rosa al 300 765 4321.";
const ADDRESS = "Calle 84 # 51B-20, portería";
const NOTE = "Le escribimos al correo rosa.vecina@gmail.com para coordinar.";

let server: TestServer;
let service: PushService;
/** test-citizen (Carlos Pérez): files the reports. */
let carlos: HttpClient;
/** test-admin (Ana Gómez): changes statuses. */
let ana: HttpClient;
/** A follower with a browser subscribed. */
let marta: HttpClient;
/** A follower without any subscription. */
let luz: HttpClient;
let carlosBrowser: TestBrowser;
let martaBrowser: TestBrowser;

const subscribeRest = (client: HttpClient, body: unknown) =>
  client.request("/api/push/subscription", { method: "PUT", json: body });

const changeStatus = (reportId: string, status: string, extra: Record<string, unknown> = {}) =>
  ana.request(`/api/reports/${reportId}/status`, { method: "PATCH", json: { status, ...extra } });

const follow = async (client: HttpClient, reportId: string) =>
  expect((await client.request(`/api/reports/${reportId}/follow`, { method: "PUT", json: {} })).status).toBe(
    200,
  );

const subscriptionsOf = async (endpoint: string) =>
  queryRows<{ user_id: string; last_used_at: Date | null }>(
    server,
    "SELECT user_id, last_used_at FROM push_subscription WHERE endpoint = $1",
    [endpoint],
  );

const pendingPushes = async () =>
  Number(
    (
      await queryRows<{ count: string }>(
        server,
        "SELECT count(*) FROM graphile_worker.jobs WHERE task_identifier = 'send-push'",
      )
    )[0]!.count,
  );

/** Waits until `browser`'s endpoint received `count` pushes and answers them decrypted. */
async function pushesTo(
  browser: TestBrowser,
  count: number,
): Promise<Array<{ push: ReceivedPush; json: unknown }>> {
  const pushes = await waitFor(
    () => Promise.resolve(service.to(browser.endpoint)),
    (received) => received.length >= count,
  );
  return pushes.map((push) => ({ push, json: JSON.parse(browser.decrypt(push.body)) as unknown }));
}

async function userId(client: HttpClient): Promise<string> {
  return ((await (await client.request("/api/auth/user")).json()) as { id: string }).id;
}

beforeAll(async () => {
  server = await startTestServer();
  service = await new PushService().start();
  carlos = await citizen(server);
  ana = await admin(server);
  marta = await signUpCitizen(server, "Marta");
  luz = await signUpCitizen(server, "Luz");
  carlosBrowser = new TestBrowser(service);
  martaBrowser = new TestBrowser(service);
  expect((await subscribeRest(carlos, carlosBrowser.subscription())).status).toBe(200);
  const viaGraphQL = await marta.graphql(SUBSCRIBE, {
    subscription: {
      endpoint: martaBrowser.endpoint,
      keys: martaBrowser.subscription().keys,
      userAgent: "Firefox en Android",
    },
  });
  expect(viaGraphQL.errors).toBeUndefined();
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await server?.stop();
});

describe("the VAPID key", () => {
  it("is one key on both doors, the one kept in the database, for signed-in people only", async () => {
    const rest = await carlos.request("/api/push/public-key");
    expect(rest.status).toBe(200);
    const { publicKey } = (await rest.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await marta.graphql<{ pushPublicKey: string }>("{ pushPublicKey }")).data).toEqual({
      pushPublicKey: publicKey,
    });
    expect(await queryRows(server, "SELECT public_key FROM push_vapid_key")).toEqual([
      { public_key: publicKey },
    ]);
    const anonymous = await fetch(`${server.url}/api/push/public-key`);
    expect(anonymous.status).toBe(401);
  });

  it("is generated once: two instances asking at once on a new database get the same pair", async () => {
    const database = await createTestDatabase();
    const orms: MikroORM[] = [];
    try {
      for (let i = 0; i < 2; i++)
        orms.push(await initOrm(database.url, createLogger({ logLevel: "silent" })));
      const config: PushConfig = { keys: null, subject: "mailto:a@example.org", allowLocalHttp: true };
      const [first, second] = await Promise.all(orms.map((orm) => vapidKeys(orm.em.fork(), config)));
      expect(second).toEqual(first);
      const rows = await orms[0]!.em.fork().execute("SELECT public_key FROM push_vapid_key");
      expect(rows).toEqual([{ public_key: first!.publicKey }]);
      // Configured keys win over the database's.
      const configured = { publicKey: "configurada", privateKey: "secreta" };
      expect(await vapidKeys(orms[1]!.em.fork(), { ...config, keys: configured })).toEqual(configured);
    } finally {
      for (const orm of orms) await orm.close(true);
      await database.drop();
    }
  });
});

describe("subscribing", () => {
  it("keeps the subscription on both doors, without answering its keys", async () => {
    const rows = await queryRows<{
      user_id: string;
      p256dh: string;
      auth: string;
      user_agent: string | null;
    }>(
      server,
      "SELECT user_id, p256dh, auth, user_agent FROM push_subscription WHERE endpoint = ANY($1) ORDER BY user_agent NULLS FIRST",
      [[carlosBrowser.endpoint, martaBrowser.endpoint]],
    );
    expect(rows).toEqual([
      { user_id: "test-citizen", ...carlosBrowser.subscription().keys, user_agent: null },
      { user_id: await userId(marta), ...martaBrowser.subscription().keys, user_agent: "Firefox en Android" },
    ]);
    const again = await subscribeRest(carlos, carlosBrowser.subscription());
    const body = (await again.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ endpoint: carlosBrowser.endpoint, userAgent: null, lastUsedAt: null });
    expect(JSON.stringify(body)).not.toContain(carlosBrowser.subscription().keys.auth);
  });

  type Subscription = ReturnType<TestBrowser["subscription"]>;
  /** A point off the curve: 0x04, then 64 bytes that are no coordinates of P-256. */
  const OFF_CURVE = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
  it.each([
    // GraphQL's own types refuse a subscription without an endpoint before the service reads it.
    [
      "no endpoint",
      (s: Subscription) => ({ keys: s.keys }),
      "endpoint",
      PUSH_MESSAGES.endpointInvalid,
      false,
    ],
    [
      "an endpoint that is no URL",
      (s: Subscription) => ({ ...s, endpoint: "no es una URL" }),
      "endpoint",
      PUSH_MESSAGES.endpointInvalid,
      true,
    ],
    [
      "an http endpoint on the internet",
      (s: Subscription) => ({ ...s, endpoint: "http://push.example.com/x" }),
      "endpoint",
      PUSH_MESSAGES.endpointNotHttps,
      true,
    ],
    [
      "an endpoint with a password",
      (s: Subscription) => ({ ...s, endpoint: "https://a:b@push.example.com/x" }),
      "endpoint",
      PUSH_MESSAGES.endpointInvalid,
      true,
    ],
    [
      "a p256dh that is no P-256 point",
      (s: Subscription) => ({ ...s, keys: { ...s.keys, p256dh: OFF_CURVE } }),
      "keys",
      PUSH_MESSAGES.keysInvalid,
      true,
    ],
    [
      "an auth secret of 8 bytes",
      (s: Subscription) => ({ ...s, keys: { ...s.keys, auth: "AAAAAAAAAAA" } }),
      "keys",
      PUSH_MESSAGES.keysInvalid,
      true,
    ],
  ])(
    "refuses %s with its Spanish message on both doors, writing nothing",
    async (_name, change, field, message, graphqlToo) => {
      const browser = new TestBrowser(service);
      const { expirationTime: _unused, ...subscription } = change(browser.subscription()) as Subscription;
      const rest = await subscribeRest(carlos, subscription);
      expect(rest.status).toBe(400);
      expect(await rest.json()).toMatchObject({ fields: { [field]: message } });
      if (graphqlToo) {
        const graphql = await carlos.graphql(SUBSCRIBE, { subscription });
        expect(graphql.errors?.[0]?.extensions).toMatchObject({
          code: "BAD_USER_INPUT",
          fields: { [field]: message },
        });
      }
      expect(await subscriptionsOf(browser.endpoint)).toEqual([]);
    },
  );

  it("refuses anyone signed out on both doors", async () => {
    const browser = new TestBrowser(service);
    const rest = await fetch(`${server.url}/api/push/subscription`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(browser.subscription()),
    });
    expect(rest.status).toBe(401);
    const graphql = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: UNSUBSCRIBE, variables: { endpoint: browser.endpoint } }),
    });
    const answer = (await graphql.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(answer.errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
  });

  it("moves an endpoint subscribed again to whoever sends it, and unsubscribes only one's own", async () => {
    const shared = new TestBrowser(service);
    expect((await subscribeRest(luz, shared.subscription())).status).toBe(200);
    const moved = await ana.graphql(SUBSCRIBE, {
      subscription: { endpoint: shared.endpoint, keys: shared.subscription().keys },
    });
    expect(moved.errors).toBeUndefined();
    expect(await subscriptionsOf(shared.endpoint)).toEqual([{ user_id: "test-admin", last_used_at: null }]);
    // Luz no longer has it: "not found", and it stays Ana's.
    const refused = await luz.request("/api/push/subscription", {
      method: "DELETE",
      json: { endpoint: shared.endpoint },
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: PUSH_MESSAGES.notFound });
    const viaGraphQL = await luz.graphql(UNSUBSCRIBE, { endpoint: shared.endpoint });
    expect(viaGraphQL.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await subscriptionsOf(shared.endpoint)).toHaveLength(1);
    expect((await ana.graphql(UNSUBSCRIBE, { endpoint: shared.endpoint })).data).toEqual({
      unsubscribePush: true,
    });
    expect(await subscriptionsOf(shared.endpoint)).toEqual([]);
    const again = new TestBrowser(service);
    expect((await subscribeRest(ana, again.subscription())).status).toBe(200);
    expect(
      (await ana.request("/api/push/subscription", { method: "DELETE", json: { endpoint: again.endpoint } }))
        .status,
    ).toBe(204);
    expect(await subscriptionsOf(again.endpoint)).toEqual([]);
  });

  it(`keeps a person's newest ${PUSH_LIMITS.perUser} browsers, dropping the oldest`, async () => {
    const browsers = Array.from({ length: PUSH_LIMITS.perUser + 1 }, () => new TestBrowser(service));
    for (const browser of browsers)
      expect((await subscribeRest(ana, browser.subscription())).status).toBe(200);
    const kept = await queryRows<{ endpoint: string }>(
      server,
      "SELECT endpoint FROM push_subscription WHERE user_id = 'test-admin' ORDER BY created_at, id",
    );
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.endpoint)
        .sort(),
    );
    await queryRows(server, "DELETE FROM push_subscription WHERE user_id = 'test-admin'");
  });
});

describe("pushes", () => {
  it("tell a status change to the reporter and a follower, signed and encrypted, with the public view only", async () => {
    const report = await fileReport(carlos, { description: DESCRIPTION, address: ADDRESS, anonymous: false });
    await follow(marta, report.id);
    await follow(luz, report.id);
    const total = service.received.length;
    const before = {
      carlos: service.to(carlosBrowser.endpoint).length,
      marta: service.to(martaBrowser.endpoint).length,
    };
    expect((await changeStatus(report.id, "en_gestion", { note: NOTE })).status).toBe(200);

    const [owner] = (await pushesTo(carlosBrowser, before.carlos + 1)).slice(before.carlos);
    const [follower] = (await pushesTo(martaBrowser, before.marta + 1)).slice(before.marta);
    const place = "Vías, Altamira";
    expect(owner!.json).toEqual({
      title: "Tu reporte cambió de estado",
      body: `${report.radicado} (${place}) ahora está: En gestión.`,
      url: `/community/reports/${report.id}`,
      tag: `report-${report.id}`,
    });
    expect(follower!.json).toEqual({
      title: "Un reporte que sigues cambió de estado",
      body: `${report.radicado} (${place}) ahora está: En gestión.`,
      url: `/community/reports/${report.id}`,
      tag: `report-${report.id}`,
    });
    const publicKey = ((await (await carlos.request("/api/push/public-key")).json()) as { publicKey: string })
      .publicKey;
    for (const [{ push }, browser] of [
      [owner!, carlosBrowser],
      [follower!, martaBrowser],
    ] as const) {
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(push.headers["content-type"]).toBe("application/octet-stream");
      const ttl = Number(push.headers.ttl);
      expect(ttl).toBeGreaterThan(PUSH_LIMITS.ttlSeconds - 60);
      expect(ttl).toBeLessThanOrEqual(PUSH_LIMITS.ttlSeconds);
      const vapid = verifyVapid(push.headers.authorization, browser.endpoint);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(service.origin);
      expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
      expect(push.body.length).toBeLessThan(PUSH_LIMITS.payloadMaxBytes);
      const text = browser.decrypt(push.body);
      for (const secret of ["Árbol", "300", "Rosa", "Calle 84", "rosa.vecina", "Carlos", "Pérez", "Ana"]) {
        expect(text).not.toContain(secret);
      }
    }
    // Luz follows it too, but has no browser subscribed: no job was queued for her, none is left.
    await waitFor(pendingPushes, (count) => count === 0);
    expect(service.received).toHaveLength(total + 2);
    await waitFor(
      () => subscriptionsOf(carlosBrowser.endpoint),
      (rows) => rows[0]?.last_used_at != null,
    );
  });

  it("push nothing for a note that does not change the status", async () => {
    const report = await fileReport(carlos);
    const before = service.received.length;
    expect((await changeStatus(report.id, "recibido", { note: "Sigue en cola." })).status).toBe(200);
    // A job would have been queued with the change: once none is left, whatever it sent has arrived.
    await waitFor(pendingPushes, (count) => count === 0);
    expect(service.received).toHaveLength(before);
  });

  it("retry a push the service could not take (503), and delete a subscription it says is gone (410)", async () => {
    const report = await fileReport(carlos);
    await follow(marta, report.id);
    const martaBefore = service.to(martaBrowser.endpoint).length;
    const carlosBefore = service.to(carlosBrowser.endpoint).length;
    let carlosAnswers = 0;
    service.answer = (push) => {
      if (push.path === new URL(martaBrowser.endpoint).pathname) return 410;
      if (push.path === new URL(carlosBrowser.endpoint).pathname) return carlosAnswers++ === 0 ? 503 : 201;
      return 201;
    };
    try {
      expect((await changeStatus(report.id, "en_gestion")).status).toBe(200);
      await waitFor(
        () => subscriptionsOf(martaBrowser.endpoint),
        (rows) => rows.length === 0,
      );
      expect(service.to(martaBrowser.endpoint)).toHaveLength(martaBefore + 1);
      // The 503 was retried with the queue's back-off (about 3 s), and the same message arrived.
      const [first, second] = (await pushesTo(carlosBrowser, carlosBefore + 2)).slice(carlosBefore);
      expect(second!.json).toEqual(first!.json);
      await waitFor(pendingPushes, (count) => count === 0);
    } finally {
      service.answer = () => 201;
    }
    // Subscribed again (the browser's own subscription is still good), Marta hears again.
    expect((await subscribeRest(marta, martaBrowser.subscription())).status).toBe(200);
  });

  it("tell a new report to those whose area alert covers it, not to its author", async () => {
    const created = await marta.graphql(CREATE_ALERT, {
      input: { neighborhoods: ["altamira"], categoryIds: [], frequency: "immediate", email: false },
    });
    expect(created.errors).toBeUndefined();
    const martaBefore = service.to(martaBrowser.endpoint).length;
    const carlosBefore = service.to(carlosBrowser.endpoint).length;
    const report = await fileReport(carlos, { neighborhood: "altamira", description: DESCRIPTION });
    const [alert] = (await pushesTo(martaBrowser, martaBefore + 1)).slice(martaBefore);
    expect(alert!.json).toEqual({
      title: "Nuevo reporte en tus alertas",
      body: `${report.radicado}: Vías, Altamira.`,
      url: `/community/reports/${report.id}`,
      tag: `report-${report.id}`,
    });
    await waitFor(pendingPushes, (count) => count === 0);
    expect(service.to(carlosBrowser.endpoint)).toHaveLength(carlosBefore);
  });

  it("go with the account: deleting it deletes its subscriptions", async () => {
    const leaving = await signUpCitizen(server, "Sofía");
    const browser = new TestBrowser(service);
    expect((await subscribeRest(leaving, browser.subscription())).status).toBe(200);
    expect(await subscriptionsOf(browser.endpoint)).toHaveLength(1);
    // Mis datos lists it, without its keys or its path.
    const exported = (await (await leaving.request("/api/user/data")).json()) as {
      pushSubscriptions: Array<Record<string, unknown>>;
    };
    expect(exported.pushSubscriptions).toHaveLength(1);
    expect(exported.pushSubscriptions[0]).toMatchObject({
      pushService: service.origin,
      userAgent: null,
      lastUsedAt: null,
    });
    expect(Object.keys(exported.pushSubscriptions[0]!).sort()).toEqual([
      "createdAt",
      "lastUsedAt",
      "pushService",
      "userAgent",
    ]);
    expect(JSON.stringify(exported)).not.toContain(browser.subscription().keys.auth);
    expect((await leaving.request("/api/user", { method: "DELETE", json: {} })).status).toBe(204);
    expect(await subscriptionsOf(browser.endpoint)).toEqual([]);
  });
});
