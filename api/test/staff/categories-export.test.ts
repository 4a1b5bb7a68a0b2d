import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, STAFF_MESSAGES } from "../../src/domain";
import { reactionsTo } from "../../src/events/domain-events";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { EXPORT_COLUMNS } from "../../src/modules/report/report-export.service";
import {
  admin,
  citizen,
  createViaRest,
  queryRows,
  resetRateLimits,
  validReport,
} from "../reports/report-support";
import { insertReports } from "../reports/report-search-support";

let server: TestServer;
let ana: HttpClient;
let carlos: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [ana, carlos] = await Promise.all([admin(server), citizen(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const CATEGORIES = "{ categories { id name description icon } }";
const ALL = "{ allCategories { id name icon active } }";
const UPDATE = `mutation ($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id name description icon active } }`;
const REORDER = `mutation ($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }`;

describe("Configuración: categories are data", () => {
  it("renames, redescribes and re-icons a category; the public list (GraphQL and REST) answers it at once", async () => {
    const result = await ana.graphql(UPDATE, {
      id: "vias",
      input: {
        name: "Vías y andenes",
        description: "Huecos, andenes rotos y señales.",
        icon: "triangle-alert",
      },
    });
    expect(result.errors).toBeUndefined();
    // What the pages show once loaded is in the browser test (web/e2e/staff.e2e.test.ts).
    const categories = (
      await carlos.graphql<{ categories: Array<{ id: string; name: string; icon: string }> }>(CATEGORIES)
    ).data!.categories;
    expect(categories.find((category) => category.id === "vias")).toMatchObject({
      name: "Vías y andenes",
      icon: "triangle-alert",
    });
    const rest = (await (await carlos.request("/api/categories")).json()) as Array<{
      id: string;
      name: string;
    }>;
    expect(rest.find((category) => category.id === "vias")?.name).toBe("Vías y andenes");
  });

  it("refuses an empty name and an icon the app does not have", async () => {
    const result = await ana.graphql(UPDATE, { id: "vias", input: { name: "  ", icon: "rocket" } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { name: STAFF_MESSAGES.categoryNameRequired, icon: STAFF_MESSAGES.categoryIconInvalid },
    });
  });

  it("deactivates a category: no longer offered nor accepted for new reports, its reports keep it", async () => {
    await resetRateLimits(server);
    expect((await createViaRest(carlos, validReport({ categoryId: "animales" }))).status).toBe(201);
    await ana.graphql(UPDATE, { id: "animales", input: { active: false } });
    const offered = (await carlos.graphql<{ categories: Array<{ id: string }> }>(CATEGORIES)).data!
      .categories;
    expect(offered.map((category) => category.id)).not.toContain("animales");
    const refused = await createViaRest(carlos, validReport({ categoryId: "animales" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { categoryId: MESSAGES.categoryRequired } });
    const kept = await carlos.request("/api/reports/category/animales");
    expect(((await kept.json()) as unknown[]).length).toBe(1);
    const all = (await ana.graphql<{ allCategories: Array<{ id: string; active: boolean }> }>(ALL)).data!
      .allCategories;
    expect(all.find((category) => category.id === "animales")?.active).toBe(false);
    await ana.graphql(UPDATE, { id: "animales", input: { active: true } });
  });

  it("reorders the categories; every one must be named once", async () => {
    const ids = (await ana.graphql<{ allCategories: Array<{ id: string }> }>(ALL)).data!.allCategories.map(
      (c) => c.id,
    );
    const reversed = [...ids].reverse();
    expect((await ana.graphql(REORDER, { ids: reversed })).errors).toBeUndefined();
    const offered = (await carlos.graphql<{ categories: Array<{ id: string }> }>(CATEGORIES)).data!
      .categories;
    expect(offered.map((category) => category.id)).toEqual(reversed);
    const missing = await ana.graphql(REORDER, { ids: reversed.slice(1) });
    expect(missing.errors?.[0]?.message).toBe(STAFF_MESSAGES.categoryOrderInvalid);
    await ana.graphql(REORDER, { ids });
  });

  it("records every category change in the audit log", async () => {
    const log = await ana.graphql<{
      auditLog: {
        entries: Array<{ action: string; subjectLabel: string; changes: Array<{ field: string }> }>;
      };
    }>("{ auditLog { entries { action subjectLabel changes { field before after } } } }");
    const actions = log.data!.auditLog.entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === "category.update")).toHaveLength(3);
    expect(actions.filter((action) => action === "category.order")).toHaveLength(2);
  });

  it("audits a change through the category.changed event, in its transaction: no change without its entry", async () => {
    expect(reactionsTo("category.changed")).toEqual(["audit.categoryChange"]);
    // The audit entry cannot be written (its table refuses category entries).
    await queryRows(
      server,
      `CREATE FUNCTION refuse_category_audit() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.subject_type = 'category' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER refuse_category_audit BEFORE INSERT ON audit_entry
         FOR EACH ROW EXECUTE FUNCTION refuse_category_audit();`,
    );
    const categories = () =>
      queryRows<{ id: string; name: string }>(server, "SELECT id, name FROM category ORDER BY position");
    const before = await categories();
    try {
      const renamed = await ana.graphql(UPDATE, { id: "aseo", input: { name: "Aseo sin registro" } });
      expect(renamed.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      const reversed = before.map((category) => category.id).reverse();
      const reordered = await ana.graphql(REORDER, { ids: reversed });
      expect(reordered.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      expect(await categories()).toEqual(before);
    } finally {
      await queryRows(
        server,
        "DROP TRIGGER refuse_category_audit ON audit_entry; DROP FUNCTION refuse_category_audit()",
      );
    }
  });

  it("is for super_admins only", async () => {
    for (const query of [ALL, `mutation { updateCategory(id: "vias", input: { name: "x" }) { id } }`]) {
      expect((await carlos.graphql(query)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });
});

describe("Generar reporte: the CSV export", () => {
  beforeAll(async () => {
    await insertReports(server, [
      {
        name: "anónimo con contacto",
        categoryId: "aseo",
        neighborhood: "riomar",
        address: '=HYPERLINK("http://x")',
        description: 'Árbol caído; bloquea el andén "norte"',
        severity: 4,
        createdAt: new Date("2026-03-05T15:30:00Z"),
        allowContact: true,
        votes: 3,
      },
      {
        name: "firmado",
        categoryId: "aseo",
        neighborhood: "riomar",
        status: "resuelto",
        description: "Poste sin luz",
        createdAt: new Date("2026-03-04T12:00:00Z"),
        anonymous: false,
      },
    ]);
  });

  const download = async (client: HttpClient, query: string) =>
    client.request(`/api/admin/reports.csv${query}`);

  it("answers UTF-8 with a byte-order mark and ';' as Excel in Spanish expects, with the filters of the tables", async () => {
    const response = await download(ana, "?neighborhood=riomar&sort=oldest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="reportes-riomar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // What Excel does with such a file: UTF-8 because of the mark, ';' between cells, quotes honoured.
    const rows: string[][] = parse(new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes), {
      delimiter: ";",
      bom: true,
    });
    expect(rows[0]).toEqual([
      "Radicado",
      "ID",
      "Fecha",
      "Categoría",
      "Barrio",
      "Dirección",
      "Descripción",
      "Gravedad",
      "Estado",
      "Apoyos",
      "Comentarios",
      "Autor",
      "Correo de contacto",
      "Latitud",
      "Longitud",
      "Resuelto el",
      "Vence el",
      "Plazo",
    ]);
    expect(rows).toHaveLength(3);
    // The radicado first (docs/legal-clock.md#radicado), then the columns as before.
    const [signed, anonymous] = [rows[1]!, rows[2]!].map((row) => {
      expect(row[0]).toMatch(/^RIO-\d{4}-\d{6}$/);
      return row.slice(1);
    }) as [string[], string[]];
    expect(signed.slice(1, 4)).toEqual(["2026-03-04 07:00", "Aseo", "Riomar"]);
    expect(signed.slice(7, 12)).toEqual(["Resuelto", "0", "0", "Carlos Pérez", ""]);
    expect(anonymous[4]).toBe('\'=HYPERLINK("http://x")');
    expect(anonymous[5]).toBe('Árbol caído; bloquea el andén "norte"');
    expect(anonymous[6]).toBe("4 Grave");
    // Anonymous: no name; the author allowed contact, so staff get the e-mail.
    expect(anonymous.slice(10, 12)).toEqual(["Anónimo", "carlos@example.com"]);
    // The term (docs/legal-clock.md#the-due-date): filed Thursday 5 March 2026, 15 días hábiles with San
    // José (Monday 23 March) off; still open, so long overdue. A resolved report has no term running.
    expect(anonymous.slice(-2)).toEqual([
      "2026-03-27 23:59",
      expect.stringMatching(/^Vencido hace \d+ días hábiles$/),
    ]);
    expect(signed.at(-1)).toBe("");
  });

  it("writes a category name a spreadsheet would run as a formula as text", async () => {
    const formula = "@SUM(1+1)*cmd|' /C calc'!A0";
    const renamed = await ana.graphql(UPDATE, { id: "aseo", input: { name: formula } });
    expect(renamed.errors).toBeUndefined();
    try {
      const response = await download(ana, "?neighborhood=riomar&sort=oldest");
      const rows: string[][] = parse(await response.text(), { delimiter: ";", bom: true });
      expect(rows.slice(1).map((row) => row[EXPORT_COLUMNS.indexOf("Categoría")])).toEqual([
        `'${formula}`,
        `'${formula}`,
      ]);
    } finally {
      await ana.graphql(UPDATE, { id: "aseo", input: { name: "Aseo" } });
    }
  });

  it("is for super_admins only", async () => {
    expect((await download(carlos, "")).status).toBe(403);
  });

  it("refuses a bad filter before sending anything", async () => {
    const response = await download(ana, "?neighborhood=no-existe");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: MESSAGES.neighborhoodNotFound });
  });
});

describe("the admin panel's tiles", () => {
  it("counts by status, this week and the average days to resolve", async () => {
    const result = await ana.graphql<{ reportSummary: Record<string, number | null> }>(
      "{ reportSummary { total recibido enGestion resuelto thisWeek averageDaysToResolve } }",
    );
    expect(result.data!.reportSummary).toMatchObject({
      total: 3,
      recibido: 2,
      enGestion: 0,
      resuelto: 1,
      thisWeek: 1,
    });
    expect((await carlos.graphql("{ reportSummary { total } }")).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
  });
});
