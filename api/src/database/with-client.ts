import pg from "pg";

/**
 * One short-lived connection for `use`, closed afterwards whatever happens. A server that dies while it
 * is open fails the pending query, which `use` sees; the client's own error event must not also crash
 * the process.
 */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
