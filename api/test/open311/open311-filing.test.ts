import xmlParser from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitedMessage } from "../../src/domain";
import { HttpClient } from "../http-client";
import { admin, queryRows } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

/**
 * Filing through Open311 with a partner's key (docs/open311.md#filing): the residents' filing, the
 * standard's answer and errors, nothing written when refused, the channel and the audit entry.
 */

const PARTNER = "Empresa de Acueducto";
const AUDIT = `{ auditLog { entries { action actorName subjectType subjectId subjectLabel } } }`;

let server: TestServer;
let staff: HttpClient;
let partner: HttpClient;
let token: string;

beforeAll(async () => {
  // The per-address limit's test speaks from addresses of its own, through the loopback proxy.
  server = await startTestServer({ TRUST_PROXY: "loopback" });
  staff = await admin(server);
  partner = new HttpClient(server.url);
  const issued = await staff.request("/api/admin/api-keys", { method: "POST", json: { name: PARTNER } });
  expect(issued.status).toBe(201);
  token = ((await issued.json()) as { token: string }).token;
});

afterAll(async () => {
  await server?.stop();
});

/** A form body, as the standard's clients send it. */
function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}

const VALID = () => ({
  api_key: token,
  service_code: "vias",
  lat: "11.017893",
  long: "-74.823417",
  "attribute[barrio]": "altamira",
  "attribute[gravedad]": "4",
  description: "Fuga de agua potable en la Carrera 51B.",
  email: "cliente@example.com",
  first_name: "Rosa",
  last_name: "Pérez",
});

const reportCount = async () =>
  Number((await queryRows<{ count: string }>(server, "SELECT count(*) FROM report"))[0]!.count);

