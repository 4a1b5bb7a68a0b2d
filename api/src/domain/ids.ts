/** A UUID as PostgreSQL writes it (lower case): every record id, upload id and photo id of the app. */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * Whole-string match of a UUID. Ids from outside are checked with it before they reach a query, so that
 * "not an id" answers like an unknown id (NOT_FOUND) instead of a database error.
 */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`);
