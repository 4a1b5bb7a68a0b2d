import { getMetadataStorage, type AuthCheckerInterface, type ResolverData } from "type-graphql";
import type { Role } from "../domain";
import type { GraphQLContext } from "../context/graphql-context";
import { forbidden, unauthenticated } from "../errors/app-error";

/**
 * The one place that decides endpoint access for GraphQL. `@Authorized()` needs a signed-in user;
 * `@Authorized("super_admin")` that role. Record-level rules live in `policies/`.
 */
export class AuthChecker implements AuthCheckerInterface<GraphQLContext, Role> {
  check({ context }: ResolverData<GraphQLContext>, roles: Role[]): boolean {
    if (!context.user) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(context.user.role)) throw forbidden();
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- decorator targets are classes
type ResolverClass = Function;
const publicResolverClasses = new Set<ResolverClass>();

/** Marks a resolver class whose operations anyone may call; every other class must be `@Authorized`. */
export function Public(): ClassDecorator {
  return (target) => {
    publicResolverClasses.add(target);
  };
}

export type Access = "public" | "signed-in" | Role[];

/**
 * Who may call each Query, Mutation and Subscription, read from the decorators. Throws when an
 * operation's class is neither `@Authorized` nor `@Public`, so no operation is open by accident.
 */
export function operationAccess(resolvers: readonly ResolverClass[]): Record<string, Access> {
  const storage = getMetadataStorage();
  const table: Record<string, Access> = {};
  const operations = [
    ...storage.queries.map((operation) => ({ kind: "Query", operation })),
    ...storage.mutations.map((operation) => ({ kind: "Mutation", operation })),
    ...storage.subscriptions.map((operation) => ({ kind: "Subscription", operation })),
  ].filter(({ operation }) => resolvers.includes(operation.target));
  for (const { kind, operation } of operations) {
    const name = `${kind}.${operation.schemaName}`;
    const fieldAuth = storage.authorizedFields.find(
      (field) => field.target === operation.target && field.fieldName === operation.methodName,
    );
    const classAuth = storage.authorizedResolver.find((entry) => entry.target === operation.target);
    const roles = (fieldAuth ?? classAuth)?.roles as Role[] | undefined;
    if (roles) table[name] = roles.length > 0 ? [...roles].sort() : "signed-in";
    else if (publicResolverClasses.has(operation.target)) table[name] = "public";
    else throw new Error(`${name} is neither @Authorized nor in a @Public resolver class`);
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}
