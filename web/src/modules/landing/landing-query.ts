import { graphql } from "../../gql";

/**
 * The landing page's live figures (docs/decisions.md#no-fake-numbers) and the categories as staff left
 * them (docs/staff.md#categories), in one request. Defined here for codegen; the page itself uses the
 * generated `LandingPageDocument`, so that the first download does not carry every other document of the
 * app (`gql/index.ts` holds them all).
 */
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

/** The same figures whenever they change (docs/statistics.md#live-figures). */
export const LiveLandingFigures = graphql(`
  subscription LiveLandingFigures {
    publicStatisticsChanged {
      totalReports
      resolvedReports
      neighborhoods
      averageResolutionDays
    }
  }
`);
