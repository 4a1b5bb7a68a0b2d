import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, signUpCitizen } from "./report-support";
import { bogotaTime, insertReports, type SeedReport } from "./report-search-support";

let server: TestServer;
let carlos: HttpClient;
let marta: HttpClient;
let staff: HttpClient;
let ids: Map<string, string>;

/**
 * Six reports that tell every filter and order apart. Bogotá keeps UTC−5: e is filed at 23:30 on
 * 9 January there (04:30 UTC on the 10th), f at midnight starting the 10th.
 */
const REPORTS: SeedReport[] = [
  {
    name: "a",
    address: "Vía 40 con calle 79",
    description: "Hueco enorme",
    severity: 5,
    status: "recibido",
    createdAt: new Date(Date.now() - 60_000),
    votes: 2,
  },
  {
    name: "b",
    categoryId: "iluminacion",
    neighborhood: "riomar",
    description: "El parque está sin luz",
    severity: 2,
    status: "en_gestion",
    createdAt: bogotaTime(3, 10),
    votes: 7,
    anonymous: false,
    allowContact: true,
  },
  {
    name: "c",
    categoryId: "aseo",
    neighborhood: "riomar",
    description: "Basura en la esquina",
    severity: 4,
    status: "resuelto",
    createdAt: bogotaTime(6, 0, 30),
    allowContact: true,
  },
  {
    name: "d",
    categoryId: "ruido",
    neighborhood: "las-flores",
    description: "Música a alto volumen",
    severity: 1,
    status: "recibido",
    createdAt: bogotaTime(7, 23, 30),
    votes: 7,
  },
  {
    name: "e",
    address: "Carrera 51B # 82-100",
    description: "Hueco_grande 100% peligroso",
    severity: 3,
    status: "resuelto",
    createdAt: new Date("2026-01-10T04:30:00Z"),
    votes: 1,
  },
  {
    name: "f",
    description: "VIA principal",
    severity: 3,
    status: "en_gestion",
    createdAt: new Date("2026-01-10T05:00:00Z"),
    votes: 1,
    authorId: null,
  },
];

beforeAll(async () => {
  server = await startTestServer();
  [carlos, marta, staff] = await Promise.all([
    citizen(server),
    signUpCitizen(server, "Marta"),
    admin(server),
  ]);
  ids = await insertReports(server, REPORTS);
});
afterAll(async () => {
  await server?.stop();
});

