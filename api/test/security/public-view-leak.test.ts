import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SHARED_PAGE_MS } from "../../src/modules/community/public-report.service";
import {
  citizenWithCedula,
  PUBLIC_REPORT,
  PUBLIC_REPORT_FIELDS,
  PUBLIC_REPORTS,
  REPORT_COMMENTS,
} from "../community/community-support";
import { HttpClient } from "../http-client";
import { subscribe, type LiveSubscription } from "../live-client";
import {
  ADD_UPDATE,
  admin,
  fileReport,
  queryRows,
  REPORT,
  REPORT_FIELDS,
  REPORTS,
  signUpCitizen,
} from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { openSocket, run } from "../websocket-client";

/**
 * The public view (docs/community.md#the-public-view) held on every door a non-staff viewer can reach.
 * A report is filed with an exact point by an anonymous author who allows contact, and staff write it,
 * each carrying its own marker, messages for the reporter (with status changes and on their own) and
 * internal notes (likewise), and a public update; then every door below is read by someone who is
 * neither staff nor the author (a fresh account without cédula, or nobody signed in) and must give none
 * of it but the public update. The author's own doors must never give an internal note
 * (docs/staff.md#updates-messages-and-notes). A new door is one more entry in DOORS.
 *
 * Personal data (docs/privacy-masking.md): a phone number, an e-mail and a cédula are written in the
 * description, the address, a public update and a resident's comment; no door gives them to the viewers
 * above, masked they are, while staff and each text's author read them as written.
 */

const EXACT = { lat: 11.017893, lng: -74.823417 };
/** The same point as text, to ~10 m or better, with a decimal point or a comma (the CSVs' decimals). */
const EXACT_TEXT = /11[.,]017[89]|74[.,]8234/;
/** The centre of its 0.001° square: the public point. */
const PUBLIC_POINT = { lat: 11.0175, lng: -74.8235 };
/** The part of the description that nothing masks: what proves a door shows it. */
const DESCRIPTION = "Poste caído frente a la tienda de la esquina.";
/** Personal data as residents write it, and the patterns that find it in any output, masked or not. */
const PHONE = "300 765 4321";
const EMAIL = "rosa.vecina@gmail.com";
const CEDULA = "1.045.678.901";
const PERSONAL_DATA: Array<[string, RegExp]> = [
  ["a phone number", /300\D{0,3}765\D{0,3}4321/],
  ["an e-mail address", /rosa\.vecina@gmail\.com/],
  ["a cédula", /1\D?045\D?678\D?901/],
  ["a landline", /356\D?7890/],
];
const WITH_PERSONAL_DATA = `${DESCRIPTION} Llamen a Rosa al ${PHONE} o escriban a ${EMAIL} (C.C. ${CEDULA}).`;
const ADDRESS = "Carrera 51B # 82-100, portería 356 7890";

type Viewer = "resident" | "anonymous";

interface Output {
  status: number;
  text: string;
}

interface Context {
  server: TestServer;
  reportId: string;
  client(viewer: Viewer): HttpClient;
  socket(viewer: Viewer): Client;
}

/** An open door: what it answered, read after the message was written. */
interface Opened {
  /** Subscriptions: whether an event written after opening has arrived (the message is rewritten until then). */
  heard?(): boolean;
  read(): Promise<Output>;
}

interface Door {
  name: string;
  viewer: Viewer;
  /** Opened before staff write their message (a subscription must be listening by then). */
  open(context: Context): Opened;
  status: number;
  /** What proves the door showed the report at all (else a door that shows nothing would pass). */
  shows?: (context: Context) => string;
}

const showsId = (context: Context) => context.reportId;

async function text(response: Response): Promise<Output> {
  return { status: response.status, text: await response.text() };
}

