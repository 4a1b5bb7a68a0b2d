import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readPushConfig } from "./push.config";

function keyPair() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // 32 bytes, even when the secret starts with a zero byte that Node leaves out.
    privateKey: Buffer.concat([
      Buffer.alloc(32 - ecdh.getPrivateKey().length),
      ecdh.getPrivateKey(),
    ]).toString("base64url"),
  };
}

describe("Web Push configuration (docs/push.md#keys)", () => {
  it("takes both keys, or neither (the database's then)", () => {
    const pair = keyPair();
    const configured = readPushConfig({
      NODE_ENV: "production",
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(configured).toMatchObject({ config: { keys: pair, allowLocalHttp: false }, problems: [] });
    expect(readPushConfig({ NODE_ENV: "test" })).toMatchObject({
      config: { keys: null, allowLocalHttp: true },
      problems: [],
    });
    expect(readPushConfig({ NODE_ENV: "test", VAPID_PUBLIC_KEY: pair.publicKey }).problems).toEqual([
      expect.stringMatching(/^ {2}VAPID_PRIVATE_KEY: is missing/),
    ]);
  });

  it("refuses a public key that is not the private key's, and a private key that is none", () => {
    expect(
      readPushConfig({
        NODE_ENV: "test",
        VAPID_PUBLIC_KEY: keyPair().publicKey,
        VAPID_PRIVATE_KEY: keyPair().privateKey,
      }).problems,
    ).toEqual(["  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY"]);
    expect(
      readPushConfig({ NODE_ENV: "test", VAPID_PUBLIC_KEY: keyPair().publicKey, VAPID_PRIVATE_KEY: "corta" })
        .problems,
    ).toEqual(["  VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url"]);
  });

  it("signs as VAPID_SUBJECT, else the app's https origin, else the contact address", () => {
    const subject = (values: Record<string, string>) =>
      readPushConfig({ NODE_ENV: "production", ...values }).config.subject;
    expect(subject({ VAPID_SUBJECT: "mailto:soporte@riomar.gov.co", PUBLIC_URL: "https://r.example" })).toBe(
      "mailto:soporte@riomar.gov.co",
    );
    expect(subject({ PUBLIC_URL: "https://reporta.riomar.gov.co/" })).toBe("https://reporta.riomar.gov.co");
    expect(subject({ PUBLIC_URL: "http://localhost:3000", ACCOUNT_CONTACT: "soporte@riomar.gov.co" })).toBe(
      "mailto:soporte@riomar.gov.co",
    );
    expect(subject({})).toMatch(/^mailto:/);
  });
});
