import {
  startYardstick,
  medianRound,
  throughputRow,
  type Bench,
  type HttpRequest,
  type Measurement,
} from "./harness";
import { CATEGORIES_SQL, PUBLIC_CARDS_SQL } from "./yardstick-queries";

const PAGE = 12;
const CARD_FIELDS =
  "id category { name } neighborhood status votesCount commentsCount userVoted voters { firstName } photos { thumbnailUrl } viewerCan { vote }";

const graphqlRequest = (url: string, query: string): HttpRequest => ({
  url,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query }),
});

/**
 * The cheapest read paths (the category list every form and the landing page load, and a page of
 * community cards), through REST and GraphQL, next to a bare pg query of the same rows: what the stack
 * costs on top of PostgreSQL. Two yardsticks run the same queries over the same HTTP load: Express with
 * nothing but the query (an outside review's), and Apollo Server with nothing but the query, so that a
 * GraphQL figure splits into what is Apollo's and what is ours. App and Apollo yardstick take turns,
 * three rounds each, and the median round of each is compared.
 */
const bench: Bench = {
  title: "Read paths: categories and community cards (anonymous, 8 concurrent callers)",
  async run({ pool, databaseUrl, measure, measureHttp }) {
    const bare = await measure(() => pool.query(CATEGORIES_SQL));
    const bareCards = await measure(() => pool.query(PUBLIC_CARDS_SQL, [PAGE + 1]));
    const rest = await measureHttp({ url: "/api/categories" });
    const express = await startYardstick("minimal-express.ts", databaseUrl);
    const apollo = await startYardstick("minimal-apollo.ts", databaseUrl);
    try {
      const expressAlone = await measureHttp({ url: `${express.url}/categories` });
      const categoriesQuery = "{ categories { id name description icon } }";
      const cardsQuery = `{ publicReports(first: ${PAGE}) { reports { ${CARD_FIELDS} } nextCursor } }`;
      const rounds = { app: [] as Measurement[], apollo: [] as Measurement[] };
      const cardRounds = { app: [] as Measurement[], apollo: [] as Measurement[] };
      for (let round = 0; round < 3; round++) {
        rounds.app.push(await measureHttp(graphqlRequest("/graphql", categoriesQuery)));
        rounds.apollo.push(await measureHttp(graphqlRequest(`${apollo.url}/graphql`, categoriesQuery)));
        cardRounds.app.push(await measureHttp(graphqlRequest("/graphql", cardsQuery)));
        cardRounds.apollo.push(await measureHttp(graphqlRequest(`${apollo.url}/graphql`, cardsQuery)));
      }
      const graphql = medianRound(rounds.app, "perSecond");
      const apolloAlone = medianRound(rounds.apollo, "perSecond");
      const cards = medianRound(cardRounds.app, "perSecond");
      const apolloCards = medianRound(cardRounds.apollo, "perSecond");
      return [
        throughputRow("GET /api/categories vs bare SELECT", rest, bare),
        throughputRow("GraphQL { categories } vs bare SELECT", graphql, bare),
        throughputRow("Express + pg alone (yardstick) vs bare SELECT", expressAlone, bare),
        throughputRow("GET /api/categories vs Express + pg alone", rest, expressAlone),
        throughputRow("Apollo + pg alone (yardstick) vs bare SELECT", apolloAlone, bare),
        throughputRow("GraphQL { categories } vs Apollo + pg alone (median of 3)", graphql, apolloAlone),
        throughputRow(`Apollo + pg alone: ${PAGE} cards vs bare SELECT of the page`, apolloCards, bareCards),
        throughputRow(`GraphQL publicReports (card fields) vs bare SELECT of the page`, cards, bareCards),
        throughputRow(
          `GraphQL publicReports (card fields) vs Apollo + pg alone (median of 3)`,
          cards,
          apolloCards,
        ),
      ];
    } finally {
      express.stop();
      apollo.stop();
    }
  },
};
export default bench;
