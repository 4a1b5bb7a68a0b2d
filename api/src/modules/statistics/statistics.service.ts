import type { EntityManager } from "@mikro-orm/postgresql";
import { NEIGHBORHOODS, RESOLVED_STATUS } from "../../domain";
import type { PublicStatistics } from "./public-statistics.type";

interface PublicStatisticsRow {
  total: string;
  resolved: string;
  average_days: string | null;
}

export async function getPublicStatistics(em: EntityManager): Promise<PublicStatistics> {
  const [row] = await em.execute<PublicStatisticsRow[]>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE status = ?) AS resolved,
            avg(extract(epoch FROM first_resolved_at - created_at)) / 86400 AS average_days
       FROM report`,
    [RESOLVED_STATUS],
  );
  return {
    totalReports: Number(row?.total ?? 0),
    resolvedReports: Number(row?.resolved ?? 0),
    neighborhoods: NEIGHBORHOODS.length,
    averageResolutionDays: row?.average_days == null ? null : Number(row.average_days),
  };
}
