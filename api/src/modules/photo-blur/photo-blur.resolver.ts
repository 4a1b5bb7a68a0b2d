import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Resolver } from "type-graphql";
import { PHOTO_BLUR_LIMITS } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { presentPhoto } from "../photo/photo.service";
import { ReportPhoto } from "../report/report.types";
import { blurReportPhoto } from "./photo-blur.service";

@InputType({
  description: "A rectangle of a photo, in the pixels of its display copy (ReportPhoto.width × height).",
})
export class BlurRectangleInput {
  @Field(() => Int, { description: "From the left edge." })
  x!: number;

  @Field(() => Int, { description: "From the top edge." })
  y!: number;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;
}

/** Staff's blurring of a report's photo (docs/privacy-masking.md#photo-blurring); the rules are the service's. */
@Resolver()
export class PhotoBlurResolver {
  // Signed in only: the roles are the service's policy, so a resident hears the same Spanish refusal as over REST.
  @Authorized()
  @Mutation(() => ReportPhoto, {
    description: `Blurs up to ${PHOTO_BLUR_LIMITS.maxRectangles} rectangles of a report's photo beyond recognition. The blurred copy replaces the photo everywhere under a new id; the old id answers 404 and its files are deleted. Copies browsers already downloaded cannot be recalled.`,
  })
  async blurReportPhoto(
    @Arg("reportId", () => ID) reportId: string,
    @Arg("photoId", () => ID) photoId: string,
    @Arg("rectangles", () => [BlurRectangleInput]) rectangles: BlurRectangleInput[],
    @Ctx() { em, storage, user }: GraphQLContext,
  ): Promise<ReportPhoto> {
    const photo = await blurReportPhoto(em, storage, user, { reportId, photoId, rectangles });
    const { objectPath, thumbnailPath, width, height } = presentPhoto(photo);
    return {
      id: photo.id,
      url: objectPath,
      thumbnailUrl: thumbnailPath,
      width: width ?? 0,
      height: height ?? 0,
    };
  }
}