function rest(
  viewer: Viewer,
  url: (context: Context) => string,
  status = 200,
  /** null: the door shows this viewer nothing of the report. */
  shows: Door["shows"] | null = status === 200 ? showsId : null,
): Door {
  return {
    name: `REST GET ${url({ reportId: "{id}" } as Context)}`,
    viewer,
    status,
    shows: shows ?? undefined,
    open: (context) => ({
      read: async () =>
        text(
          await context
            .client(viewer)
            .request(url(context), { headers: { accept: "application/json, text/csv, */*" } }),
        ),
    }),
  };
}

function graphql(
  viewer: Viewer,
  name: string,
  query: string,
  variables: (context: Context) => Record<string, unknown> = () => ({}),
  /** null: the door shows this viewer nothing of the report. */
  shows: ((context: Context) => string) | null = showsId,
): Door {
  return {
    name: `GraphQL over HTTP: ${name}`,
    viewer,
    status: 200,
    shows: shows ?? undefined,
    open: (context) => ({
      read: async () => {
        const response = await context
          .client(viewer)
          .request("/graphql", { method: "POST", json: { query, variables: variables(context) } });
        return text(response);
      },
    }),
  };
}

function overSocket(
  viewer: Viewer,
  name: string,
  query: string,
  variables: (context: Context) => Record<string, unknown> = () => ({}),
): Door {
  return {
    name: `GraphQL over WebSocket: ${name}`,
    viewer,
    status: 200,
    shows: showsId,
    open: (context) => ({
      read: async () => {
        const answer = await run(context.socket(viewer), query, variables(context));
        return { status: answer.errors ? 500 : 200, text: JSON.stringify(answer) };
      },
    }),
  };
}

const REPORT_ACTIVITY = `subscription ($ids: [ID!]!) {
  reportActivity(reportIds: $ids) { reportId votesCount commentsCount status }
}`;

function subscription(viewer: Viewer): Door {
  return {
    name: "GraphQL subscription: reportActivity",
    viewer,
    status: 200,
    shows: showsId,
    open: (context) => {
      const cookie = viewer === "resident" ? sessionCookie(context.client(viewer)) : undefined;
      const live: LiveSubscription<unknown> = subscribe(
        context.server.url,
        REPORT_ACTIVITY,
        { ids: [context.reportId] },
        cookie,
      );
      opened.push(live);
      return {
        heard: () => live.events.length > 0,
        read: () => Promise.resolve({ status: 200, text: JSON.stringify(live.events) }),
      };
    },
  };
}

const MY_REPORT_CHANGED = `subscription {
  myReportChanged { report { ${REPORT_FIELDS} } totals { total } }
}`;

/** The owner's live Mis reportes, followed by someone else: nothing of another's report reaches it. */
function ownerSubscription(): Door {
  return {
    name: "GraphQL subscription: myReportChanged",
    viewer: "resident",
    status: 200,
    open: (context) => {
      const live: LiveSubscription<unknown> = subscribe(
        context.server.url,
        MY_REPORT_CHANGED,
        {},
        sessionCookie(context.client("resident")),
      );
      opened.push(live);
      return { read: () => Promise.resolve({ status: 200, text: JSON.stringify(live.events) }) };
    },
  };
}

// Every field of a report, on a page that holds every report this test files: rows are
// priced by the page's size (docs/graphql.md#cost), and a hundred such rows cost more than one request may.
const SEARCH = `query ($filter: ReportSearchFilter) {
  searchReports(filter: $filter, limit: 20) { nodes { ${REPORT_FIELDS} } totalCount }
}`;
// A pin ~40 m from the report: its bucket is measured from the public point.
const NEARBY_ASK = { categoryId: "vias", neighborhood: "altamira", lat: "11.0179", lng: "-74.8232" };
const NEARBY_VARIABLES = { ...NEARBY_ASK, lat: 11.0179, lng: -74.8232 };
const NEARBY = `query ($categoryId: ID!, $neighborhood: String!, $lat: Float, $lng: Float, $text: String) {
  nearbyReports(categoryId: $categoryId, neighborhood: $neighborhood, lat: $lat, lng: $lng, text: $text) {
    distance report { ${PUBLIC_REPORT_FIELDS} }
  }
}`;
const HEAT_MAP = `{ statistics { heatMap { cellSizeDegrees cells { south west north east count } withoutLocation } } }`;
const NOTIFICATIONS = `{ notifications { id reportId kind fromStatus toStatus note publicUpdate originalRadicado createdAt } }`;
const FOLLOWED = `{ myFollowedReports { reports { ${PUBLIC_REPORT_FIELDS} } nextCursor } }`;

