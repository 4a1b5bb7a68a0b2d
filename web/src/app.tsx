import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { useState } from "react";
import { BrowserRouter } from "react-router-dom";
import { createApolloClient } from "./apollo/client";
import { AppRoutes } from "./router";
import { system } from "./ui/theme";
import { Toaster } from "./ui/toaster";

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </ChakraProvider>
    </ApolloProvider>
  );
}
