/** A start or restart of the embedded PostgreSQL that failed, with a message written for a person. */
export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}
