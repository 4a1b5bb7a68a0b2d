import { defineConfig } from "@mikro-orm/postgresql";
import { AuditEntry } from "../modules/audit/audit.entity";
import { Notification } from "../modules/notification/notification.entity";
import { Migrator } from "@mikro-orm/migrations";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Category } from "../modules/category/category.entity";
import { Comment, CommentLike, Follow, Vote } from "../modules/community/community.entity";
import { Dependencia, RoutingRule, StaffMembership } from "../modules/dependencia/dependencia.entity";
import { ContentFlag } from "../modules/moderation/content-flag.entity";
import { Photo } from "../modules/photo/photo.entity";
import {
  BusinessDay,
  RadicadoYear,
  Report,
  ReportRouting,
  ReportStatusChange,
} from "../modules/report/report.entity";
import { ReportUpdate } from "../modules/report/report-update.entity";
import { ResponseTemplate } from "../modules/response-template/response-template.entity";
import {
  StatisticsCellCount,
  StatisticsMarginalCount,
  StatisticsReportCount,
} from "../modules/statistics/statistics-count.entity";
import { User } from "../modules/user/user.entity";
import { STATEMENT_TIMEOUTS_MS } from "../domain";

/** The application's connections to PostgreSQL (expensive reads share only part of them). */
export const POOL_SIZE = 10;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

export interface OrmConfigOptions {
  /**
   * Reads and writes the schema snapshot (`migrations/.snapshot.json`): only the migration generator
   * does. With it, MikroORM's migrator also rewrites the snapshot from the live database after every
   * `up`/`down` that ran something, tables of graphile-worker and the session store included, so the
   * server, the seed and the tests, which migrate on start, leave it alone.
   */
  schemaSnapshot?: boolean;
}

export function mikroOrmConfig(databaseUrl: string, { schemaSnapshot = false }: OrmConfigOptions = {}) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: [
      AuditEntry,
      Category,
      Comment,
      CommentLike,
      ContentFlag,
      Dependencia,
      Follow,
      Notification,
      Photo,
      RadicadoYear,
      BusinessDay,
      Report,
      ReportRouting,
      ReportStatusChange,
      RoutingRule,
      StaffMembership,
      ReportUpdate,
      ResponseTemplate,
      StatisticsCellCount,
      StatisticsMarginalCount,
      StatisticsReportCount,
      User,
      Vote,
    ],
    extensions: [Migrator],
    // Entities declare every column type, so no TypeScript metadata is needed at run time.
    discovery: { requireEntitiesArray: true },
    migrations: {
      path: MIGRATIONS_DIR,
      glob: "!(*.d).{js,ts}",
      transactional: true,
      allOrNothing: true,
      snapshot: schemaSnapshot,
      snapshotName: ".snapshot",
      emit: "ts",
      fileName: (timestamp, name) => `Migration${timestamp}${name ? `_${name.replace(/\W+/g, "_")}` : ""}`,
    },
    // Created by migrations for connect-pg-simple and rate-limiter-flexible, which own them.
    schemaGenerator: { skipTables: ["session", "rate_limit"] },
    pool: { min: 0, max: POOL_SIZE },
    // Every statement of a request is cancelled past the interactive limit; the longer, stated limits
    // of statistics, exports and open data are set per transaction (docs/graphql.md#expensive-reads).
    driverOptions: { connection: { statement_timeout: STATEMENT_TIMEOUTS_MS.interactive } },
  });
}
