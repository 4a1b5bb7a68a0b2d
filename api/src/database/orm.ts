import { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import { mikroOrmConfig } from "./mikro-orm.config";

/** Connects to PostgreSQL and applies pending migrations before anything is served. */
export async function initOrm(databaseUrl: string, logger: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(mikroOrmConfig(databaseUrl));
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) {
    logger.info({ migrations: applied.map((migration) => migration.name) }, "migrations applied");
  }
  return orm;
}
