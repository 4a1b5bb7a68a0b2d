import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../src/domain";
import { SHARED_PAGE_MS } from "../../src/modules/community/public-report.service";
import { HttpClient } from "../http-client";
import { withClient } from "../postgres";
import {
  admin,
  citizen,
  fileReport,
  processedPhoto,
  signUpCitizen,
  uploadOnly,
  type ReportJson,
} from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import {
  citizenWithCedula,
  PUBLIC_REPORT,
  PUBLIC_REPORTS,
  REPORT_COMMENTS,
  residents,
  restJson,
  type PublicReportJson,
} from "./community-support";

let server: TestServer;
let anonymousReport: ReportJson;
let signedReport: ReportJson;
let carlos: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  carlos = await citizenWithCedula(server);
  anonymousReport = await fileReport(carlos, { anonymous: true, allowContact: true, categoryId: "ruido" });
  signedReport = await fileReport(carlos, {
    anonymous: false,
    allowContact: true,
    neighborhood: "riomar",
    evidenceUrls: [await processedPhoto(carlos)],
  });
  const staff = await admin(server);
  const changed = await staff.request(`/api/reports/${signedReport.id}/status`, {
    method: "PATCH",
    json: { status: "en_gestion", note: "Nota interna: llamar a Carlos al 300 000 0000" },
  });
  expect(changed.status).toBe(200);
  // Comments by the author on both reports: a comment is public participation, under the commenter's name.
  for (const report of [anonymousReport, signedReport]) {
    const response = await carlos.request(`/api/reports/${report.id}/comments`, {
      method: "POST",
      json: { content: "Sigue igual" },
    });
    expect(response.status).toBe(201);
  }
});
afterAll(async () => {
  await server?.stop();
});

const list = async (client: HttpClient, query = "") =>
  restJson<{ reports: PublicReportJson[]; nextCursor: string | null }>(
    await client.request(`/api/public/reports${query}`),
  );
const detail = async (client: HttpClient, id: string) =>
  restJson<PublicReportJson>(await client.request(`/api/public/reports/${id}`));

describe("public reports are readable by anyone", () => {
  it("lists and shows reports to a signed-out visitor, the same through REST and GraphQL", async () => {
    const visitor = new HttpClient(server.url);
    const rest = await list(visitor);
    expect(rest.status).toBe(200);
    expect(rest.body.reports.map((r) => r.id)).toEqual([signedReport.id, anonymousReport.id]);
    const graphql = await visitor.graphql<{ publicReports: unknown }>(PUBLIC_REPORTS);
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data?.publicReports).toEqual(JSON.parse(JSON.stringify(rest.body)));

    const one = await detail(visitor, signedReport.id);
    const oneGraphQL = await visitor.graphql<{ publicReport: unknown }>(PUBLIC_REPORT, {
      id: signedReport.id,
    });
    expect(oneGraphQL.data?.publicReport).toEqual(one.body);
    expect(one.body).toMatchObject({
      status: "en_gestion",
      votesCount: 0,
      commentsCount: 1,
      userVoted: false,
      voters: [],
      author: { firstName: "Carlos", lastName: "Pérez", profileImageUrl: null },
    });
  });

  it("answers 'Reporte no encontrado' for an unknown report through both doors", async () => {
    const visitor = new HttpClient(server.url);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nada"]) {
      expect(await detail(visitor, id)).toEqual({ status: 404, body: { error: MESSAGES.reportNotFound } });
      const result = await visitor.graphql(PUBLIC_REPORT, { id });
      expect([result.errors?.[0]?.extensions?.code, result.errors?.[0]?.message]).toEqual([
        "NOT_FOUND",
        MESSAGES.reportNotFound,
      ]);
    }
  });
});

