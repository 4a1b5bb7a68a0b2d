import type { EntityManager } from "@mikro-orm/postgresql";
import { LIMITS, NEIGHBORHOODS, RESOLVED_STATUS } from "../../domain";
import type { CategoryActivity } from "./category-activity.type";
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

interface CategoryActivityRow {
  category_id: string;
  category_name: string;
  icon: string;
  count: string;
  total: string;
}

/** The home page's "Actividad Reciente": the busiest categories of the last days (SPEC.md §2, §9). */
export async function getRecentCategoryActivity(
  em: EntityManager,
  days: number = LIMITS.homeRecentActivityDays,
  limit: number = LIMITS.homeRecentActivityTopCategories,
): Promise<CategoryActivity[]> {
  const rows = await em.execute<CategoryActivityRow[]>(
    `SELECT c.id AS category_id, c.name AS category_name, c.icon, count(*) AS count,
            sum(count(*)) OVER () AS total
       FROM report r JOIN category c ON c.id = r.category_id
      WHERE r.created_at >= now() - make_interval(days => ?)
      GROUP BY c.id, c.name, c.icon, c.position
      ORDER BY count(*) DESC, c.position
      LIMIT ?`,
    [days, limit],
  );
  return rows.map((row) => ({
    categoryId: row.category_id,
    categoryName: row.category_name,
    icon: row.icon,
    count: Number(row.count),
    percentage: Math.round((Number(row.count) / Number(row.total)) * 1000) / 10,
  }));
}
