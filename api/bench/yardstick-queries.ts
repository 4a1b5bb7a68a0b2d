import { PENDING_STATUSES } from "../src/domain";
import { REPORT_COLUMNS } from "../src/modules/report/report.record";

/** The SQL the yardsticks run (minimal-express.ts, minimal-apollo.ts) and the benches compare with. */
export const CATEGORIES_SQL =
  "SELECT id, name, description, icon FROM category WHERE active ORDER BY position";

/** One page of public cards, newest first, with its category: the rows `publicReports` shows. */
export const PUBLIC_CARDS_SQL = `SELECT r.id, r.neighborhood, r.status, r.votes_count, r.comments_count, r.photo_ids,
    json_build_object('id', c.id, 'name', c.name, 'description', c.description, 'icon', c.icon) AS category
  FROM report r JOIN category c ON c.id = r.category_id
  ORDER BY r.created_at DESC, r.id DESC LIMIT $1`;

/** Reports on a page of the staff table; the page reads one more, to know whether another follows. */
export const STAFF_PAGE_SIZE = 20;

/**
 * The staff table's first page of a barrio's pending reports (`$1`): the columns the app reads, in its
 * keyset order.
 */
export const STAFF_FIRST_PAGE_SQL = `SELECT ${REPORT_COLUMNS} FROM report r
  WHERE r.status IN (${PENDING_STATUSES.map((status) => `'${status}'`).join(", ")}) AND r.neighborhood = $1
  ORDER BY r.created_at DESC, r.id DESC LIMIT ${STAFF_PAGE_SIZE + 1}`;
