import { ApolloServer } from "@apollo/server";
import type { MikroORM } from "@mikro-orm/postgresql";
import { describe, expect, it, vi } from "vitest";
import type { GraphQLContext } from "../context/graphql-context";
import type { LivePubSub } from "../pubsub/live-hub";
import { OperationContext } from "./operation-context";
import { buildGraphQLSchema } from "./schema";

function contextOf() {
  const root = { fork: vi.fn(() => ({ forkNumber: root.fork.mock.calls.length })) };
  const orm = { em: root } as unknown as MikroORM;
  const shared = {} as Pick<GraphQLContext, "secrets" | "limiters" | "emailEnabled" | "push" | "storage">;
  const context = new OperationContext(orm, undefined, "127.0.0.1", {} as LivePubSub, shared);
  return { root, context };
}

/** What Apollo Server hands each operation's resolvers: a copy of the context's own properties. */
const apolloCopy = <T extends object>(context: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(context) as object) as T, context);

describe("a GraphQL operation's context", () => {
  it("forks an EntityManager only when a resolver first asks for one, and once", () => {
    const { root, context } = contextOf();
    expect(root.fork).not.toHaveBeenCalled();
    const em = context.em;
    expect(root.fork).toHaveBeenCalledTimes(1);
    expect(context.em).toBe(em);
    expect(root.fork).toHaveBeenCalledTimes(1);
  });

  it("answers { categories } through Apollo without forking: plain rows through the database", async () => {
    const { root, context } = contextOf();
    const row = {
      id: "alumbrado",
      name: "Alumbrado público",
      description: "Postes",
      icon: "bulb",
      active: true,
    };
    const execute = vi.fn(() => Promise.resolve([row]));
    Object.assign(root, { getDriver: () => root, getConnection: () => ({ execute }) });
    const apollo = new ApolloServer<GraphQLContext>({ schema: await buildGraphQLSchema() });
    await apollo.start();
    try {
      const response = await apollo.executeOperation(
        { query: "{ categories { id name } }" },
        { contextValue: context },
      );
      expect(response.body.kind === "single" && response.body.singleResult).toEqual({
        data: { categories: [{ id: "alumbrado", name: "Alumbrado público" }] },
      });
    } finally {
      await apollo.stop();
    }
    expect(execute).toHaveBeenCalledTimes(1);
    expect(root.fork).not.toHaveBeenCalled();
  });

  it("stays lazy through Apollo's copy, which forks on its own first use", () => {
    const { root, context } = contextOf();
    const copy = apolloCopy(context);
    expect(root.fork).not.toHaveBeenCalled();
    const em = copy.em;
    expect(root.fork).toHaveBeenCalledTimes(1);
    expect(copy.em).toBe(em);
    expect(copy.loaders).toBe(context.loaders);
    expect(copy.clientAddress).toBe("127.0.0.1");
  });
});
