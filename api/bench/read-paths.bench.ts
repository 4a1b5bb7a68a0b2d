import { throughputRow, type Bench } from "./harness";

const CATEGORIES_SQL = "SELECT id, name, description, icon FROM category ORDER BY position";

/**
 * The cheapest read paths (the category list every form and the landing page load), through REST and
 * GraphQL, next to a bare pg query of the same 11 rows: what the stack costs on top of PostgreSQL.
 */
const bench: Bench = {
  title: "Read paths: categories (anonymous, 8 concurrent callers)",
  async run({ pool, measure, measureHttp }) {
    const bare = await measure(() => pool.query(CATEGORIES_SQL));
    const rest = await measureHttp({ url: "/api/categories" });
    const graphql = await measureHttp({
      url: "/graphql",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ categories { id name description icon } }" }),
    });
    return [
      throughputRow("GET /api/categories vs bare SELECT", rest, bare),
      throughputRow("GraphQL { categories } vs bare SELECT", graphql, bare),
    ];
  },
};
export default bench;