/** Every door a non-staff viewer can reach that shows reports, or might. */
const DOORS: Door[] = [
  // The report tables (docs/report-search.md).
  rest("resident", () => "/api/reports/all"),
  rest("resident", () => "/api/reports?neighborhood=altamira"),
  rest("resident", () => "/api/reports/category/vias"),
  rest("resident", () => "/api/reports/all?text=poste"),
  graphql("resident", "searchReports", SEARCH),
  graphql("resident", "searchReports (filtered)", SEARCH, () => ({
    filter: { neighborhood: "altamira", categoryId: "vias", text: "poste" },
  })),
  overSocket("resident", "searchReports", SEARCH),
  // Private views: someone else's report is not there at all.
  rest("resident", () => "/api/reports", 200, null),
  rest("resident", (context) => `/api/reports/${context.reportId}`, 404),
  graphql("resident", "reports", REPORTS, () => ({}), null),
  graphql("resident", "report", REPORT, (context) => ({ id: context.reportId }), null),
  // The resident follows the report (docs/community.md#following): Siguiendo and their notifications
  // show it, as the public sees it.
  graphql("resident", "notifications (a follower's)", NOTIFICATIONS),
  graphql("resident", "myFollowedReports", FOLLOWED),
  rest("resident", () => "/api/me/follows"),
  ownerSubscription(),
  rest("resident", () => "/api/user/data", 200, null),
  // Staff's export.
  rest("resident", () => "/api/admin/reports.csv", 403),
  // The community pages, their thread and their share tags.
  ...(["resident", "anonymous"] as const).flatMap((viewer) => [
    rest(viewer, () => "/api/public/reports"),
    rest(viewer, (context) => `/api/public/reports/${context.reportId}`),
    rest(
      viewer,
      (context) => `/api/reports/${context.reportId}/comments`,
      200,
      () => commentMarker,
    ),
    graphql(viewer, "publicReports", PUBLIC_REPORTS),
    // The public point is there (the community page's map), the exact one is not.
    graphql(
      viewer,
      "publicReport",
      PUBLIC_REPORT,
      (context) => ({ id: context.reportId }),
      () => `"location":{"lat":${PUBLIC_POINT.lat},"lng":${PUBLIC_POINT.lng},"approximate":true}`,
    ),
    graphql(
      viewer,
      "reportComments",
      REPORT_COMMENTS,
      (context) => ({ reportId: context.reportId }),
      () => commentMarker,
    ),
    overSocket(viewer, "publicReport", PUBLIC_REPORT, (context) => ({ id: context.reportId })),
    // "¿Ya lo reportaron?" (docs/nearby.md): a pin near the report, and the same by barrio and text.
    rest(viewer, () => `/api/reports/nearby?${new URLSearchParams(NEARBY_ASK).toString()}`),
    rest(viewer, () => "/api/reports/nearby?categoryId=vias&neighborhood=altamira&text=poste%20caido"),
    graphql(viewer, "nearbyReports", NEARBY, () => NEARBY_VARIABLES),
    overSocket(viewer, "nearbyReports", NEARBY, () => NEARBY_VARIABLES),
    subscription(viewer),
  ]),
  {
    name: "Open Graph tags of /community/reports/{id}",
    viewer: "anonymous",
    status: 200,
    shows: () => DESCRIPTION,
    open: (context) => ({
      read: async () =>
        text(
          await context
            .client("anonymous")
            .request(`/community/reports/${context.reportId}`, { headers: { accept: "text/html" } }),
        ),
    }),
  },
  // Open311 GeoReport v2 (docs/open311.md): public reading, JSON and XML; the public point is there.
  rest("anonymous", () => "/open311/v2/requests.json"),
  rest("anonymous", () => "/open311/v2/requests.xml"),
  rest(
    "anonymous",
    (context) => `/open311/v2/requests/${context.reportId}.json`,
    200,
    () => `"lat":${PUBLIC_POINT.lat},"long":${PUBLIC_POINT.lng}`,
  ),
  rest(
    "anonymous",
    (context) => `/open311/v2/requests/${context.reportId}.xml`,
    200,
    () => `<lat>${PUBLIC_POINT.lat}</lat><long>${PUBLIC_POINT.lng}</long>`,
  ),
  // Open data and statistics: public, coarser still.
  rest(
    "anonymous",
    () => "/api/open-data/reports.csv",
    200,
    () => String(PUBLIC_POINT.lat),
  ),
  rest(
    "anonymous",
    () => "/api/open-data/reports.geojson",
    200,
    () => `[${PUBLIC_POINT.lng},${PUBLIC_POINT.lat}]`,
  ),
  rest(
    "anonymous",
    () => "/api/statistics?period=all",
    200,
    () => '"totalReports":1',
  ),
  // Public performance (docs/transparency.md): aggregates only.
  rest(
    "anonymous",
    () => "/api/performance?period=all",
    200,
    () => '"reports":1',
  ),
  rest(
    "anonymous",
    () => "/api/open-data/performance.csv",
    200,
    () => "total;;Todos;",
  ),
  graphql(
    "anonymous",
    "statistics.heatMap",
    HEAT_MAP,
    () => ({}),
    () => '"withoutLocation":0',
  ),
];