describe("privacy in every public shape", () => {
  it("never names an anonymous author, never gives an e-mail, the exact point or a staff note, to anyone", async () => {
    const callers = [new HttpClient(server.url), carlos, await admin(server)];
    for (const caller of callers) {
      const answers = [
        (await list(caller)).body,
        (await detail(caller, anonymousReport.id)).body,
        (await detail(caller, signedReport.id)).body,
        (await caller.graphql(PUBLIC_REPORTS)).data,
        (await caller.graphql(PUBLIC_REPORT, { id: anonymousReport.id })).data,
        await caller.request(`/api/reports/${anonymousReport.id}/comments`).then((r) => r.json() as unknown),
        (await caller.graphql(REPORT_COMMENTS, { reportId: anonymousReport.id })).data,
      ];
      for (const answer of answers) {
        const text = JSON.stringify(answer);
        expect(text).not.toContain("carlos@example.com");
        expect(text).not.toContain("Nota interna");
        expect(text).not.toContain("11.0059");
        expect(text).not.toMatch(/"(email|latitude|allowContact|note)"/);
        // Only the public point (docs/community.md#the-public-view): the centre of the square of
        // 11.0059, -74.8232, marked approximate.
        for (const [location] of text.matchAll(/"location":\{[^}]*\}/g)) {
          expect(location).toBe('"location":{"lat":11.0055,"lng":-74.8235,"approximate":true}');
        }
      }
      // ...which the community page's map does get.
      expect(JSON.stringify((await detail(caller, anonymousReport.id)).body)).toContain(
        '"location":{"lat":11.0055,"lng":-74.8235,"approximate":true}',
      );
      const anonymousOne = (await detail(caller, anonymousReport.id)).body;
      // Even the author sees their anonymous report as everyone does on the public pages.
      expect([anonymousOne.anonymous, anonymousOne.author]).toEqual([true, null]);
    }
  });

  it("shows only processed photos", async () => {
    const uploadURL = await uploadOnly(carlos);
    expect(uploadURL).toBeTruthy();
    const one = (await detail(new HttpClient(server.url), signedReport.id)).body as unknown as {
      photos: Array<{ url: string; thumbnailUrl: string }>;
      evidenceUrls: string[];
    };
    expect(one.photos).toHaveLength(1);
    expect(one.photos[0]!.url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    expect(one.photos[0]!.thumbnailUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/thumbnail$/);
    expect(one.evidenceUrls).toEqual([one.photos[0]!.url]);
    expect(JSON.stringify(one)).not.toContain("/api/storage/");
  });
});

describe("what the viewer may do travels with each report", () => {
  it.each([
    [
      "a signed-out visitor",
      "anonymous",
      // Flagging is offered to anyone but the author and staff (docs/moderation.md#flags).
      {
        vote: false,
        comment: false,
        changeStatus: false,
        follow: false,
        blockedBy: "sign_in",
        flag: true,
        restore: false,
      },
    ],
    [
      "a resident without a cédula",
      "newcomer",
      {
        vote: false,
        comment: false,
        changeStatus: false,
        follow: true,
        blockedBy: "cedula",
        flag: true,
        restore: false,
      },
    ],
    [
      "a resident with a cédula",
      "carlos",
      // Carlos filed it: his own report is not his to flag.
      {
        vote: true,
        comment: true,
        changeStatus: false,
        follow: true,
        blockedBy: null,
        flag: false,
        restore: false,
      },
    ],
    [
      "staff without a cédula",
      "staff",
      {
        vote: false,
        comment: false,
        changeStatus: true,
        follow: true,
        blockedBy: "cedula",
        flag: false,
        restore: false,
      },
    ],
  ] as const)("%s", async (_name, who, expected) => {
    const client =
      who === "anonymous"
        ? new HttpClient(server.url)
        : who === "newcomer"
          ? await signUpCitizen(server, "Nueva")
          : who === "carlos"
            ? carlos
            : await admin(server);
    expect((await detail(client, signedReport.id)).body.viewerCan).toEqual(expected);
  });
});

