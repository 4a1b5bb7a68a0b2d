import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST the push service got, with its raw (encrypted) body. */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/**
 * A push service on a free loopback port (docs/push.md), standing in for the browsers' (FCM, Mozilla's,
 * Apple's): every endpoint under it records what it gets and answers what `answer` decides (201 by
 * default, as they do).
 */
export class PushService {
  readonly received: ReceivedPush[] = [];
  answer: (push: ReceivedPush) => number = () => 201;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const push = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      this.received.push(push);
      res.writeHead(this.answer(push)).end();
    });
  });

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What one endpoint received, in order. */
  to(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac("sha256", key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/**
 * A browser's side of a subscription, as the Push API makes it: a P-256 key pair and a 16-byte
 * authentication secret, and an endpoint at the push service. It decrypts what it receives the way a
 * browser does (RFC 8291 over RFC 8188's aes128gcm), with node:crypto alone: nothing shared with the
 * app's encryption.
 */
export class TestBrowser {
  private readonly ecdh = createECDH("prime256v1");
  readonly auth = randomBytes(16);
  readonly endpoint: string;

  constructor(service: PushService) {
    this.ecdh.generateKeys();
    this.endpoint = `${service.origin}/push/${randomUUID()}`;
  }

  /** `PushSubscription.toJSON()`. */
  subscription(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString("base64url"), auth: this.auth.toString("base64url") },
    };
  }

  /** The plaintext of an aes128gcm body (one record), or an exception when it does not decrypt. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverPublic = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), this.ecdh.getPublicKey(), serverPublic]);
    const ikm = hmac(hmac(this.auth, shared), keyInfo, Buffer.from([1]));
    const prk = hmac(salt, ikm);
    const key = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
    const decipher = createDecipheriv("aes-128-gcm", key, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    // The last record's delimiter (2), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error("not a last record: no 0x02 delimiter");
    return padded.subarray(0, end).toString("utf8");
  }
}

/**
 * The VAPID Authorization header (RFC 8292) as a push service checks it: `vapid t=<JWT>, k=<key>`, the
 * JWT signed with ES256 by the key, addressed (`aud`) to the push service's origin and not expired.
 * Answers its claims, or throws saying what is wrong.
 */
export function verifyVapid(
  authorization: string | undefined,
  endpoint: string,
): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the JWT's signature does not verify with k");
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg: string };
  if (alg !== "ES256") throw new Error(`alg ${alg}`);
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`exp ${claims.exp}`);
  return { publicKey, claims };
}
