import { Box, Container, Heading } from "@chakra-ui/react";
import { createContext, useContext, useRef, type ReactNode } from "react";
import { useFocusOnNavigation } from "./navigation-focus";
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
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(heading);
  return (
    <Box minH="100dvh" bg="gray.50">
      <ShellHeader />
      <Container as="main" maxW={maxW} py={{ base: "6", md: "10" }}>
        <Heading
          ref={heading}
          as="h1"
          tabIndex={-1}
          size={{ base: "2xl", md: "3xl" }}
          color="teal.900"
          mb="6"
          _focus={{ outline: "none" }}
        >
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}
