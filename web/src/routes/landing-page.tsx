import { Box, Container } from "@chakra-ui/react";
import { CATEGORIES, MESSAGES } from "@domain";
import { useEffect } from "react";
import { useDeferredQuery } from "../apollo/use-deferred-query";
import { CategoryTiles, ClosingCall, Hero, HowItWorks, SiteFooter, useLiveFigures } from "../modules/landing";
import { HeadlineFigures } from "../ui/headline-figures";
import { SiteHeader } from "../ui/site-header";
import { toastFromEffect } from "../ui/toaster";
import { useDocumentTitle } from "../ui/use-document-title";

const FIGURE_LABELS = [
  "Reportes totales",
  "Reportes resueltos",
  "Barrios",
  "Días promedio de respuesta",
] as const;

const loadLandingQuery = () => import("../gql/graphql").then((module) => module.LandingPageDocument);

/**
 * The signed-out landing page (docs/decisions.md#landing-page). Everything but the live figures
 * (docs/decisions.md#no-fake-numbers) and the categories is fixed, so the build pre-renders it; the figures
 * show a neutral "loading" state until they arrive. The pre-rendered tiles are the build's categories; once
 * the API answers they are the categories as staff left them (docs/staff.md#categories).
 */
export function LandingPage() {
  useDocumentTitle(undefined);
  const { data, loading, error } = useDeferredQuery(loadLandingQuery);
  useLiveFigures(Boolean(data));

  useEffect(() => {
    if (error) {
      toastFromEffect({ type: "error", title: "Error", description: MESSAGES.figuresLoadFailed });
    }
  }, [error]);

  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="white">
      <SiteHeader />
      <Box as="main" flex="1">
        <Hero />
        <Container as="section" aria-label="Cifras de la localidad" maxW="6xl" mt={{ base: "-8", md: "-10" }}>
          <HeadlineFigures
            statistics={data?.publicStatistics}
            loading={loading}
            labels={FIGURE_LABELS}
            unloaded="—"
          />
        </Container>
        <HowItWorks />
        <CategoryTiles categories={data?.categories ?? CATEGORIES} />
        <ClosingCall />
      </Box>
      <SiteFooter />
    </Box>
  );
}
