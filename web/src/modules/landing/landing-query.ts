import { graphql } from "../../gql";

/**
 * The landing page's live figures (PRODUCT.md decision 4). Defined here for codegen; the page itself
 * uses the generated `LandingPageDocument`, so that the first download does not carry every other
 * document of the app (`gql/index.ts` holds them all).
 */
export const LandingPageQuery = graphql(`
  query LandingPage {
    publicStatistics {
      totalReports
      resolvedReports
      neighborhoods
      averageResolutionDays
    }
  }
`);
