import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got, with its raw body as sent. */
export interface ReceivedWebhook {
  headers: IncomingMessage["headers"];
  body: string;
}

/**
 * The README's verification (docs/webhooks.md#signing), as a partner writes it: HMAC-SHA256 of
 * timestamp + "." + body with the secret, compared in constant time, and a timestamp under 5 minutes old.
 */
export function verifyAsPartner(secret: string, headers: IncomingMessage["headers"], body: string): boolean {
  const timestamp = String(headers["x-reporta-timestamp"]);
  const expected = "sha256=" + createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  const given = String(headers["x-reporta-signature"]);
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
  return (
    fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/**
 * A partner's receiver on a free loopback port: records every request and answers with what `answer`
 * decides (200 by default); `hold` keeps requests unanswered until released.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: (request: ReceivedWebhook) => number = () => 200;
  private held: Array<{ response: ServerResponse; request: ReceivedWebhook }> = [];
  holding = false;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      this.received.push(request);
      if (this.holding) this.held.push({ response: res, request });
      else res.writeHead(this.answer(request)).end();
    });
  });

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }

  get heldCount(): number {
    return this.held.length;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  /** Answers every held request with `status` and stops holding. */
  release(status: number): void {
    this.holding = false;
    for (const { response } of this.held.splice(0)) response.writeHead(status).end();
  }

  async stop(): Promise<void> {
    this.release(503);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A loopback URL where nothing listens: a port taken and given back. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/webhook`;
}

/** Polls `read` until `done` holds (the state asserted, not a fixed sleep); fails after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
