import { Arg, ID, Resolver, Root, Subscription, type SubscribeResolverData } from "type-graphql";
import { Public } from "../../auth/auth-checker";
import type { GraphQLContext } from "../../context/graphql-context";
import type { ReportActivityEvent } from "../../pubsub/topics";
import { reportActivityStream } from "./live.service";
import { ReportActivity } from "./live.types";

/** Live updates over graphql-ws; public counts, so anyone may subscribe (docs/live-updates.md). */
@Public()
@Resolver()
export class LiveResolver {
  @Subscription(() => ReportActivity, {
    description:
      "Counts and status of the given reports (at most 100) whenever a vote, a comment or a status change touches one.",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { reportIds: string[] }, GraphQLContext>) =>
      reportActivityStream(context.em, context.pubSub, args),
  })
  reportActivity(
    @Root() event: ReportActivityEvent,
    @Arg("reportIds", () => [ID]) _reportIds: string[],
  ): ReportActivity {
    return event;
  }
}
