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