describe("the public list", () => {
  it("pages with a cursor that stays put when reports are filed meanwhile", async () => {
    const reporter = await citizen(server);
    // A signed-in reader: each page is read afresh (signed-out visitors share a page for a moment).
    const reader = await citizen(server);
    const before = await list(reader, "?limit=50");
    const existing = before.body.reports.map((r) => r.id);
    for (let i = 0; i < 3; i++) await fileReport(reporter, { description: `Lote ${i}` });
    const all = (await list(reader, "?limit=50")).body.reports.map((r) => r.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(reader, `?limit=2${cursor ? `&after=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.reports.map((r) => r.id));
      cursor = page.body.nextCursor;
      // A report filed after the first page comes before the cursor: it never shifts the pages.
      if (pages++ === 0) await fileReport(reporter, { description: "Llegó mientras paginaba" });
    } while (cursor);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(existing.length + 3);
  });

  it("gives signed-out visitors one shared page for a second, and a signed-in resident a report filed since", async () => {
    const reporter = await citizen(server);
    const reader = await citizen(server);
    const firstVisitor = new HttpClient(server.url);
    const secondVisitor = new HttpClient(server.url);
    const query = "?limit=3&neighborhood=las-flores";
    // The app runs in this process: its clock stands still while the steps below take what they take.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const before = await list(firstVisitor, query);
      const filed = await fileReport(reporter, { neighborhood: "las-flores", description: "Recién llegado" });

      expect((await list(reader, query)).body.reports[0]?.id).toBe(filed.id);
      expect((await list(secondVisitor, query)).body).toEqual(before.body);

      vi.setSystemTime(Date.now() + SHARED_PAGE_MS);
      expect((await list(secondVisitor, query)).body.reports[0]?.id).toBe(filed.id);
    } finally {
      vi.useRealTimers();
    }
  });

  it("filters by category, neighbourhood and status, in the URL's names or GraphQL's", async () => {
    const visitor = new HttpClient(server.url);
    expect((await list(visitor, "?category=ruido")).body.reports.map((r) => r.id)).toEqual([
      anonymousReport.id,
    ]);
    expect((await list(visitor, "?neighborhood=riomar")).body.reports.map((r) => r.id)).toEqual([
      signedReport.id,
    ]);
    expect((await list(visitor, "?status=en_gestion")).body.reports.map((r) => r.id)).toEqual([
      signedReport.id,
    ]);
    const graphql = await visitor.graphql<{ publicReports: { reports: Array<{ id: string }> } }>(
      PUBLIC_REPORTS,
      {
        filter: { categoryId: "ruido", neighborhood: "altamira", status: "recibido" },
      },
    );
    expect(graphql.data?.publicReports.reports.map((r) => r.id)).toEqual([anonymousReport.id]);
  });

  it("refuses a filter or a cursor it does not know with a Spanish message", async () => {
    const visitor = new HttpClient(server.url);
    expect(await list(visitor, "?category=volcanes")).toEqual({
      status: 404,
      body: { error: MESSAGES.categoryNotFound },
    });
    const bad = await list(visitor, "?after=no-es-un-cursor");
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { error: string }).error).toMatch(/[áéíóú]|página|lista/i);
    const newestCursor = (await list(visitor, "?limit=1")).body.nextCursor!;
    expect((await list(visitor, `?sort=most_supported&after=${newestCursor}`)).status).toBe(400);
  });

  it("sorts by support, then newest, with the viewer's own votes and the latest voters", async () => {
    const [ana, beto, cami] = await residents(server, 3, "Apoyo");
    const vote = (client: HttpClient, id: string) =>
      client.request(`/api/reports/${id}/vote`, { method: "POST", headers: { "x-requested-with": "fetch" } });
    for (const client of [ana!, beto!, cami!]) await vote(client, anonymousReport.id);
    await vote(carlos, signedReport.id);
    const page = await list(carlos, "?sort=most_supported&limit=2");
    expect(page.body.reports.map((r) => [r.id, r.votesCount, r.userVoted])).toEqual([
      [anonymousReport.id, 3, false],
      [signedReport.id, 1, true],
    ]);
    expect(page.body.reports[0]!.voters.map((v) => v.firstName)).toEqual(["Apoyo 3", "Apoyo 2", "Apoyo 1"]);
    const rest = await list(carlos, `?sort=most_supported&limit=50&after=${page.body.nextCursor}`);
    expect(rest.body.reports.every((r) => r.votesCount === 0)).toBe(true);
  });
});

