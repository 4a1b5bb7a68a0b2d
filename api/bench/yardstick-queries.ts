/** The SQL the yardsticks run (minimal-express.ts, minimal-apollo.ts) and the benches compare with. */
export const CATEGORIES_SQL =
  "SELECT id, name, description, icon FROM category WHERE active ORDER BY position";

/** One page of public cards, newest first, with its category: the rows `publicReports` shows. */
export const PUBLIC_CARDS_SQL = `SELECT r.id, r.neighborhood, r.status, r.votes_count, r.comments_count, r.photo_ids,
    json_build_object('id', c.id, 'name', c.name, 'description', c.description, 'icon', c.icon) AS category
  FROM report r JOIN category c ON c.id = r.category_id
  ORDER BY r.created_at DESC, r.id DESC LIMIT $1`;
