// The yardstick of an outside review: an Express app with nothing but a pg query, in a process of its
// own as the app is: `node --import tsx minimal-express.ts <port> <databaseUrl>`; prints "ready".
import express from "express";
import pg from "pg";
import { SESSION_COOKIE, SESSION_WITH_USER } from "../src/auth/session";
import { numberedPlaceholders, preparedStatementName } from "../src/database/prepared-statement";
import type { ReportRow } from "../src/modules/report/report.record";
import { relationsStatement, reportRelationReads } from "../src/modules/report/report.related";
import { compressJsonAtOnce } from "../src/server/json-compression";
import { CATEGORIES_SQL, STAFF_FIRST_PAGE_SQL, STAFF_PAGE_SIZE } from "./yardstick-queries";

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
const app = express();
compressJsonAtOnce(app);
app.get("/categories", async (_req, res, next) => {
  try {
    const { rows } = await pool.query(CATEGORIES_SQL);
    res.json(rows);
  } catch (error) {
    next(error);
  }
});

/**
 * The staff table's first page with nothing of the app around it: the app's three statements (the
 * session's row by the cookie's id, its signature unchecked; the page; the page's relations, prepared as
 * the app sends them), and their rows as JSON, gzipped as the app sends it. No session middleware,
 * authorization, validation or presentation: what the page costs Node, Express and pg.
 */
const SESSION_ID = new RegExp(`${SESSION_COOKIE.replace(/\./g, "\\.")}=s%3A([^.;]+)\\.`);
app.get("/staff-page", async (req, res, next) => {
  try {
    const sid = SESSION_ID.exec(req.headers.cookie ?? "")?.[1];
    const session = await pool.query({
      name: "session",
      text: SESSION_WITH_USER,
      values: [sid, Date.now() / 1000],
    });
    if (session.rows.length === 0) {
      res.status(401).end();
      return;
    }
    const { rows } = await pool.query<ReportRow>(STAFF_FIRST_PAGE_SQL, [req.query.neighborhood as string]);
    const reports = rows.slice(0, STAFF_PAGE_SIZE);
    // A page without reports has no relations to read: the app sends no statement for them.
    if (reports.length === 0) {
      res.json({ reports, relations: {} });
      return;
    }
    const statement = relationsStatement(
      reportRelationReads({
        reportIds: reports.map((report) => report.id),
        photoIds: reports.flatMap((report) => [
          ...report.photo_ids,
          ...(report.after_photo_id ? [report.after_photo_id] : []),
        ]),
        personIds: reports.flatMap((report) =>
          [report.author_id, report.assignee_id].filter((id) => id !== null),
        ),
      }),
    );
    const text = numberedPlaceholders(statement.sql, statement.params.length);
    // One text for every page of this shape (with photos or without): one prepared statement per
    // connection, named by its text, as the app's.
    const relations = await pool.query<Record<string, unknown>>({
      name: preparedStatementName(text),
      text,
      values: statement.params,
    });
    res.json({ reports, relations: relations.rows[0] });
  } catch (error) {
    next(error);
  }
});

app.listen(Number(port), "127.0.0.1", () => console.log("ready"));
