import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { system } from "../ui/theme";
import { Toaster } from "../ui/toaster";

/** Renders a screen the way the app does: Chakra, the toaster, a router at `path`, mocked GraphQL. */
export function renderScreen(
  ui: ReactElement,
  { path = "/", mocks = [] }: { path?: string; mocks?: MockLink.MockedResponse[] } = {},
) {
  return render(
    <MockedProvider mocks={mocks}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <Toaster />
      </ChakraProvider>
    </MockedProvider>,
  );
}
