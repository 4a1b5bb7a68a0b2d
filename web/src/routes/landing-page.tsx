import { useQuery } from "@apollo/client/react";
import { Box } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { useEffect } from "react";
import { graphql } from "../gql";
import { CategoryTiles } from "../modules/landing/components/category-tiles";
import { ClosingCall } from "../modules/landing/components/closing-call";
import { HeadlineFigures } from "../modules/landing/components/headline-figures";
import { Hero } from "../modules/landing/components/hero";
import { HowItWorks } from "../modules/landing/components/how-it-works";
import { SiteFooter } from "../modules/landing/components/site-footer";
import { SiteHeader } from "../ui/site-header";
import { toastFromEffect } from "../ui/toaster";
import { useDocumentTitle } from "../ui/use-document-title";

export const LandingPageQuery = graphql(`
  query LandingPage {
    publicStatistics {
      totalReports
      resolvedReports
      neighborhoods
      averageResolutionDays
    }
    categories {
      id
      name
      description
      icon
    }
  }
`);

/** SPEC.md §1: the signed-out landing page, with live figures (PRODUCT.md decision 4). */
export function LandingPage() {
  useDocumentTitle(undefined);
  const { data, loading, error } = useQuery(LandingPageQuery);

  useEffect(() => {
    if (error) {
      toastFromEffect({ type: "error", title: "Error", description: MESSAGES.categoriesLoadFailed });
    }
  }, [error]);

  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="white">
      <SiteHeader />
      <Box as="main" flex="1">
        <Hero />
        <HeadlineFigures statistics={data?.publicStatistics} loading={loading} />
        <HowItWorks />
        <CategoryTiles categories={data?.categories} loading={loading} />
        <ClosingCall />
      </Box>
      <SiteFooter />
    </Box>
  );
}
