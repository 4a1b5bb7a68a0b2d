import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { register } from "tsx/esm/api";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../src/database/mikro-orm.config";
import { initOrm } from "../src/database/orm";
import { createLogger } from "../src/server/logger";
import { createTestDatabase } from "./test-server";

// The schema snapshot is the migration generator's (npm run migration:create): it holds the entities'
// schema, and the next migration is the difference from it. Applying or reverting migrations, as the
// server does at start and the migration tests do, must not rewrite it from a live database.
const SNAPSHOT = path.join(MIGRATIONS_DIR, ".snapshot.json");

describe("the migration schema snapshot", () => {
  it("is left alone when migrations are reverted and applied again", async () => {
    const before = { text: await readFile(SNAPSHOT, "utf8"), modified: (await stat(SNAPSHOT)).mtimeMs };
    const database = await createTestDatabase();
    const orm = await initOrm(database.url, createLogger({ logLevel: "silent" }));
    // The migrator loads migration files with Node's own import(): tsx compiles them (as in global-setup).
    const unregisterTsx = register();
    try {
      const reverted = await orm.getMigrator().down();
      expect(reverted).toHaveLength(1);
      expect(await orm.getMigrator().up()).toHaveLength(1);
    } finally {
      await unregisterTsx();
      await orm.close(true);
      await database.drop();
    }
    expect(await readFile(SNAPSHOT, "utf8")).toBe(before.text);
    expect((await stat(SNAPSHOT)).mtimeMs).toBe(before.modified);
  });
});
