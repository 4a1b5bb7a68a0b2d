import { spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { throughputRow, type Bench } from "./harness";

const CATEGORIES_SQL = "SELECT id, name, description, icon FROM category WHERE active ORDER BY position";

/** An Express app with nothing but the same pg query (minimal-express.ts), for the yardstick row. */
async function startMinimalExpress(databaseUrl: string) {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const script = fileURLToPath(new URL("minimal-express.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script, String(port), databaseUrl], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await once(child.stdout, "data");
  return { url: `http://127.0.0.1:${port}/categories`, stop: () => child.kill() };
}

/**
 * The cheapest read paths (the category list every form and the landing page load), through REST and
 * GraphQL, next to a bare pg query of the same 11 rows: what the stack costs on top of PostgreSQL. The
 * last row is the review's yardstick: Express with nothing but that query, over the same HTTP load.
 */
const bench: Bench = {
  title: "Read paths: categories (anonymous, 8 concurrent callers)",
  async run({ pool, databaseUrl, measure, measureHttp }) {
    const bare = await measure(() => pool.query(CATEGORIES_SQL));
    const rest = await measureHttp({ url: "/api/categories" });
    const graphql = await measureHttp({
      url: "/graphql",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ categories { id name description icon } }" }),
    });
    const minimal = await startMinimalExpress(databaseUrl);
    try {
      const yardstick = await measureHttp({ url: minimal.url });
      return [
        throughputRow("GET /api/categories vs bare SELECT", rest, bare),
        throughputRow("GraphQL { categories } vs bare SELECT", graphql, bare),
        throughputRow("Express + pg alone (yardstick) vs bare SELECT", yardstick, bare),
        throughputRow("GET /api/categories vs Express + pg alone", rest, yardstick),
      ];
    } finally {
      minimal.stop();
    }
  },
};
export default bench;
