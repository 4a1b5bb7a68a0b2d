import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * What a read of plain rows needs of the database: its driver (a key for what an instance keeps) and a
 * connection. No unit of work, so a GraphQL operation need not fork an EntityManager for it
 * (GraphQLContext.database; the category list).
 */
export type PlainRowReader = Pick<EntityManager, "getDriver" | "getConnection">;
