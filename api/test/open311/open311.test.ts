import xmlParser from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../http-client";
import { admin, citizen, fileReport, processedPhoto } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

/**
 * Open311 GeoReport v2 reading (docs/open311.md): every endpoint in JSON and XML, held against the
 * shapes of the standard's own examples (field names and order, root and item elements), and its
 * errors in the standard's format.
 */

/** The fields of a service in the standard's GET services example, in its order. */
const SERVICE_FIELDS = [
  "service_code",
  "service_name",
  "description",
  "metadata",
  "type",
  "keywords",
  "group",
];
/** The fields of a request in the standard's GET service requests example, in its order. */
const REQUEST_FIELDS = [
  "service_request_id",
  "status",
  "status_notes",
  "service_name",
  "service_code",
  "description",
  "agency_responsible",
  "service_notice",
  "requested_datetime",
  "updated_datetime",
  "expected_datetime",
  "address",
  "address_id",
  "zipcode",
  "lat",
  "long",
  "media_url",
];
const ATTRIBUTE_FIELDS = [
  "variable",
  "code",
  "datatype",
  "required",
  "datatype_description",
  "order",
  "description",
  "values",
];
const W3C_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/;
const EXACT = { lat: 11.017893, lng: -74.823417 };
const PUBLIC_POINT = { lat: 11.0175, lng: -74.8235 };

let server: TestServer;
let anonymous: HttpClient;
let reportId: string;
let radicado: string;
const PUBLIC_UPDATE = "Una cuadrilla irá esta semana.";

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new HttpClient(server.url);
  const resident = await citizen(server);
  const photo = await processedPhoto(resident);
  const report = await fileReport(resident, {
    location: EXACT,
    description: "Hueco <grande> & profundo frente al parque.",
    evidenceUrls: [photo],
  });
  reportId = report.id;
  radicado = report.radicado;
  const staff = await admin(server);
  const status = await staff.request(`/api/reports/${reportId}/status`, {
    method: "PATCH",
    json: { status: "en_gestion", note: "Le llamamos mañana.", internalNote: "Contratista avisado." },
  });
  expect(status.status).toBe(200);
  const update = await staff.request(`/api/reports/${reportId}/updates`, {
    method: "POST",
    json: { kind: "public_update", body: PUBLIC_UPDATE },
  });
  expect(update.status).toBe(201);
});

afterAll(async () => {
  await server?.stop();
});

