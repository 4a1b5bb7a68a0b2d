import { Box, Container, Heading } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { useDocumentTitle } from "./use-document-title";

/**
 * The header every screen shows. The app shell provides the signed-in navigation bar here, so that
 * screens stay unaware of who is signed in; without a provider it is the signed-out header.
 */
const ShellHeaderContext = createContext<ReactNode>(null);

export function ShellHeaderProvider({ header, children }: { header: ReactNode; children: ReactNode }) {
  return <ShellHeaderContext.Provider value={header}>{children}</ShellHeaderContext.Provider>;
}

export function ShellHeader() {
  return useContext(ShellHeaderContext) ?? <SiteHeader />;
}

/** Common frame of a screen: header, a main landmark with the page's one h1, then its content. */
export function PageShell({
  title,
  children,
  maxW = "6xl",
}: {
  title: string;
  children?: ReactNode;
  maxW?: string;
}) {
  useDocumentTitle(title);
  return (
    <Box minH="100dvh" bg="gray.50">
      <ShellHeader />
      <Container as="main" maxW={maxW} py={{ base: "6", md: "10" }}>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="teal.900" mb="6">
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}
