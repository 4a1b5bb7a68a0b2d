import { describe, expect, it } from "vitest";
import { deriveUrlSigningKey, UrlSigner, type UploadGrant } from "./url-signer";

describe("UrlSigner", () => {
  const signer = new UrlSigner(deriveUrlSigningKey("a session secret of at least 32 characters"));
  const grant: UploadGrant = { key: "uploads/u/1", expires: 1_900_000_000, maxBytes: 5_242_880 };

  it("verifies its own signatures and nothing that differs in any field", () => {
    const signature = signer.sign(grant);
    expect(signer.verify(grant, signature)).toBe(true);
    for (const changed of [
      { ...grant, key: "uploads/u/2" },
      { ...grant, expires: grant.expires + 1 },
      { ...grant, maxBytes: undefined },
      { ...grant, uploadId: "x", partNumber: 1 },
    ]) {
      expect(signer.verify(changed, signature)).toBe(false);
    }
    expect(signer.verify(grant, `${signature}x`)).toBe(false);
    expect(signer.verify(grant, "")).toBe(false);
  });

  it("differs per key, and refuses short keys", () => {
    const other = new UrlSigner(deriveUrlSigningKey("another session secret, also 32+ chars"));
    expect(other.verify(grant, signer.sign(grant))).toBe(false);
    expect(() => new UrlSigner("short")).toThrow(/32 bytes/);
  });
});
