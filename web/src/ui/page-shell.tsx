import { Box, Container, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { useDocumentTitle } from "./use-document-title";

/** Common frame of a screen: header, a main landmark with the page's one h1, then its content. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box minH="100dvh" bg="gray.50">
      <SiteHeader />
      <Container as="main" maxW="6xl" py={{ base: "6", md: "10" }}>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="teal.900" mb="6">
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}
