import type { MockLink } from "@apollo/client/testing";
import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { typePolicies } from "../apollo/cache-policies";
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
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

/**
 * Renders a screen the way the app does: Chakra, the toaster, a router at `path`, mocked GraphQL.
 * `viewer` is who `me` answers (signed out by default).
 */
export function renderScreen(
  ui: ReactElement,
  {
    path = "/",
    mocks = [],
    viewer = null,
  }: { path?: string; mocks?: MockLink.MockedResponse[]; viewer?: Viewer | null | "pending" } = {},
) {
  return render(
    <MockedProvider
      mocks={[viewerMock(viewer), ...mocks, ...quietBellMocks]}
      // The app's cache policies: lists that load a page at a time append it as they do in the app.
      cache={new InMemoryCache({ typePolicies })}
    >
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <Toaster />
      </ChakraProvider>
    </MockedProvider>,
  );
}