describe("the public list shared with signed-in residents (docs/community.md#public-list)", () => {
  it("shares that page with signed-in residents, each reading afresh their votes, follows and the counts", async () => {
    const [voter, neighbour] = await residents(server, 2, "Lectora");
    const staff = await admin(server);
    const visitor = new HttpClient(server.url);
    const query = "?limit=3&neighborhood=siape";
    const report = await fileReport(carlos, {
      neighborhood: "siape",
      description: "Poste caído en la esquina",
    });
    const card = async (client: HttpClient) =>
      (await list(client, query)).body.reports.find((r) => r.id === report.id)!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect(await card(visitor)).toMatchObject({ status: "recibido", votesCount: 0 });
      const changed = await staff.request(`/api/reports/${report.id}/status`, {
        method: "PATCH",
        json: { status: "en_gestion" },
      });
      expect(changed.status).toBe(200);
      const voted = await voter!.request(`/api/reports/${report.id}/vote`, {
        method: "POST",
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      expect(voted.status, await voted.clone().text()).toBe(200);

      // The voter's own act shows at once: the count, their support and the follow that came with it.
      expect(await card(voter!)).toMatchObject({
        votesCount: 1,
        userVoted: true,
        viewerFollows: true,
        voters: [{ firstName: "Lectora 1" }],
      });
      // Both doors answer the same page: REST writes it from the shared page's JSON.
      const rest = await list(voter!, query);
      const graphql = await voter!.graphql<{ publicReports: unknown }>(PUBLIC_REPORTS, {
        filter: { neighborhood: "siape" },
        first: 3,
      });
      expect(graphql.data?.publicReports).toEqual(rest.body);
      // Another resident gets the count too, with their own part, and the supporter with it: the count
      // moved since the page was read, so its voters are read afresh. The rest of the page is everyone's,
      // so staff's change reaches them with the next page, within the second, as it reaches visitors.
      const theirs = await card(neighbour!);
      expect(theirs).toMatchObject({
        votesCount: 1,
        userVoted: false,
        viewerFollows: false,
        voters: [{ firstName: "Lectora 1" }],
        status: "recibido",
      });
      expect(theirs.viewerCan).toMatchObject({ vote: true, comment: true, flag: true, changeStatus: false });

      vi.setSystemTime(Date.now() + SHARED_PAGE_MS);
      expect(await card(neighbour!)).toMatchObject({ status: "en_gestion", votesCount: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows an author their own text as written on the shared page, and everyone else masked", async () => {
    const [author, neighbour] = await residents(server, 2, "Autora");
    const visitor = new HttpClient(server.url);
    const query = "?limit=3&neighborhood=el-limoncito";
    const written = "Cable suelto; llamen a Rosa al 300 765 4321.";
    const report = await fileReport(author!, { neighborhood: "el-limoncito", description: written });
    const description = async (client: HttpClient) =>
      (await list(client, query)).body.reports.find((r) => r.id === report.id)?.description;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const masked = await description(visitor);
      expect(masked).not.toMatch(/765/);
      expect(await description(author!)).toBe(written);
      expect(await description(neighbour!)).toBe(masked);
      const graphql = await author!.graphql<{ publicReports: unknown }>(PUBLIC_REPORTS, {
        filter: { neighborhood: "el-limoncito" },
        first: 3,
      });
      expect(graphql.data?.publicReports).toEqual((await list(author!, query)).body);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a signed-in resident's page whole when a report was filed since the shared page was read", async () => {
    const [reader] = await residents(server, 1, "Lectora");
    const visitor = new HttpClient(server.url);
    const query = "?limit=3&neighborhood=villa-santos";
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const before = await list(visitor, query);
      const filed = await fileReport(carlos, { neighborhood: "villa-santos", description: "Árbol caído" });
      expect((await list(reader!, query)).body.reports[0]?.id).toBe(filed.id);
      // Visitors keep their page for its second.
      expect((await list(visitor, query)).body).toEqual(before.body);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a signed-in resident's page whole when a report on it was put under review or hidden", async () => {
    const [reader] = await residents(server, 1, "Lectora");
    const visitor = new HttpClient(server.url);
    const query = "?limit=3&neighborhood=solaire-norte";
    const report = await fileReport(carlos, { neighborhood: "solaire-norte", description: "Andén roto" });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const before = await list(visitor, query);
      expect(before.body.reports[0]?.description).toBe("Andén roto");
      await withClient(server.databaseUrl, (db) =>
        db.query("UPDATE report SET moderation = 'hidden', moderation_reason = 'ofensivo' WHERE id = $1", [
          report.id,
        ]),
      );
      const theirs = (await list(reader!, query)).body.reports.find((r) => r.id === report.id);
      expect(theirs?.description).toBe("Ocultado por moderación: ofensivo");
      // Visitors keep their page for its second (test/security/public-view-leak.test.ts waits it out).
      expect((await list(visitor, query)).body).toEqual(before.body);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a resident's page whole right after they filed, though their report is dated before the newest", async () => {
    const [author] = await residents(server, 1, "Autora");
    const visitor = new HttpClient(server.url);
    const query = "?limit=3&neighborhood=villa-carolina";
    const newest = await fileReport(carlos, {
      neighborhood: "villa-carolina",
      description: "Semáforo dañado",
    });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await list(visitor, query);
      // Filed while the page was read, committed after it, and dated before the newest filing it saw:
      // the newest filing date does not move.
      const theirs = await fileReport(author!, {
        neighborhood: "villa-carolina",
        description: "Fuga de agua",
      });
      await withClient(server.databaseUrl, (db) =>
        db.query(
          "UPDATE report SET created_at = (SELECT created_at FROM report WHERE id = $2) - interval '1 millisecond' WHERE id = $1",
          [theirs.id, newest.id],
        ),
      );
      const ids = (await list(author!, query)).body.reports.map((r) => r.id);
      expect(ids.slice(0, 2)).toEqual([newest.id, theirs.id]);
    } finally {
      vi.useRealTimers();
    }
  });
});
