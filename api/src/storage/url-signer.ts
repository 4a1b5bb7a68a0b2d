import { createHmac, timingSafeEqual } from "node:crypto";

/** What a presigned local upload URL authorises: one PUT of one key (or one part of it) until `expires`. */
export interface UploadGrant {
  key: string;
  /** Unix seconds. */
  expires: number;
  maxBytes: number | undefined;
  uploadId?: string;
  partNumber?: number;
}

/**
 * The local driver's stand-in for S3's query-string signatures: an HMAC over every field of the grant,
 * so none can be changed (another key, a later expiry, a bigger limit) without the key.
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(key: string | Buffer) {
    this.key = typeof key === "string" ? Buffer.from(key, "utf8") : key;
    if (this.key.length < 32) throw new Error("the URL signing key must be at least 32 bytes long");
  }

  sign(grant: UploadGrant): string {
    return createHmac("sha256", this.key).update(canonical(grant)).digest("base64url");
  }

  verify(grant: UploadGrant, signature: string): boolean {
    const expected = Buffer.from(this.sign(grant), "utf8");
    const given = Buffer.from(signature, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

// Newline-separated: none of the fields may contain one (keys and upload ids are validated elsewhere).
function canonical(grant: UploadGrant): string {
  return [
    "reporta-upload-v1",
    grant.key,
    grant.expires,
    grant.maxBytes ?? "",
    grant.uploadId ?? "",
    grant.partNumber ?? "",
  ].join("\n");
}

/**
 * The local driver's signing key, derived from the session secret so that deployments need no extra
 * variable; the label keeps the two uses apart (a session signature is never a valid upload signature).
 */
export function deriveUrlSigningKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("reporta-riomar/local-storage-url-signing").digest();
}