const SEARCH = `query ($filter: ReportSearchFilter, $sort: ReportSort, $limit: Int, $after: String, $before: String) {
  searchReports(filter: $filter, sort: $sort, limit: $limit, after: $after, before: $before) {
    nodes { id }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;

interface SearchAnswer {
  nodes: Array<{ id: string }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

async function search(client: HttpClient, variables: Record<string, unknown>): Promise<SearchAnswer> {
  const result = await client.graphql<{ searchReports: SearchAnswer }>(SEARCH, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.searchReports;
}

const namesOf = (nodes: Array<{ id: string }>) =>
  nodes.map((node) => [...ids].find(([, id]) => id === node.id)?.[0] ?? "?").join("");

describe("filters", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["no filter", {}, "abcdfe"],
    ["one status", { status: "recibido" }, "ad"],
    ["pendiente: recibido or en gestión", { status: "pendiente" }, "abdf"],
    ["resuelto", { status: "resuelto" }, "ce"],
    ["category", { categoryId: "vias" }, "afe"],
    ["barrio by slug", { neighborhood: "riomar" }, "bc"],
    ["barrio by name, as /barrio/{name} carries it", { neighborhood: "Las Flores" }, "d"],
    ["severity", { severity: 3 }, "fe"],
    ["from a Bogotá day (its midnight, not UTC's)", { createdFrom: "2026-01-10" }, "abcdf"],
    ["up to a Bogotá day, included", { createdTo: "2026-01-09" }, "e"],
    ["one day", { createdFrom: "2026-01-10", createdTo: "2026-01-10" }, "f"],
    ["this week: today and the 6 days before, in Bogotá", { thisWeek: true }, "abc"],
    ['text ignores accents and case ("via" finds "Vía" and "VIA")', { text: "via" }, "af"],
    ["every word must appear, in address or description", { text: "PARQUE luz" }, "b"],
    ["% and _ are letters, not wildcards", { text: "100%" }, "e"],
    ["_ too", { text: "hueco_grande" }, "e"],
    ["a word inside another", { text: "hueco" }, "ae"],
    ["combined with AND", { neighborhood: "altamira", status: "pendiente" }, "af"],
    ["nothing matches", { categoryId: "animales" }, ""],
  ])("%s", async (_name, filter, expected) => {
    const answer = await search(staff, { filter, limit: 100 });
    expect(namesOf(answer.nodes)).toBe(expected);
    expect(answer.totalCount).toBe(expected.length);
    expect(answer.pageInfo.hasNextPage).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["an unknown barrio", { neighborhood: "no-existe" }, "NOT_FOUND", MESSAGES.neighborhoodNotFound],
    ["an unknown category", { categoryId: "no-existe" }, "NOT_FOUND", MESSAGES.categoryNotFound],
    ["a date that does not exist", { createdFrom: "2026-02-30" }, "BAD_USER_INPUT", "La fecha no es válida"],
    [
      "a range backwards",
      { createdFrom: "2026-02-02", createdTo: "2026-02-01" },
      "BAD_USER_INPUT",
      "posterior",
    ],
    ["a severity out of the scale", { severity: 9 }, "BAD_USER_INPUT", "gravedad"],
  ])("refuses %s", async (_name, filter, code, message) => {
    const result = await staff.graphql(SEARCH, { filter });
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    expect(result.errors?.[0]?.message).toContain(message);
  });
});

const ORDERS: Array<[sort: string, order: string]> = [
  ["newest", "abcdfe"],
  ["oldest", "efdcba"],
  // Ties fall back to the newest first.
  ["severity", "acfebd"],
  ["most_supported", "bdafec"],
];

describe("orders and pages", () => {
  it.each(ORDERS)("sorts by %s", async (sort, order) => {
    expect(namesOf((await search(staff, { sort, limit: 100 })).nodes)).toBe(order);
  });

  it.each(ORDERS)(
    "walks %s two by two, forwards then backwards, through the same pages",
    async (sort, order) => {
      const pages: SearchAnswer[] = [];
      let after: string | null = null;
      do {
        const page: SearchAnswer = await search(staff, { sort, limit: 2, after });
        pages.push(page);
        expect(page.totalCount).toBe(6);
        expect(page.pageInfo.hasPreviousPage).toBe(after != null);
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(pages.map((page) => namesOf(page.nodes))).toEqual(order.match(/../g));

      const previous = await search(staff, { sort, limit: 2, before: pages[2]!.pageInfo.startCursor });
      expect(namesOf(previous.nodes)).toBe(namesOf(pages[1]!.nodes));
      expect(previous.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
      const first = await search(staff, { sort, limit: 2, before: pages[1]!.pageInfo.startCursor });
      expect(namesOf(first.nodes)).toBe(namesOf(pages[0]!.nodes));
      expect(first.pageInfo.hasPreviousPage).toBe(false);
    },
  );

  it("refuses a cursor that is not one, or one of another order", async () => {
    const { pageInfo } = await search(staff, { sort: "newest", limit: 2 });
    for (const variables of [
      { after: "bm8gZXMgdW4gY3Vyc29y" },
      { after: "%%%" },
      { sort: "severity", after: pageInfo.endCursor },
      { after: pageInfo.endCursor, before: pageInfo.endCursor },
    ]) {
      const result = await staff.graphql(SEARCH, variables);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe("BAD_USER_INPUT");
    }
  });
});

const AUTHORS = `query ($filter: ReportSearchFilter) {
  searchReports(filter: $filter, sort: oldest, limit: 100) {
    nodes { id author { firstName lastName email profileImageUrl } viewerCan { changeStatus } }
  }
}`;

describe("who sees what of the authors", () => {
  type Shown = Record<string, string>;
  const shown = async (client: HttpClient): Promise<Shown> => {
    const result = await client.graphql<{
      searchReports: {
        nodes: Array<{ id: string; author: { firstName: string | null; email: string | null } | null }>;
      };
    }>(AUTHORS, {});
    expect(result.errors).toBeUndefined();
    return Object.fromEntries(
      result.data!.searchReports.nodes.map((node) => [
        namesOf([node]),
        node.author ? `${node.author.firstName ?? "-"} ${node.author.email ?? "-"}` : "null",
      ]),
    );
  };

  it("shows residents the public view of others' reports, the author their own in full, and staff what the author allowed", async () => {
    // a: anonymous; b: signed, contact allowed; c: anonymous, contact allowed; f: account deleted.
    expect(await shown(marta)).toMatchObject({ a: "null", b: "Carlos -", c: "null", f: "null" });
    expect(await shown(carlos)).toMatchObject({
      a: "Carlos carlos@example.com",
      b: "Carlos carlos@example.com",
      c: "Carlos carlos@example.com",
      f: "null",
    });
    expect(await shown(staff)).toMatchObject({
      a: "null",
      b: "Carlos carlos@example.com",
      c: "- carlos@example.com",
      f: "null",
    });
  });

  it("says who may change a status", async () => {
    const canChange = async (client: HttpClient) =>
      (
        await client.graphql<{ searchReports: { nodes: Array<{ viewerCan: { changeStatus: boolean } }> } }>(
          AUTHORS,
          {},
        )
      ).data!.searchReports.nodes.every((node) => node.viewerCan.changeStatus);
    expect(await canChange(staff)).toBe(true);
    expect(await canChange(marta)).toBe(false);
  });
});

describe("the REST paths", () => {
  const restPage = async (client: HttpClient, path: string) => {
    const response = await client.request(path);
    expect(response.status).toBe(200);
    return {
      reports: (await response.json()) as Array<{
        id: string;
        author: { firstName: string | null; email: string | null } | null;
      }>,
      next: response.headers.get("x-next-cursor"),
    };
  };

  it("answer arrays, page with limit and cursor, and say the next cursor in a header", async () => {
    const first = await restPage(staff, "/api/reports/all?status=pendiente&sort=oldest&limit=3");
    expect(namesOf(first.reports)).toBe("fdb");
    expect(first.next).toBeTruthy();
    const second = await restPage(
      staff,
      `/api/reports/all?status=pendiente&sort=oldest&limit=3&cursor=${encodeURIComponent(first.next!)}`,
    );
    expect(namesOf(second.reports)).toBe("a");
    expect(second.next).toBeNull();
  });

  it.each<[string, string]>([
    ["/api/reports?neighborhood=riomar", "bc"],
    [`/api/reports?neighborhood=${encodeURIComponent("Las Flores")}`, "d"],
    ["/api/reports/category/vias", "afe"],
    ["/api/reports/category/vias?severity=3", "fe"],
    ["/api/reports/all?text=v%C3%ADa&thisWeek=true", "a"],
  ])("%s", async (path, expected) => {
    expect(namesOf((await restPage(staff, path)).reports)).toBe(expected);
  });

  it.each<[string, string]>([
    ["/api/reports?neighborhood=no-existe", MESSAGES.neighborhoodNotFound],
    ["/api/reports/category/no-existe", MESSAGES.categoryNotFound],
  ])("%s is not found", async (path, message) => {
    const response = await marta.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: message });
  });

  it("refuses a broken cursor with a Spanish message", async () => {
    const response = await staff.request("/api/reports/all?cursor=nada");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("página");
  });

  it("shows the same authors as GraphQL: public view for others, the author their own, staff what the author allowed", async () => {
    const authors = async (client: HttpClient) =>
      Object.fromEntries(
        (await restPage(client, "/api/reports/all?sort=oldest")).reports.map((report) => [
          namesOf([report]),
          report.author ? `${report.author.firstName ?? "-"} ${report.author.email ?? "-"}` : "null",
        ]),
      );
    expect(await authors(marta)).toMatchObject({ a: "null", b: "Carlos -", c: "null" });
    expect(await authors(carlos)).toMatchObject({
      a: "Carlos carlos@example.com",
      b: "Carlos carlos@example.com",
      c: "Carlos carlos@example.com",
    });
    expect(await authors(staff)).toMatchObject({
      a: "null",
      b: "Carlos carlos@example.com",
      c: "- carlos@example.com",
    });
  });
});

describe("pages while reports are filed", () => {
  it("neither repeats nor skips a report when new ones arrive between pages", async () => {
    const newest = await search(staff, { sort: "newest", limit: 2 });
    const oldest = await search(staff, { sort: "oldest", limit: 2 });
    const added = await insertReports(server, [
      { name: "g", createdAt: new Date() },
      { name: "h", createdAt: new Date() },
    ]);
    for (const [name, id] of added) ids.set(name, id);
    const newestNext = await search(staff, { sort: "newest", limit: 2, after: newest.pageInfo.endCursor });
    expect(namesOf([...newest.nodes, ...newestNext.nodes])).toBe("abcd");
    expect(newestNext.totalCount).toBe(8);
    // Oldest first, the new ones arrive at the end, where the last page finds them.
    let after = oldest.pageInfo.endCursor;
    const seen = [...oldest.nodes];
    for (;;) {
      const page = await search(staff, { sort: "oldest", limit: 2, after });
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(namesOf(seen)).toMatch(/^efdcba(gh|hg)$/);
  });
});
