import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES, NAME_MAX_LENGTH } from "../../src/domain";
import { HttpClient } from "../http-client";
import { fileReport, queryRows, resetRateLimits, signUpCitizen } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const CHANGE_NAME = `mutation ($firstName: String!, $lastName: String) {
  changeMyName(firstName: $firstName, lastName: $lastName) { firstName lastName }
}`;

/** A new account of its own (sign-up is limited per address: the limit is reset for each). */
async function newResident(firstName: string) {
  await resetRateLimits(server);
  return signUpCitizen(server, firstName);
}

const rename = (client: HttpClient, body: unknown) =>
  client.request("/api/user", { method: "PATCH", json: body });

async function namesOf(client: HttpClient) {
  const me = (await (await client.request("/api/auth/user")).json()) as {
    firstName: string;
    lastName: string | null;
  };
  return [me.firstName, me.lastName];
}

describe("a person changes their own name (docs/decisions.md#your-name)", () => {
  it("through REST: typed text's rules, and it is the name others read on what they signed", async () => {
    const resident = await newResident("Maria");
    const signed = await fileReport(resident, { anonymous: false });
    const response = await rename(resident, { firstName: "  María José ", lastName: "Pérez\u200B" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: "María José", lastName: "Pérez" });
    expect(await namesOf(resident)).toEqual(["María José", "Pérez"]);
    const visitor = new HttpClient(server.url);
    const card = (await (await visitor.request(`/api/public/reports/${signed.id}`)).json()) as {
      author: { firstName: string; lastName: string };
    };
    expect(card.author).toMatchObject({ firstName: "María José", lastName: "Pérez" });
  });

  it("through GraphQL, where a null last name leaves none", async () => {
    const resident = await newResident("Rosa");
    const changed = await resident.graphql<{ changeMyName: unknown }>(CHANGE_NAME, {
      firstName: "Rosa Elena",
      lastName: null,
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changeMyName).toEqual({ firstName: "Rosa Elena", lastName: null });
    expect(await namesOf(resident)).toEqual(["Rosa Elena", null]);
  });

  const REFUSED: Array<[string, Record<string, unknown>, string, string]> = [
    [
      "a blank first name",
      { firstName: "   ", lastName: "Díaz" },
      "firstName",
      ACCOUNT_MESSAGES.firstNameRequired,
    ],
    ["no first name", { lastName: "Díaz" }, "firstName", ACCOUNT_MESSAGES.firstNameRequired],
    [
      "a first name too long",
      { firstName: "a".repeat(NAME_MAX_LENGTH + 1) },
      "firstName",
      ACCOUNT_MESSAGES.firstNameTooLong,
    ],
    [
      "a last name too long",
      { firstName: "Ana", lastName: "b".repeat(NAME_MAX_LENGTH + 1) },
      "lastName",
      ACCOUNT_MESSAGES.lastNameTooLong,
    ],
    [
      "a name that reorders what readers see",
      { firstName: "Ana\u202Enimda" },
      "firstName",
      MESSAGES.textHasControlCharacters,
    ],
  ];

  it.each(REFUSED)("refuses %s on both doors, and nothing changes", async (_case, body, field, message) => {
    const resident = await newResident("Luz");
    const response = await rename(resident, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, fields: { [field]: message } });
    const result = await resident.graphql(CHANGE_NAME, {
      lastName: null,
      ...body,
      firstName: body.firstName ?? "",
    });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toBe(
      body.firstName === undefined ? ACCOUNT_MESSAGES.firstNameRequired : message,
    );
    expect(await namesOf(resident)).toEqual(["Luz", "Vecina"]);
  });

  it("is on the activity log when staff change theirs, not when a resident does", async () => {
    const log = async () => {
      const admin = await new HttpClient(server.url).testLogin("test-admin");
      const answer = await admin.graphql<{
        auditLog: { entries: Array<{ action: string; subjectId: string; changes: unknown[] }> };
      }>(`{ auditLog { entries { action subjectId changes { field before after } } } }`);
      return answer.data!.auditLog.entries.filter((entry) => entry.action === "user.name");
    };
    const resident = await newResident("Vera");
    expect((await rename(resident, { firstName: "Verónica" })).status).toBe(200);
    expect(await log()).toEqual([]);

    const staff = await new HttpClient(server.url).testLogin("test-admin");
    expect((await rename(staff, { firstName: "Ana María", lastName: "Gómez" })).status).toBe(200);
    const [entry] = await log();
    expect(entry).toEqual({
      action: "user.name",
      subjectId: "test-admin",
      changes: [{ field: "name", before: "Ana Gómez", after: "Ana María Gómez" }],
    });
    // Saving the same name again is no change to record.
    expect((await rename(staff, { firstName: "Ana María", lastName: "Gómez" })).status).toBe(200);
    expect(await log()).toHaveLength(1);
  });

  it("is the signed-in person's alone: 401 / UNAUTHENTICATED signed out", async () => {
    const visitor = new HttpClient(server.url);
    expect((await rename(visitor, { firstName: "Nadie" })).status).toBe(401);
    const result = await visitor.graphql(CHANGE_NAME, { firstName: "Nadie" });
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await queryRows(server, "SELECT id FROM app_user WHERE first_name = 'Nadie'")).toEqual([]);
  });
});
