import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { RateLimiters } from "../auth/rate-limit";
import type { Secrets } from "../config/secrets";
import type { CurrentUser } from "../context/current-user";
import type { GraphQLContext } from "../context/graphql-context";
import { LoaderCache } from "../context/loader-cache";
import { callerKey, identifyCaller } from "../database/expensive-reads";
import type { LivePubSub } from "../pubsub/live-hub";
import type { ObjectStorage } from "../storage/object-storage";

/**
 * One operation's context (and one event's, for a subscription). Its EntityManager fork, carrying who
 * asks to the gate of expensive reads (docs/graphql.md#expensive-reads), is made when a resolver first
 * asks for it: an operation answered from memory ({ categories }) needs none. The getter is the class's,
 * not the object's, because Apollo hands resolvers a copy of the context's own properties.
 */
export class OperationContext implements GraphQLContext {
  private fork: EntityManager | undefined;
  readonly loaders = new LoaderCache();
  readonly secrets: Secrets;
  readonly limiters: RateLimiters;
  readonly emailEnabled: boolean;
  readonly push: GraphQLContext["push"];
  readonly storage: ObjectStorage;

  constructor(
    private readonly orm: MikroORM,
    readonly user: CurrentUser | undefined,
    readonly clientAddress: string | undefined,
    readonly pubSub: LivePubSub,
    shared: Pick<GraphQLContext, "secrets" | "limiters" | "emailEnabled" | "push" | "storage">,
  ) {
    this.secrets = shared.secrets;
    this.limiters = shared.limiters;
    this.emailEnabled = shared.emailEnabled;
    this.push = shared.push;
    this.storage = shared.storage;
  }

  get database(): GraphQLContext["database"] {
    return this.orm.em;
  }

  get em(): EntityManager {
    if (!this.fork) {
      const fork = this.orm.em.fork();
      identifyCaller(fork, () => callerKey(this.user?.id, this.clientAddress));
      this.fork = fork;
    }
    return this.fork;
  }
}
