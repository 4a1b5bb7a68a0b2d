import type { EntityManager } from "@mikro-orm/postgresql";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEPENDENCIA_NAMES_CACHE_MS,
  dependenciaNames,
  forgetDependenciaNames,
} from "../../src/modules/dependencia/dependencia-names";

/**
 * An app instance's database as dependenciaNames sees it: the rows it holds now, and how many times
 * they were read, outside a transaction and inside one.
 */
function database(rows: Array<{ id: string; name: string }>) {
  const reads = { pool: 0, transaction: 0 };
  const driver = {};
  const em = {
    getDriver: () => driver,
    getTransactionContext: () => undefined,
    getConnection: () => ({
      execute: () => {
        reads.pool++;
        return Promise.resolve(rows.map((row) => ({ ...row })));
      },
    }),
  } as unknown as EntityManager;
  const transaction = {
    ...em,
    getTransactionContext: () => ({}),
    execute: () => {
      reads.transaction++;
      return Promise.resolve(rows.map((row) => ({ ...row })));
    },
  } as unknown as EntityManager;
  return { em, transaction, reads, rows };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("dependencias' names kept by an instance (docs/staff.md#dependencias)", () => {
  it("reads them once for a while, and again when an edit here forgets them or the time is up", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const db = database([{ id: "a", name: "Aseo" }]);
    expect((await dependenciaNames(db.em, ["a"])).get("a")).toEqual({ id: "a", name: "Aseo" });
    db.rows[0]!.name = "Aseo y limpieza";
    expect((await dependenciaNames(db.em, ["a"])).get("a")?.name).toBe("Aseo");
    expect(db.reads.pool).toBe(1);

    forgetDependenciaNames(db.em);
    expect((await dependenciaNames(db.em, ["a"])).get("a")?.name).toBe("Aseo y limpieza");
    expect(db.reads.pool).toBe(2);

    db.rows[0]!.name = "Aseo urbano";
    vi.advanceTimersByTime(DEPENDENCIA_NAMES_CACHE_MS - 1);
    expect((await dependenciaNames(db.em, ["a"])).get("a")?.name).toBe("Aseo y limpieza");
    vi.advanceTimersByTime(1);
    expect((await dependenciaNames(db.em, ["a"])).get("a")?.name).toBe("Aseo urbano");
    expect(db.reads.pool).toBe(3);
  });

  it("reads them again at once for a dependencia it does not know, once for callers who miss together", async () => {
    const db = database([{ id: "a", name: "Aseo" }]);
    await dependenciaNames(db.em);
    db.rows.push({ id: "b", name: "Vías" });
    const [first, second] = await Promise.all([
      dependenciaNames(db.em, ["a", "b"]),
      dependenciaNames(db.em, ["b"]),
    ]);
    expect(first.get("b")?.name).toBe("Vías");
    expect(second.get("b")?.name).toBe("Vías");
    expect(db.reads.pool).toBe(2);
  });

  it("answers names nobody can change", async () => {
    const db = database([{ id: "a", name: "Aseo" }]);
    const names = await dependenciaNames(db.em, ["a"]);
    expect(Object.isFrozen(names.get("a"))).toBe(true);
  });

  it("reads them inside a transaction on its connection, keeping nothing", async () => {
    const db = database([{ id: "a", name: "Aseo" }]);
    await dependenciaNames(db.transaction, ["a"]);
    await dependenciaNames(db.transaction, ["a"]);
    expect(db.reads).toEqual({ pool: 0, transaction: 2 });
  });
});
