import { Authorized, Ctx, Resolver, Root, Subscription, type SubscribeResolverData } from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import { ownReportChange, ownReportChangeStream, type OwnReportEvent } from "./report-live.service";
import { MyReportChange } from "./report.types";

function signedIn({ user }: GraphQLContext) {
  if (!user) throw unauthenticated();
  return user;
}

/** Mis reportes, live for the reports' owner (docs/live-updates.md#the-owners-reports). */
@Authorized()
@Resolver()
export class ReportLiveResolver {
  @Subscription(() => MyReportChange, {
    description:
      "The caller's own reports as they change (filed, a new status, a note from staff), each as its owner sees it, with Mis reportes' totals.",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) =>
      ownReportChangeStream(context.pubSub, signedIn(context)),
  })
  myReportChanged(@Root() event: OwnReportEvent, @Ctx() context: GraphQLContext): Promise<MyReportChange> {
    return ownReportChange(context.em, signedIn(context), event);
  }
}
