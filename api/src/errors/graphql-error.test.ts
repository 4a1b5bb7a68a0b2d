import { GraphQLError } from "graphql";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { badUserInput, notFound, rateLimited } from "./app-error";
import { formatGraphQLError } from "./graphql-error";

const logger = pino({ level: "silent" });
const located = (original: Error) =>
  new GraphQLError(original.message, { originalError: original, path: ["x"] });

describe("formatGraphQLError", () => {
  it("hides what an unexpected error says (SQL, ids, values) behind a Spanish message", () => {
    const sqlError = new Error(`insert into "report" ("author_id") values ('test-citizen') - invalid byte`);
    const formatted = formatGraphQLError(
      { message: sqlError.message, path: ["createReport"], extensions: { code: "INTERNAL_SERVER_ERROR" } },
      located(sqlError),
      logger,
    );
    expect(formatted).toEqual({
      message: "Error interno del servidor",
      path: ["createReport"],
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  });

  it("lets errors raised on purpose through unchanged", () => {
    const appError = notFound("Reporte no encontrado");
    const formatted = {
      message: appError.message,
      path: ["report"],
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    };
    expect(formatGraphQLError(formatted, located(appError), logger)).toEqual({
      message: "Reporte no encontrado",
      path: ["report"],
      extensions: { code: "NOT_FOUND" },
    });
    const validation = { message: "Cannot query field", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } };
    expect(formatGraphQLError(validation, new GraphQLError("Cannot query field"), logger)).toBe(validation);
  });
});

describe("AppError details", () => {
  it("carry per-field messages and the wait of a rate limit", () => {
    const invalid = badUserInput({ severity: "Selecciona un nivel de gravedad." });
    expect(formatGraphQLError({ message: invalid.message }, located(invalid), logger).extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { severity: "Selecciona un nivel de gravedad." },
    });
    expect(formatGraphQLError({ message: "x" }, located(rateLimited(42)), logger).extensions).toEqual({
      code: "RATE_LIMITED",
      retryAfterSeconds: 42,
    });
  });
});

describe("variables refused by the schema's types", () => {
  it("answer in Spanish, naming the field", () => {
    const english = {
      message:
        'Variable "$input" got invalid value 2.5 at "input.severity"; Int cannot represent non-integer value: 2.5',
      extensions: { code: "BAD_USER_INPUT" },
    };
    expect(formatGraphQLError(english, new GraphQLError(english.message), logger)).toEqual({
      message: "Selecciona un nivel de gravedad.",
      extensions: { code: "BAD_USER_INPUT", fields: { severity: "Selecciona un nivel de gravedad." } },
    });
    const missing = {
      message: 'Variable "$id" of required type "ID!" was not provided.',
      extensions: { code: "BAD_USER_INPUT" },
    };
    expect(formatGraphQLError(missing, new GraphQLError(missing.message), logger).extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { id: "Dato inválido." },
    });
  });

  it("say which required field is missing, with the form's own message", () => {
    const missing = {
      message:
        'Variable "$input" got invalid value { neighborhood: "riomar" }; Field "categoryId" of required type "String!" was not provided.',
      extensions: { code: "BAD_USER_INPUT" },
    };
    expect(formatGraphQLError(missing, new GraphQLError(missing.message), logger)).toEqual({
      message: "Selecciona una categoría.",
      extensions: { code: "BAD_USER_INPUT", fields: { categoryId: "Selecciona una categoría." } },
    });
    const nulled = {
      message:
        'Variable "$input" got invalid value null at "input.severity"; Expected non-nullable type "Int!" not to be null.',
      extensions: { code: "BAD_USER_INPUT" },
    };
    expect(formatGraphQLError(nulled, new GraphQLError(nulled.message), logger).extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { severity: "Selecciona un nivel de gravedad." },
    });
  });
});
