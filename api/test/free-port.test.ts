import { describe, expect, it } from "vitest";
import { freePort } from "./postgres";

describe("freePort", () => {
  // A test that asks for two ports (the app's and its embedded PostgreSQL's) must get two: the OS may
  // offer a port again once the probe that found it has closed, and CI once gave both the same one.
  it("never hands out the same port twice in one process", async () => {
    const ports: number[] = [];
    for (let i = 0; i < 2_000; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
