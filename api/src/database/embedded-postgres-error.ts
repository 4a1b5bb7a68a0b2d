/** A start or restart of the embedded PostgreSQL that failed, with a message written for a person. */
export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

/**
 * The data folder's embedded PostgreSQL belongs to another app process that still runs. Scripts that
 * would start it (the seed) can point the user at that running server instead.
 */
export class EmbeddedPostgresInUseError extends EmbeddedPostgresError {
  override name = "EmbeddedPostgresInUseError";
  constructor(
    message: string,
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(message);
  }
}
