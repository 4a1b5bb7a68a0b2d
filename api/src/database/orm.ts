import { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import { mikroOrmConfig } from "./mikro-orm.config";

/** Connects to PostgreSQL and applies pending migrations before anything is served. */
export async function initOrm(databaseUrl: string, logger: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(mikroOrmConfig(databaseUrl));
  // Migrations may rewrite whole tables: no interactive statement limit for them.
  const connection = orm.em.getConnection();
  const applied = await connection.transactional(async (transaction) => {
    await connection.execute("SET LOCAL statement_timeout = 0", [], "run", transaction);
    return orm.getMigrator().up({ transaction });
  });
  if (applied.length > 0) {
    logger.info({ migrations: applied.map((migration) => migration.name) }, "migrations applied");
  }
  return orm;
}
