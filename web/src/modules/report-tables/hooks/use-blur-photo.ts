import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import type { BlurRectangle } from "@domain";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";

export const BlurReportPhotoMutation = graphql(`
  mutation BlurReportPhoto($reportId: ID!, $photoId: ID!, $rectangles: [BlurRectangleInput!]!) {
    blurReportPhoto(reportId: $reportId, photoId: $photoId, rectangles: $rectangles) {
      id
      url
      thumbnailUrl
      width
      height
    }
  }
`);

/**
 * Staff blur rectangles of a report's photo (docs/privacy-masking.md#photo-blurring). The blurred copy
 * has a new id in every list that named the old one, so the open tables are read again.
 */
export function useBlurPhoto() {
  const [mutate, { loading }] = useMutation(BlurReportPhotoMutation, { refetchQueries: "active" });
  const blur = async (
    reportId: string,
    photoId: string,
    rectangles: BlurRectangle[],
  ): Promise<{ ok: true } | { ok: false; message?: string }> => {
    try {
      await mutate({ variables: { reportId, photoId, rectangles } });
      toaster.create({ type: "success", title: "Foto difuminada" });
      return { ok: true };
    } catch (error) {
      const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      return {
        ok: false,
        message: graphQLError?.message ?? (error instanceof Error ? error.message : undefined),
      };
    }
  };
  return { blur, loading };
}
