import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * The next radicado for a report filed at `filedAt`, in the filing transaction `tx`, from the database's
 * `next_radicado` (the one place numbers are given): consecutive per Bogotá year, with no gap and no
 * repeat, even when filings roll back or run at once (docs/legal-clock.md#radicado).
 */
export async function takeRadicado(tx: EntityManager, filedAt: Date): Promise<string> {
  const [row] = await tx.execute<Array<{ radicado: string }>>("SELECT next_radicado(?) AS radicado", [
    filedAt.toISOString(),
  ]);
  return row!.radicado;
}
