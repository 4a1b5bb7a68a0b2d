import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * One resident's toggle of one thing (a vote, a like), inside the caller's transaction
 * (docs/community.md#counts). Toggles of the same resident and thing take a transaction-level advisory
 * lock on `key`. The first one toggles (`toggle`, answering the state it wrote); one that finds it under
 * way does not toggle back: it waits until the first has committed and answers what it left (`read`).
 * So two taps at the same instant collapse into one and both answer the state that won; a toggle that
 * comes once the other has committed toggles again, as it should.
 */
export async function toggleOnce<T>(
  tx: EntityManager,
  key: string,
  toggle: () => Promise<T>,
  read: () => Promise<T>,
): Promise<T> {
  const [first] = await tx.execute<Array<{ acquired: boolean }>>(
    "SELECT pg_try_advisory_xact_lock(hashtextextended(?, 0)) AS acquired",
    [key],
  );
  if (first?.acquired) return toggle();
  // A new statement after the wait: under READ COMMITTED it sees what the first toggle committed.
  await tx.execute("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", [key]);
  return read();
}
