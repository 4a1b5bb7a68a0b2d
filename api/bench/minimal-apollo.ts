// The second yardstick: Apollo Server (the app's version) on Express with nothing but the same pg
// queries, in a process of its own as the app is, so that a GraphQL figure can be split into what is
// Apollo's and what is ours. `node --import tsx minimal-apollo.ts <port> <databaseUrl>`; prints "ready".
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import express from "express";
import { buildSchema } from "graphql";
import pg from "pg";
import { CATEGORIES_SQL, PUBLIC_CARDS_SQL } from "./yardstick-queries";

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });

const schema = buildSchema(`
  type Category { id: ID! name: String! description: String! icon: String! }
  type Voter { firstName: String }
  type Photo { thumbnailUrl: String! }
  type ViewerCan { vote: Boolean! }
  type PublicReport {
    id: ID! category: Category! neighborhood: String! status: String! votesCount: Int! commentsCount: Int!
    userVoted: Boolean! voters: [Voter!]! photos: [Photo!]! viewerCan: ViewerCan!
  }
  type PublicReportPage { reports: [PublicReport!]! nextCursor: String }
  type Query { categories: [Category!]! publicReports(first: Int!): PublicReportPage! }
`);

interface CardRow {
  id: string;
  neighborhood: string;
  status: string;
  votes_count: number;
  comments_count: number;
  category: { id: string; name: string; description: string; icon: string };
  photo_ids: string[];
}

const rootValue = {
  categories: async () => (await pool.query<CardRow["category"]>(CATEGORIES_SQL)).rows,
  publicReports: async ({ first }: { first: number }) => {
    const { rows } = await pool.query<CardRow>(PUBLIC_CARDS_SQL, [first + 1]);
    return {
      reports: rows.slice(0, first).map((row) => ({
        id: row.id,
        category: row.category,
        neighborhood: row.neighborhood,
        status: row.status,
        votesCount: row.votes_count,
        commentsCount: row.comments_count,
        userVoted: false,
        voters: [],
        photos: row.photo_ids.map((id) => ({ thumbnailUrl: `/api/photos/${id}/thumbnail` })),
        viewerCan: { vote: false },
      })),
      nextCursor: rows.length > first ? rows[first - 1]!.id : null,
    };
  },
};

const apollo = new ApolloServer({ schema, rootValue });
await apollo.start();
const app = express();
app.use("/graphql", express.json(), expressMiddleware(apollo));
app.listen(Number(port), "127.0.0.1", () => console.log("ready"));
