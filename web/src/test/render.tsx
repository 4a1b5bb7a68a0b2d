import { MockLink } from "@apollo/client/testing";
import { ApolloLink, InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { possibleTypes, typePolicies } from "../apollo/cache-policies";
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { Observable, type Observer } from "rxjs";
import { MyReportChangedSubscription } from "../modules/my-reports/hooks/use-my-reports";
import { ViewerQuery, type Viewer } from "../modules/auth/hooks/use-viewer";
import {
  NotificationAddedSubscription,
  NotificationsQuery,
} from "../modules/notifications/hooks/use-notifications";
import { system } from "../ui/theme";
import { Toaster } from "../ui/toaster-view";

/** A mocked `me` answer that any number of queries may read; "pending" never answers. */
export function viewerMock(viewer: Viewer | null | "pending"): MockLink.MockedResponse {
  return {
    request: { query: ViewerQuery },
    result: { data: { me: viewer === "pending" ? null : viewer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(viewer === "pending" ? { delay: Number.POSITIVE_INFINITY } : {}),
  };
}

/**
 * A signed-in header's bell: no notifications, and a subscription that stays quiet. A test about the
 * bell passes its own answers first.
 */
const quietBellMocks: MockLink.MockedResponse[] = [
  {
    request: { query: NotificationsQuery },
    result: { data: { unreadNotificationCount: 0, notifications: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: NotificationAddedSubscription },
    result: { data: { notificationAdded: { notificationId: "never" } } },
    delay: Number.POSITIVE_INFINITY,
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/** Mis reportes' live changes: quiet unless a test drives them (LiveFeed). */
const quietLiveMocks: MockLink.MockedResponse[] = [
  {
    request: { query: MyReportChangedSubscription },
    result: { data: null },
    delay: Number.POSITIVE_INFINITY,
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/**
 * Subscriptions a test drives itself, by operation name: `push` sends an event to every open
 * subscription of that name when the test decides, after what it waits for has happened.
 */
export class LiveFeed {
  private readonly observers = new Map<string, Set<Observer<ApolloLink.Result>>>();

  constructor(private readonly names: readonly string[]) {}

  readonly link = new ApolloLink((operation, forward) => {
    const name = operation.operationName;
    if (!name || !this.names.includes(name)) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      const open = this.observers.get(name) ?? new Set();
      open.add(observer);
      this.observers.set(name, open);
      return () => open.delete(observer);
    });
  });

  /** Whether a subscription of `name` is open. */
  listening(name: string): boolean {
    return (this.observers.get(name)?.size ?? 0) > 0;
  }

  push(name: string, data: Record<string, unknown>): void {
    for (const observer of this.observers.get(name) ?? []) observer.next({ data });
  }
}

/**
 * Renders a screen the way the app does: Chakra, the toaster, a router at `path`, mocked GraphQL.
 * `viewer` is who `me` answers (signed out by default); `live` drives chosen subscriptions.
 */
export function renderScreen(
  ui: ReactElement,
  {
    path = "/",
    mocks = [],
    viewer = null,
    live,
  }: {
    path?: string;
    mocks?: MockLink.MockedResponse[];
    viewer?: Viewer | null | "pending";
    /** Subscriptions the test pushes events to; every other operation answers from `mocks`. */
    live?: LiveFeed;
  } = {},
) {
  const allMocks = [viewerMock(viewer), ...mocks, ...quietBellMocks, ...quietLiveMocks];
  return render(
    <MockedProvider
      mocks={allMocks}
      link={live ? ApolloLink.from([live.link, new MockLink(allMocks)]) : undefined}
      // The app's cache policies: lists that load a page at a time append it as they do in the app.
      cache={new InMemoryCache({ typePolicies, possibleTypes })}
    >
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <Toaster />
      </ChakraProvider>
    </MockedProvider>,
  );
}