async function getJson<T>(path: string, status = 200): Promise<T> {
  const response = await anonymous.request(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as T;
}

/** The XML answer, checked well-formed, parsed; `root` must be its one root element. */
async function getXml(path: string, root: string, status = 200): Promise<Record<string, unknown>> {
  const response = await anonymous.request(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
  const text = await response.text();
  expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  expect(xmlParser.validate(text)).toBe(true);
  const parsed = xmlParser.parse(text, {
    parseNodeValue: false,
    arrayMode: false,
    tagValueProcessor: (value: string) => decodeEntities(value),
  }) as Record<string, unknown>;
  expect(Object.keys(parsed)).toEqual([root]);
  return parsed[root] as Record<string, unknown>;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/** The element names of an XML item in document order (fast-xml-parser keeps insertion order). */
const xmlFields = (item: unknown) => Object.keys(item as Record<string, unknown>);
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe("discovery", () => {
  it("names the v2 endpoint and its formats, in JSON and XML", async () => {
    const json = await getJson<{ endpoints: Array<Record<string, unknown>> }>("/open311/discovery.json");
    expect(Object.keys(json)).toEqual(["changeset", "contact", "key_service", "endpoints"]);
    expect(json.endpoints).toEqual([
      expect.objectContaining({
        specification: "http://wiki.open311.org/GeoReport_v2",
        url: `${server.url}/open311/v2/`,
        type: "production",
        formats: ["text/xml", "application/json"],
      }),
    ]);
    const xml = await getXml("/open311/discovery.xml", "discovery");
    const endpoint = (xml.endpoints as { endpoint: Record<string, unknown> }).endpoint;
    expect(endpoint.url).toBe(`${server.url}/open311/v2/`);
    expect((endpoint.formats as { format: string[] }).format).toEqual(["text/xml", "application/json"]);
  });
});

describe("services", () => {
  it("lists the active categories as services with the standard's fields", async () => {
    const services = await getJson<Array<Record<string, unknown>>>("/open311/v2/services.json");
    expect(services.length).toBeGreaterThan(5);
    for (const service of services) expect(Object.keys(service)).toEqual(SERVICE_FIELDS);
    expect(services.find((service) => service.service_code === "vias")).toEqual({
      service_code: "vias",
      service_name: "Vías",
      description: services.find((service) => service.service_code === "vias")!.description,
      metadata: true,
      type: "realtime",
      keywords: "",
      group: "Alcaldía Local de Riomar",
    });
    const xml = await getXml("/open311/v2/services.xml", "services");
    const items = asList(xml.service as Array<Record<string, unknown>>);
    expect(items.map((item) => item.service_code)).toEqual(services.map((service) => service.service_code));
    for (const item of items) expect(xmlFields(item)).toEqual(SERVICE_FIELDS);
    expect(items[0]!.metadata).toBe("true");
  });

  it("defines a service's attributes: barrio and gravedad as single-value lists", async () => {
    const definition = await getJson<{ service_code: string; attributes: Array<Record<string, unknown>> }>(
      "/open311/v2/services/vias.json",
    );
    expect(Object.keys(definition)).toEqual(["service_code", "attributes"]);
    expect(definition.service_code).toBe("vias");
    expect(definition.attributes.map((attribute) => attribute.code)).toEqual(["barrio", "gravedad"]);
    for (const attribute of definition.attributes) {
      expect(Object.keys(attribute)).toEqual(ATTRIBUTE_FIELDS);
      expect(attribute).toMatchObject({ variable: true, datatype: "singlevaluelist", required: true });
    }
    const [barrio, gravedad] = definition.attributes as Array<{
      values: Array<{ key: string; name: string }>;
    }>;
    expect(barrio!.values).toHaveLength(21);
    expect(barrio!.values).toContainEqual({ key: "altamira", name: "Altamira" });
    expect(gravedad!.values.map((value) => value.key)).toEqual(["1", "2", "3", "4", "5"]);

    const xml = await getXml("/open311/v2/services/vias.xml", "service_definition");
    expect(xml.service_code).toBe("vias");
    const attributes = asList((xml.attributes as { attribute: Array<Record<string, unknown>> }).attribute);
    expect(attributes.map((attribute) => attribute.code)).toEqual(["barrio", "gravedad"]);
    for (const attribute of attributes) expect(xmlFields(attribute)).toEqual(ATTRIBUTE_FIELDS);
    const values = asList((attributes[0]!.values as { value: Array<{ key: string; name: string }> }).value);
    expect(values).toContainEqual({ key: "altamira", name: "Altamira" });
  });

  it("answers an unknown service with 404 in the standard's error format, JSON and XML", async () => {
    expect(await getJson("/open311/v2/services/no-existe.json", 404)).toEqual([
      { code: 404, description: "El servicio «no-existe» no existe." },
    ]);
    const xml = await getXml("/open311/v2/services/no-existe.xml", "errors", 404);
    expect(xml.error).toEqual({ code: "404", description: "El servicio «no-existe» no existe." });
    expect(await getJson("/open311/v2/services.txt", 404)).toEqual([
      { code: 404, description: "Formato no admitido: usa .json o .xml." },
    ]);
  });
});

describe("requests", () => {
  it("gives a report in the public view: public point, public updates, processed photo, radicado", async () => {
    const requests = await getJson<Array<Record<string, unknown>>>("/open311/v2/requests.json");
    const request = requests.find((candidate) => candidate.service_request_id === reportId);
    expect(request).toBeDefined();
    expect(Object.keys(request!)).toEqual(REQUEST_FIELDS);
    expect(request).toMatchObject({
      status: "open",
      status_notes: PUBLIC_UPDATE,
      service_code: "vias",
      description: "Hueco <grande> & profundo frente al parque.",
      service_notice: `Radicado ${radicado}`,
      address: "Carrera 51B # 82-100",
      address_id: null,
      zipcode: null,
      lat: PUBLIC_POINT.lat,
      long: PUBLIC_POINT.lng,
    });
    expect(request!.agency_responsible).toEqual(expect.any(String));
    expect(request!.media_url).toMatch(new RegExp(`^${server.url}/api/photos/[0-9a-f-]+`));
    for (const field of ["requested_datetime", "updated_datetime", "expected_datetime"])
      expect(request![field]).toMatch(W3C_DATE_TIME);
    const text = JSON.stringify(requests);
    expect(text).not.toMatch(/11\.0178|74\.8234|Le llamamos|Contratista/);

    const one = await getJson<Array<Record<string, unknown>>>(`/open311/v2/requests/${reportId}.json`);
    expect(one).toEqual([request]);
  });

  it("gives the same request in XML, escaped, with the standard's elements in its order", async () => {
    const response = await anonymous.request(`/open311/v2/requests/${reportId}.xml`);
    const raw = await response.text();
    expect(raw).toContain("<description>Hueco &lt;grande&gt; &amp; profundo frente al parque.</description>");
    const xml = await getXml(`/open311/v2/requests/${reportId}.xml`, "service_requests");
    const request = xml.request as Record<string, unknown>;
    expect(xmlFields(request)).toEqual(REQUEST_FIELDS);
    const [json] = await getJson<Array<Record<string, string | number | null>>>(
      `/open311/v2/requests/${reportId}.json`,
    );
    for (const field of REQUEST_FIELDS) {
      const value = json![field];
      expect(request[field], field).toBe(value === null ? "" : String(value));
    }
    const list = await getXml("/open311/v2/requests.xml", "service_requests");
    expect(
      asList(list.request as Array<{ service_request_id: string }>).map((r) => r.service_request_id),
    ).toContain(reportId);
  });

  it("filters by status (open = recibido, en gestión, reabierto), service code, dates and ids", async () => {
    const ids = async (query: string) =>
      (await getJson<Array<{ service_request_id: string }>>(`/open311/v2/requests.json?${query}`)).map(
        (request) => request.service_request_id,
      );
    expect(await ids("status=open")).toContain(reportId);
    expect(await ids("status=closed")).not.toContain(reportId);
    expect(await ids("status=open,closed")).toContain(reportId);
    expect(await ids("service_code=vias")).toContain(reportId);
    expect(await ids("service_code=ruido")).not.toContain(reportId);
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 19);
    expect(await ids(`start_date=${encodeURIComponent(`${later}-05:00`)}`)).toEqual([]);
    const today = new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(await ids(`start_date=${today}&end_date=${encodeURIComponent(`${later}-05:00`)}`)).toContain(
      reportId,
    );
    // A list of ids overrides every other parameter, as the standard says.
    expect(await ids(`service_request_id=${reportId}&status=closed&service_code=ruido`)).toEqual([reportId]);

    const staff = await admin(server);
    const resolved = await staff.request(`/api/reports/${reportId}/status`, {
      method: "PATCH",
      json: { status: "resuelto", publicUpdate: "Se tapó el hueco." },
    });
    expect(resolved.status).toBe(200);
    expect(await ids("status=closed")).toContain(reportId);
    const [request] = await getJson<Array<{ status: string; status_notes: string }>>(
      `/open311/v2/requests/${reportId}.json`,
    );
    expect(request).toMatchObject({ status: "closed", status_notes: "Se tapó el hueco." });
    const reopened = await staff.request(`/api/reports/${reportId}/status`, {
      method: "PATCH",
      json: { status: "reabierto" },
    });
    expect(reopened.status).toBe(200);
    expect(await ids("status=open")).toContain(reportId);
  });

  it("refuses bad parameters with 400 in the standard's format", async () => {
    const cases: Array<[string, string]> = [
      ["status=pending", "status debe ser open, closed o ambos separados por coma."],
      ["service_code=no-existe", "El servicio «no-existe» no existe."],
      [
        "start_date=ayer",
        "start_date debe ser una fecha W3C, p. ej. 2026-01-31 o 2026-01-31T08:00:00-05:00.",
      ],
      [
        "start_date=2026-01-01&end_date=2026-06-01",
        "El intervalo entre start_date y end_date no puede pasar de 90 días.",
      ],
      ["start_date=2026-02-01&end_date=2026-01-01", "start_date debe ser anterior a end_date."],
      ["service_request_id=123", "«123» no es un identificador de solicitud válido."],
    ];
    for (const [query, description] of cases) {
      expect(await getJson(`/open311/v2/requests.json?${query}`, 400), query).toEqual([
        { code: 400, description },
      ]);
      const xml = await getXml(`/open311/v2/requests.xml?${query}`, "errors", 400);
      expect(xml.error).toEqual({ code: "400", description });
    }
  });

  it("answers an unknown request with 404, JSON and XML", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await getJson(`/open311/v2/requests/${unknown}.json`, 404)).toEqual([
      { code: 404, description: `La solicitud «${unknown}» no existe.` },
    ]);
    const xml = await getXml(`/open311/v2/requests/${unknown}.xml`, "errors", 404);
    expect(xml.error).toMatchObject({ code: "404" });
  });
});
