import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("evicts the least recently used entry beyond its size", () => {
    const cache = new TtlCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.value).toBe(1);
    expect(cache.get("c")?.value).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("keeps expired entries, marked stale, until evicted", () => {
    let now = 0;
    const cache = new TtlCache<string>({ maxEntries: 5, ttlMs: 100, now: () => now });
    cache.set("k", "v");
    expect(cache.get("k")).toEqual({ value: "v", fresh: true });
    now = 100;
    expect(cache.get("k")).toEqual({ value: "v", fresh: false });
    cache.set("k", "w");
    expect(cache.get("k")).toEqual({ value: "w", fresh: true });
  });
});
