import { EventEmitter, on } from "node:events";
import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLFieldResolver,
} from "graphql";
import type { ResolverData } from "type-graphql";
import { AuthChecker } from "../src/auth/auth-checker";
import type { GraphQLContext } from "../src/context/graphql-context";
import type { Role } from "../src/domain";

type Tick = [number];

/** What a driven test schema exposes to its test. */
export interface TestSchema {
  /** For `startTestServer({}, { extendSchema })`: the app's schema, watched and extended. */
  extendSchema: (schema: GraphQLSchema) => GraphQLSchema;
  /** `events.emit("tick", n)` delivers an event to every open `tick`, `viewerTick` and `staffTick`. */
  events: EventEmitter;
  /** How many times `Query.categories` resolved (each is one SQL query). */
  calls: { categories: number };
}

/** The message of the internal failure `brokenTick` raises: what must never reach a client. */
export const INTERNAL_DETAIL =
  'select "c0".* from "session" where "sid" = \'abc\' - connect ECONNREFUSED 127.0.0.1:5432';

/**
 * The app's real schema, plus what these tests need to watch and drive: a count of `categories`
 * resolutions, and subscriptions whose events the test emits. The signed-in subscriptions check
 * access with the app's own auth checker, on subscribe and on every event, as TypeGraphQL's
 * `@Authorized` does (TypeGraphQL wraps both `subscribe` and `resolve`).
 */
export function createTestSchema(): TestSchema {
  const events = new EventEmitter();
  events.setMaxListeners(200);
  const calls = { categories: 0 };

  const checker = new AuthChecker();
  const check = (context: GraphQLContext, roles: Role[]) =>
    checker.check({ context } as ResolverData<GraphQLContext>, roles);
  const ticks = () => on(events, "tick");
  const authorizedTick = (roles: Role[]) => ({
    type: GraphQLString,
    subscribe: ((_root, _args, context) => {
      check(context, roles);
      return ticks();
    }) as GraphQLFieldResolver<Tick, GraphQLContext>,
    resolve: ((payload, _args, context) => {
      check(context, roles);
      return `${payload[0]}:${context.user!.id}:${context.user!.role}`;
    }) as GraphQLFieldResolver<Tick, GraphQLContext>,
  });

  // Each event is what `events.emit("tick", n)` passed: `[n]`.
  const testFields = {
    tick: {
      type: new GraphQLNonNull(GraphQLInt),
      subscribe: ticks,
      resolve: (payload) => payload[0],
    },
    viewerTick: authorizedTick([]),
    staffTick: authorizedTick(["super_admin"]),
    brokenTick: {
      type: GraphQLInt,
      subscribe: () => ({
        [Symbol.asyncIterator]: () => ({
          next: () => Promise.reject(new Error(INTERNAL_DETAIL)),
          return: () => Promise.resolve({ done: true as const, value: undefined }),
        }),
      }),
    },
  } satisfies GraphQLFieldConfigMap<Tick, GraphQLContext>;

  const extendSchema = (base: GraphQLSchema): GraphQLSchema => {
    const categories = base.getQueryType()!.getFields().categories!;
    const resolveCategories = categories.resolve!;
    categories.resolve = (...args) => {
      calls.categories += 1;
      return resolveCategories(...args);
    };
    const appSubscription = base.getSubscriptionType();
    const subscription = new GraphQLObjectType<Tick, GraphQLContext>({
      name: "Subscription",
      fields: {
        ...(appSubscription?.toConfig().fields as GraphQLFieldConfigMap<Tick, GraphQLContext>),
        ...testFields,
      },
    });
    const config = base.toConfig();
    return new GraphQLSchema({
      ...config,
      types: config.types.filter((type) => type !== appSubscription),
      subscription,
    });
  };
  return { extendSchema, events, calls };
}
