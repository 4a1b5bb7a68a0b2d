import { BlockList, isIP } from "node:net";
import { z } from "zod";

/**
 * Who may read `/metrics` (docs/operations.md#metrics): the addresses and subnets in METRICS_ALLOW, or
 * whoever presents METRICS_TOKEN as a bearer token. Neither set: nobody (the route answers 404).
 */
export const metricsEnvShape = {
  METRICS_ALLOW: z
    .string()
    .transform((value, context) => {
      const entries = value
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== "");
      const invalid = entries.filter((entry) => parseEntry(entry) === null);
      if (invalid.length > 0 || entries.length === 0) {
        context.addIssue({
          code: "custom",
          message: `must be a comma-separated list of addresses or subnets (10.0.0.5, 10.0.0.0/8, ::1); not understood: ${invalid.join(", ") || "(empty)"}`,
        });
        return z.NEVER;
      }
      return entries;
    })
    .optional(),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters long").optional(),
};

export interface MetricsConfig {
  /** Addresses and subnets allowed to scrape without a token. */
  allow: string[];
  token: string | undefined;
}

export function readMetricsConfig(values: {
  METRICS_ALLOW?: string[];
  METRICS_TOKEN?: string;
}): MetricsConfig {
  return { allow: values.METRICS_ALLOW ?? [], token: values.METRICS_TOKEN };
}

type Entry = { address: string; family: "ipv4" | "ipv6"; prefix: number | undefined };

function parseEntry(entry: string): Entry | null {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) return { address, family, prefix: undefined };
  if (!/^\d+$/.test(prefix) || Number(prefix) > (version === 4 ? 32 : 128)) return null;
  return { address, family, prefix: Number(prefix) };
}

/** Whether a client address (as Express's `req.ip` gives it) is one of `allow`'s. */
export function addressMatcher(allow: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of allow) {
    const parsed = parseEntry(entry)!;
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
    const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const version = isIP(plain);
    if (version === 0) return false;
    return list.check(plain, version === 4 ? "ipv4" : "ipv6");
  };
}