describe("filing through Open311", () => {
  it("files a report through the residents' filing and answers its id, in JSON", async () => {
    const response = await partner.request("/open311/v2/requests.json", form(VALID()));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as Array<Record<string, unknown>>;
    expect(answer).toEqual([
      {
        service_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        service_notice: expect.stringMatching(/^Radicado RIO-\d{4}-\d{6}$/) as unknown,
        account_id: null,
      },
    ]);
    const id = answer[0]!.service_request_id as string;
    const [row] = await queryRows<Record<string, unknown>>(
      server,
      `SELECT author_id, anonymous, allow_contact, channel, partner_contact, radicado, dependencia_id, severity,
              neighborhood, status, latitude
         FROM report WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      author_id: null,
      anonymous: true,
      allow_contact: false,
      channel: `Open311: ${PARTNER}`,
      partner_contact: { email: "cliente@example.com", firstName: "Rosa", lastName: "Pérez" },
      radicado: (answer[0]!.service_notice as string).replace("Radicado ", ""),
      severity: 4,
      neighborhood: "altamira",
      status: "recibido",
      latitude: 11.017893,
    });
    expect(row!.dependencia_id).toEqual(expect.any(String));
    // Its first history entry, like every report.
    const history = await queryRows(
      server,
      "SELECT to_status FROM report_status_change WHERE report_id = $1",
      [id],
    );
    expect(history).toEqual([{ to_status: "recibido" }]);

    // Read back: the public view, in both formats; no contact, no exact point.
    const read = await partner.request(`/open311/v2/requests/${id}.json`);
    const text = await read.text();
    expect(JSON.parse(text)).toEqual([
      expect.objectContaining({ service_request_id: id, status: "open", lat: 11.0175, long: -74.8235 }),
    ]);
    expect(text).not.toMatch(/cliente@example\.com|Rosa|Pérez|11\.0178|74\.8234/);
    const xml = await (await partner.request(`/open311/v2/requests/${id}.xml`)).text();
    expect(xml).toContain(`<service_request_id>${id}</service_request_id><status>open</status>`);

    // Staff act; the partner sees the status change.
    const resolved = await staff.request(`/api/reports/${id}/status`, {
      method: "PATCH",
      json: { status: "resuelto", publicUpdate: "Se reparó la tubería." },
    });
    expect(resolved.status).toBe(200);
    const after = (await (await partner.request(`/open311/v2/requests/${id}.json`)).json()) as Array<{
      status: string;
      status_notes: string;
    }>;
    expect(after[0]).toMatchObject({ status: "closed", status_notes: "Se reparó la tubería." });

    // Audited under the key's name.
    const log = await staff.graphql<{
      auditLog: { entries: Array<{ action: string; actorName: string; subjectId: string }> };
    }>(AUDIT);
    expect(log.data!.auditLog.entries).toContainEqual(
      expect.objectContaining({ action: "report.open311", actorName: `Open311: ${PARTNER}`, subjectId: id }),
    );
    // The key's last use is noted.
    const [key] = await queryRows<{ last_used_at: Date | null }>(
      server,
      "SELECT last_used_at FROM api_key WHERE name = $1",
      [PARTNER],
    );
    expect(key!.last_used_at).not.toBeNull();
  });

  it("shows staff the channel of a partner's report", async () => {
    const response = await partner.request("/open311/v2/requests.json", form(VALID()));
    const [filed] = (await response.json()) as Array<{ service_request_id: string }>;
    const id = filed!.service_request_id;
    const staffView = (await (await staff.request(`/api/reports/${id}`)).json()) as {
      channel: string | null;
    };
    expect(staffView.channel).toBe(`Open311: ${PARTNER}`);
    const graphql = await staff.graphql<{ report: { channel: string | null } }>(
      "query ($id: ID!) { report(id: $id) { channel } }",
      { id },
    );
    expect(graphql.data?.report.channel).toBe(`Open311: ${PARTNER}`);
    const publicView = await (await new HttpClient(server.url).request(`/api/public/reports/${id}`)).text();
    expect(publicView).not.toContain("Open311");
  });

  it("answers in XML, with an address instead of a point, and a JSON body too", async () => {
    const fields: Record<string, string> = { ...VALID(), address_string: "Calle 82 # 51B-20" };
    delete fields.lat;
    delete fields.long;
    const response = await partner.request("/open311/v2/requests.xml", form(fields));
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
    const text = await response.text();
    expect(xmlParser.validate(text)).toBe(true);
    const parsed = xmlParser.parse(text) as {
      service_requests: {
        request: { service_request_id: string; service_notice: string; account_id: string };
      };
    };
    expect(Object.keys(parsed.service_requests.request)).toEqual([
      "service_request_id",
      "service_notice",
      "account_id",
    ]);
    const id = parsed.service_requests.request.service_request_id;
    const [row] = await queryRows(server, "SELECT address, latitude FROM report WHERE id = $1", [id]);
    expect(row).toEqual({ address: "Calle 82 # 51B-20", latitude: null });

    const json = await partner.request("/open311/v2/requests.json", {
      method: "POST",
      json: {
        api_key: token,
        service_code: "iluminacion",
        lat: 11.0059,
        long: -74.8232,
        attribute: { barrio: "altamira", gravedad: 2 },
      },
    });
    expect(json.status).toBe(201);
  });

  it("refuses bad requests in the standard's format with the right status, writing nothing", async () => {
    const revoked = await staff.request("/api/admin/api-keys", { method: "POST", json: { name: "Vieja" } });
    const old = (await revoked.json()) as { token: string; apiKey: { id: string } };
    await staff.request(`/api/admin/api-keys/${old.apiKey.id}/revoke`, { method: "POST", json: {} });
    const without = (name: string) => {
      const fields: Record<string, string> = VALID();
      delete fields[name];
      return fields;
    };
    const cases: Array<[string, Record<string, string>, number, string]> = [
      ["no key", without("api_key"), 403, "Falta api_key: pide una clave a la Alcaldía Local de Riomar."],
      ["a wrong key", { ...VALID(), api_key: "rr_nada" }, 403, "La clave de API no es válida."],
      ["a revoked key", { ...VALID(), api_key: old.token }, 403, "La clave de API fue revocada."],
      ["an unknown service", { ...VALID(), service_code: "nada" }, 400, "El servicio «nada» no existe."],
      [
        "no location",
        (() => {
          const fields = without("lat");
          delete fields.long;
          return fields;
        })(),
        400,
        "Falta la ubicación: envía lat y long, o address_string.",
      ],
      [
        "a point outside Riomar",
        { ...VALID(), lat: "10.9639", long: "-74.7964" },
        400,
        "El punto está fuera de la localidad Riomar.",
      ],
      ["a bad point", { ...VALID(), lat: "norte" }, 400, "lat y long deben ser números (grados decimales)."],
      [
        "an unknown attribute",
        { ...VALID(), "attribute[color]": "rojo" },
        400,
        "El servicio no tiene el atributo «color».",
      ],
      ["no barrio", without("attribute[barrio]"), 400, "Falta attribute[barrio]."],
      [
        "an unknown barrio",
        { ...VALID(), "attribute[barrio]": "soledad" },
        400,
        "«soledad» no es un valor de attribute[barrio].",
      ],
      [
        "a severity off the list",
        { ...VALID(), "attribute[gravedad]": "9" },
        400,
        "«9» no es un valor de attribute[gravedad].",
      ],
      ["a bad e-mail", { ...VALID(), email: "no es correo" }, 400, "email no es válido."],
      [
        "a description too long",
        { ...VALID(), description: "x".repeat(300) },
        400,
        "La descripción no puede superar los 250 caracteres.",
      ],
      [
        "a body over 100 kB",
        { ...VALID(), description: "x".repeat(110_000) },
        413,
        "La solicitud es demasiado grande.",
      ],
    ];
    const before = await reportCount();
    for (const [name, fields, status, description] of cases) {
      const response = await partner.request("/open311/v2/requests.json", form(fields));
      expect(response.status, name).toBe(status);
      expect(await response.json(), name).toEqual([{ code: status, description }]);
      const xml = await partner.request("/open311/v2/requests.xml", form(fields));
      expect(xml.status, name).toBe(status);
      expect(await xml.text(), name).toMatch(
        new RegExp(`^<\\?xml[^>]*>\\n<errors><error><code>${status}</code><description>`),
      );
    }
    expect(await reportCount()).toBe(before);
  });

  it("notes a key's last use only when it files: a refused attempt leaves it as it was", async () => {
    const issued = await staff.request("/api/admin/api-keys", {
      method: "POST",
      json: { name: "Electricaribe" },
    });
    const fresh = (await issued.json()) as { token: string };
    const lastUsed = async () =>
      (
        await queryRows<{ last_used_at: Date | null }>(
          server,
          "SELECT last_used_at FROM api_key WHERE name = $1",
          ["Electricaribe"],
        )
      )[0]!.last_used_at;
    const refused = await partner.request(
      "/open311/v2/requests.json",
      form({ ...VALID(), api_key: fresh.token, service_code: "nada" }),
    );
    expect(refused.status).toBe(400);
    expect(await lastUsed()).toBeNull();
    const filed = await partner.request(
      "/open311/v2/requests.json",
      form({ ...VALID(), api_key: fresh.token }),
    );
    expect(filed.status).toBe(201);
    expect(await lastUsed()).not.toBeNull();
  });

  it("limits filings per address before reading the key: 429 in the standard's format, other addresses unaffected", async () => {
    const from = (address: string, fields: Record<string, string>) => {
      const init = form(fields);
      return partner.request("/open311/v2/requests.json", {
        ...init,
        headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": address },
      });
    };
    const guess = { ...VALID(), api_key: "rr_adivinanza" };
    for (let attempt = 0; attempt < 60; attempt++) {
      expect((await from("198.51.100.77", guess)).status).toBe(403);
    }
    const refused = await from("198.51.100.77", VALID());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual([
      { code: 429, description: rateLimitedMessage(Number(refused.headers.get("retry-after"))) },
    ]);
    expect((await from("198.51.100.78", guess)).status).toBe(403);
  });
});
