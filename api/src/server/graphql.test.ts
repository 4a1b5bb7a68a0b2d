import { GraphQLError } from "graphql";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { notFound } from "./errors";
import { maskInternalError } from "./graphql";

const logger = pino({ level: "silent" });
const located = (original: Error) =>
  new GraphQLError(original.message, { originalError: original, path: ["x"] });

describe("maskInternalError", () => {
  it("hides what an unexpected error says (SQL, ids, values) behind a Spanish message", () => {
    const sqlError = new Error(`insert into "report" ("author_id") values ('test-citizen') - invalid byte`);
    const formatted = maskInternalError(
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
    const formatted = { message: appError.message, extensions: { code: "NOT_FOUND" } };
    expect(maskInternalError(formatted, located(appError), logger)).toBe(formatted);
    const validation = { message: "Cannot query field", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } };
    expect(maskInternalError(validation, new GraphQLError("Cannot query field"), logger)).toBe(validation);
  });
});

describe("variables refused by the schema's types", () => {
  it("answer in Spanish, naming the field", () => {
    const english = {
      message:
        'Variable "$input" got invalid value 2.5 at "input.severity"; Int cannot represent non-integer value: 2.5',
      extensions: { code: "BAD_USER_INPUT" },
    };
    expect(maskInternalError(english, new GraphQLError(english.message), logger)).toEqual({
      message: "Dato inválido.",
      extensions: { code: "BAD_USER_INPUT", fields: { severity: "Dato inválido." } },
    });
    const missing = {
      message: 'Variable "$id" of required type "ID!" was not provided.',
      extensions: { code: "BAD_USER_INPUT" },
    };
    expect(maskInternalError(missing, new GraphQLError(missing.message), logger).extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { id: "Dato inválido." },
    });
  });
});