const opened: Array<{ dispose(): Promise<void> }> = [];
const sockets: Client[] = [];
let server: TestServer;
let webDist: string;
let context: Context;
let marker: string;
let messageMarker: string;
let internalMarker: string;
let publicMarker: string;
let commentMarker: string;
let authorEmail: string;
let staff: HttpClient;
let author: HttpClient;
let commenter: HttpClient;

/**
 * A unique marker of letters only: the public view masks runs of digits that could be a phone or a
 * cédula (six or more), so a marker like "COMENTARIO-32569246" would reach the public as
 * "COMENTARIO-••••••••" and the check that the thread shows it would fail: 4.3 % of random 8-character
 * hex markers are masked so.
 */
const textMarker = (prefix: string) =>
  `${prefix}-${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;

const sessionCookie = (client: HttpClient) => `reporta.sid=${client.cookie("reporta.sid")}`;

beforeAll(async () => {
  // The share page is the built app's index.html with the report's tags in it: a small one of our own.
  webDist = await mkdtemp(path.join(tmpdir(), "reporta-web-"));
  await writeFile(
    path.join(webDist, "index.html"),
    '<!doctype html><html lang="es"><head><meta name="description" content="La app." /><title>Reporta Riomar</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({}, { webDistDir: webDist });
  author = await signUpCitizen(server, "Zoraida");
  authorEmail = ((await (await author.request("/api/auth/user")).json()) as { email: string }).email;
  const resident = await signUpCitizen(server, "Vecino");
  const anonymous = new HttpClient(server.url);
  staff = await admin(server);
  const report = await fileReport(author, {
    location: EXACT,
    anonymous: true,
    allowContact: true,
    address: ADDRESS,
    description: WITH_PERSONAL_DATA,
  });
  marker = textMarker("NOTA-PRIVADA");
  messageMarker = textMarker("MENSAJE-REPORTANTE");
  internalMarker = textMarker("NOTA-INTERNA");
  publicMarker = textMarker("ACTUALIZACION-PUBLICA");
  commentMarker = textMarker("COMENTARIO");
  const clients = { resident, anonymous };
  const socketsByViewer = new Map<Viewer, Client>();
  context = {
    server,
    reportId: report.id,
    client: (viewer) => clients[viewer],
    socket: (viewer) => {
      let socket = socketsByViewer.get(viewer);
      if (!socket) {
        socket = openSocket(server.url, viewer === "resident" ? sessionCookie(resident) : undefined);
        sockets.push(socket);
        socketsByViewer.set(viewer, socket);
      }
      return socket;
    },
  };
  expect(
    (await resident.request(`/api/reports/${report.id}/follow`, { method: "PUT", json: {} })).status,
  ).toBe(200);
  await writeMessage("en_gestion");
  // Texts written on their own, one of each kind, on both doors.
  await writeUpdate("rest", "reporter_message", `${messageMarker}: Zoraida, la visitamos el martes`);
  await writeUpdate("graphql", "internal_note", `${internalMarker}: el contratista no contesta`);
  await writeUpdate("rest", "internal_note", `${internalMarker}: segunda nota interna`);
  await writeUpdate("graphql", "reporter_message", `${messageMarker}: segundo mensaje`);
  await writeUpdate("rest", "public_update", `${publicMarker}: una cuadrilla irá esta semana`);
  await writeUpdate(
    "graphql",
    "public_update",
    `${publicMarker}: el contratista es Rosa, ${PHONE}, ${EMAIL}`,
  );
  commenter = await citizenWithCedula(server);
  const comment = await commenter.request(`/api/reports/${report.id}/comments`, {
    method: "POST",
    json: { content: `${commentMarker}: yo también, escríbanme a ${EMAIL} o al ${PHONE}, cc ${CEDULA}` },
  });
  expect(comment.status).toBe(201);
});

/** A text staff write without changing the status, on either door. */
async function writeUpdate(door: "rest" | "graphql", kind: string, body: string): Promise<void> {
  if (door === "rest") {
    const response = await staff.request(`/api/reports/${context.reportId}/updates`, {
      method: "POST",
      json: { kind, body },
    });
    expect(response.status).toBe(201);
    return;
  }
  const answer = await staff.graphql(ADD_UPDATE, { reportId: context.reportId, kind, body });
  expect(answer.errors).toBeUndefined();
}

afterAll(async () => {
  await Promise.all(opened.map((live) => live.dispose()));
  await Promise.all(
    sockets.map(async (socket) => {
      await socket.dispose();
    }),
  );
  await server?.stop();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

/**
 * Staff's message to the reporter, which names them as such messages do, and an internal note, with a
 * status change (resolving also needs a public update).
 */
async function writeMessage(status: string): Promise<void> {
  const response = await staff.request(`/api/reports/${context.reportId}/status`, {
    method: "PATCH",
    json: {
      status,
      note: `${marker}: la llamamos al 300 000 0000, Zoraida`,
      internalNote: `${internalMarker}: Zoraida insiste, revisar con el contratista`,
      ...(status === "resuelto" ? { publicUpdate: `${publicMarker}: se cambió el poste` } : {}),
    },
  });
  expect(response.status).toBe(200);
}

/** What must never reach a non-staff, non-author viewer, each with a name for the failure message. */
function secrets(): Array<[string, RegExp]> {
  return [
    ["staff's message to the reporter", new RegExp(marker)],
    ["a message to the reporter written on its own", new RegExp(messageMarker)],
    ["an internal note", new RegExp(internalMarker)],
    ["the exact point", EXACT_TEXT],
    ["the anonymous author's e-mail", new RegExp(authorEmail.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))],
    ["the anonymous author's name", /Zoraida/],
    ...PERSONAL_DATA,
  ];
}

describe("the public view on every door", () => {
  it("gives a non-staff viewer who is not the author no exact point, staff message or anonymous author", async () => {
    const doors = DOORS.map((door) => ({ door, opened: door.open(context) }));
    // A subscription is listening a moment after it is sent, and the protocol does not say when: the
    // message is written again (the status going round, as the transition table allows from en_gestion)
    // until every subscription has heard one.
    const statuses = ["resuelto", "reabierto", "en_gestion"];
    for (let attempt = 0; ; attempt++) {
      const status = statuses[attempt % statuses.length]!;
      await writeMessage(status);
      const waiting = doors.filter(({ opened }) => opened.heard && !opened.heard());
      if (waiting.length === 0) {
        // The report ends open, with one more message: "¿Ya lo reportaron?" lists open reports only.
        if (status === "resuelto") await writeMessage("reabierto");
        break;
      }
      if (attempt >= 20) throw new Error(`not heard: ${waiting.map(({ door }) => door.name).join(", ")}`);
      await Promise.race([
        new Promise((resolve) => setTimeout(resolve, 250)),
        Promise.all(
          waiting.map(({ opened }) =>
            (async () => {
              while (!opened.heard!()) await new Promise((resolve) => setTimeout(resolve, 20));
            })(),
          ),
        ),
      ]);
    }

    const failures: string[] = [];
    for (const { door, opened } of doors) {
      const output = await opened.read();
      const label = `${door.name} (${door.viewer})`;
      if (output.status !== door.status) {
        failures.push(
          `${label}: status ${output.status}, expected ${door.status}: ${output.text.slice(0, 300)}`,
        );
        continue;
      }
      const proof = door.shows?.(context);
      if (proof && !output.text.includes(proof))
        failures.push(`${label}: does not show the report (${proof})`);
      for (const [what, pattern] of secrets()) {
        const found = pattern.exec(output.text);
        if (found) {
          const around = output.text.slice(Math.max(0, found.index - 80), found.index + 80);
          failures.push(`${label}: gives ${what}: …${around}…`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives the public point, marked approximate, where the report tables show a location", async () => {
    const answer = await context.client("resident").graphql<{
      searchReports: { nodes: Array<{ id: string; location: unknown; allowContact: unknown }> };
    }>(SEARCH, {});
    const node = answer.data?.searchReports.nodes.find((candidate) => candidate.id === context.reportId);
    expect(node?.location).toEqual({ ...PUBLIC_POINT, approximate: true });
    expect(node?.allowContact).toBeNull();
  });

  it("gives everyone the public update, in the community page's history", async () => {
    for (const viewer of ["resident", "anonymous"] as const) {
      const response = await context.client(viewer).request(`/api/public/reports/${context.reportId}`);
      const body = (await response.json()) as { updates: Array<{ kind: string; body: string }> };
      expect(body.updates.length).toBeGreaterThan(0);
      expect(body.updates.every((update) => update.kind === "public_update")).toBe(true);
      expect(body.updates.map((update) => update.body).join("\n")).toContain(publicMarker);
    }
  });

  it("gives the author their messages and the public updates, never an internal note, on every door of theirs", async () => {
    const own = await author.graphql<{ report: { updates: Array<{ kind: string }> } }>(REPORT, {
      id: context.reportId,
    });
    expect(new Set(own.data?.report.updates.map((update) => update.kind))).toEqual(
      new Set(["public_update", "reporter_message"]),
    );
    const authorDoors: Array<[string, () => Promise<string>]> = [
      ["REST report", async () => (await author.request(`/api/reports/${context.reportId}`)).text()],
      ["REST Mis reportes", async () => (await author.request("/api/reports")).text()],
      ["REST report tables", async () => (await author.request("/api/reports/all")).text()],
      ["REST Mis datos", async () => (await author.request("/api/user/data")).text()],
      [
        "REST public report",
        async () => (await author.request(`/api/public/reports/${context.reportId}`)).text(),
      ],
      ["GraphQL report", () => Promise.resolve(JSON.stringify(own))],
      ["GraphQL reports", async () => JSON.stringify(await author.graphql(REPORTS, {}))],
      ["GraphQL searchReports", async () => JSON.stringify(await author.graphql(SEARCH, {}))],
      ["GraphQL notifications", async () => JSON.stringify(await author.graphql(NOTIFICATIONS, {}))],
      [
        "GraphQL publicReport",
        async () => JSON.stringify(await author.graphql(PUBLIC_REPORT, { id: context.reportId })),
      ],
    ];
    const failures: string[] = [];
    for (const [name, read] of authorDoors) {
      const output = await read();
      if (output.includes(internalMarker)) failures.push(`${name}: gives the author an internal note`);
    }
    expect(failures).toEqual([]);
    const mine = await (await author.request(`/api/reports/${context.reportId}`)).text();
    expect(mine).toContain(messageMarker);
    expect(mine).toContain(publicMarker);
  });

  it("still gives staff and the author the exact point and the message (the secrets are really there)", async () => {
    for (const client of [staff, author]) {
      const response = await client.request(`/api/reports/${context.reportId}`);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toMatch(new RegExp(marker));
      expect(body).toMatch(EXACT_TEXT);
    }
    const staffView = await (await staff.request(`/api/reports/${context.reportId}`)).text();
    expect(staffView).toContain(internalMarker);
    expect(staffView).toContain(messageMarker);
    const own = await author.request("/api/reports/all");
    const ownText = await own.text();
    expect(ownText).toMatch(new RegExp(marker));
    expect(ownText).toContain('"approximate":false');
  });

  it("masks the personal data of a comment heard live by anyone but its author", async () => {
    const events = `subscription ($reportId: ID!) { commentEvents(reportId: $reportId) { kind comment { content } } }`;
    type Heard = { commentEvents: { comment: { content: string | null } | null } };
    const listeners = {
      resident: subscribe<Heard>(
        server.url,
        events,
        { reportId: context.reportId },
        sessionCookie(context.client("resident")),
      ),
      anonymous: subscribe<Heard>(server.url, events, { reportId: context.reportId }),
      commenter: subscribe<Heard>(
        server.url,
        events,
        { reportId: context.reportId },
        sessionCookie(commenter),
      ),
    };
    opened.push(...Object.values(listeners));
    // A subscription is listening a moment after it is sent: comment until every listener heard one.
    for (let attempt = 0; ; attempt++) {
      const tag = `${commentMarker}-${attempt}`;
      const response = await commenter.request(`/api/reports/${context.reportId}/comments`, {
        method: "POST",
        json: { content: `${tag}: mi celular es ${PHONE}, correo ${EMAIL}, cédula ${CEDULA}` },
      });
      expect(response.status).toBe(201);
      const heard = await Promise.all(
        Object.values(listeners).map((live) =>
          live
            .next((event) => event.commentEvents.comment?.content?.startsWith(tag) ?? false, 1000)
            .catch(() => null),
        ),
      );
      if (heard.every(Boolean)) break;
      if (attempt >= 5) throw new Error("the comment never arrived");
    }
    for (const viewer of ["resident", "anonymous"] as const) {
      const output = JSON.stringify(listeners[viewer].events);
      expect(output).toContain("•••@•••");
      for (const [what, pattern] of PERSONAL_DATA)
        expect(output, `${viewer} hears ${what}`).not.toMatch(pattern);
    }
    const own = JSON.stringify(listeners.commenter.events);
    expect(own).toContain(PHONE);
    expect(own).toContain(EMAIL);
    expect(own).toContain(CEDULA);
  });

  it("masks personal data where it shows the text to the public, and keeps the rest of it as written", async () => {
    const response = await context.client("anonymous").request(`/api/public/reports/${context.reportId}`);
    const body = (await response.json()) as {
      description: string;
      address: string;
      updates: Array<{ body: string }>;
    };
    expect(body.description).toBe(
      `${DESCRIPTION} Llamen a Rosa al ••• ••• •••• o escriban a •••@••• (C.C. •.•••.•••.•••).`,
    );
    expect(body.address).toBe("Carrera 51B # 82-100, portería ••• ••••");
    expect(body.updates.map((update) => update.body)).toContain(
      `${publicMarker}: el contratista es Rosa, ••• ••• ••••, •••@•••`,
    );
  });

  it("gives staff and the author the personal data as written, and a comment's author and staff their comment", async () => {
    const reads: Array<[string, () => Promise<string>]> = [
      ["staff's report", async () => (await staff.request(`/api/reports/${context.reportId}`)).text()],
      [
        "staff's GraphQL report",
        async () => JSON.stringify(await staff.graphql(REPORT, { id: context.reportId })),
      ],
      ["the author's report", async () => (await author.request(`/api/reports/${context.reportId}`)).text()],
      [
        "the author's community page",
        async () => (await author.request(`/api/public/reports/${context.reportId}`)).text(),
      ],
    ];
    for (const [name, read] of reads) {
      const output = await read();
      for (const [what, pattern] of PERSONAL_DATA) expect(output, `${name}: ${what}`).toMatch(pattern);
    }
    for (const [name, client] of [
      ["the commenter", commenter],
      ["staff", staff],
    ] as const) {
      const thread = JSON.stringify(await client.graphql(REPORT_COMMENTS, { reportId: context.reportId }));
      expect(thread, name).toContain(
        `${commentMarker}: yo también, escríbanme a ${EMAIL} o al ${PHONE}, cc ${CEDULA}`,
      );
    }
  });

  /** The community list's doors that signed-out visitors share a page through. */
  const SHARED_PAGE_DOORS = ["REST GET /api/public/reports", "GraphQL over HTTP: publicReports"];

  it("gives a report under review or hidden as its placeholder alone on every door that reads now", async () => {
    // Put under review as three flags would (their own test: test/community/moderation.test.ts), then hidden.
    const photoRows = await queryRows<{ photo_ids: string[] }>(
      server,
      "SELECT photo_ids FROM report WHERE id = $1",
      [context.reportId],
    );
    for (const [state, reason, placeholder] of [
      ["review", null, "Contenido en revisión"],
      ["hidden", "ofensivo", "Ocultado por moderación: ofensivo"],
    ] as const) {
      await queryRows(server, "UPDATE report SET moderation = $2, moderation_reason = $3 WHERE id = $1", [
        context.reportId,
        state,
        reason,
      ]);
      try {
        // Signed-out visitors share a list page for SHARED_PAGE_MS (docs/community.md#public-list):
        // the change reaches them once the page an earlier test was given expires. Its length is
        // asserted in test/community/public-reports.test.ts; here, wait for it to pass.
        const sharedPages = DOORS.filter(
          (door) => door.viewer === "anonymous" && SHARED_PAGE_DOORS.includes(door.name),
        );
        expect(sharedPages).toHaveLength(SHARED_PAGE_DOORS.length);
        await vi.waitFor(
          async () => {
            for (const door of sharedPages)
              expect((await door.open(context).read()).text).not.toContain("Poste caído");
          },
          { timeout: 20 * SHARED_PAGE_MS, interval: 100 },
        );
        const failures: string[] = [];
        // Subscriptions only carry what happens from now on; every other door reads the report now.
        for (const door of DOORS.filter((door) => !door.open(context).heard)) {
          const output = (await door.open(context).read()).text;
          for (const [what, secret] of [
            ["the description", "Poste caído"],
            ["the address", "Carrera 51B"],
            ["a public update", publicMarker],
            ...photoRows[0]!.photo_ids.map((id) => ["a photo", id] as [string, string]),
          ] as const) {
            if (output.includes(secret)) failures.push(`${door.name} (${door.viewer}, ${state}): ${what}`);
          }
        }
        expect(failures).toEqual([]);
        const community = await context
          .client("anonymous")
          .request(`/api/public/reports/${context.reportId}`);
        expect(((await community.json()) as { description: string }).description).toBe(placeholder);
        const own = await (await author.request(`/api/public/reports/${context.reportId}`)).text();
        expect(own).toContain(DESCRIPTION);
      } finally {
        await queryRows(
          server,
          "UPDATE report SET moderation = NULL, moderation_reason = NULL WHERE id = $1",
          [context.reportId],
        );
      }
    }
  });
});
