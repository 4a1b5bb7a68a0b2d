// The yardstick of an outside review: an Express app with nothing but a pg query, in a process of its
// own as the app is: `node --import tsx minimal-express.ts <port> <databaseUrl>`; prints "ready".
import express from "express";
import pg from "pg";
import { CATEGORIES_SQL } from "./yardstick-queries";

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
const app = express();
app.get("/categories", async (_req, res, next) => {
  try {
    const { rows } = await pool.query(CATEGORIES_SQL);
    res.json(rows);
  } catch (error) {
    next(error);
  }
});
app.listen(Number(port), "127.0.0.1", () => console.log("ready"));
