import { Box, chakra, CloseButton, Dialog, HStack, Image, Portal } from "@chakra-ui/react";
import { LIMITS } from "@domain";
import { useState } from "react";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import type { ReportPhotos_PhotosFragment } from "../../../gql/graphql";
import { reportPhotoAlt } from "../report-display";

export const ReportPhotosFragment = graphql(`
  fragment ReportPhotos_photos on ReportPhoto {
    id
    url
    thumbnailUrl
    width
    height
  }
`);

// Shown smaller than the 280 px thumbnail so that three fit side by side on a 390 px phone.
const THUMBNAIL_BOX = { w: { base: "96px", md: "128px" }, h: { base: "72px", md: "96px" } };

/** Intrinsic size of the 280 px-wide thumbnail, so the browser reserves its box before it loads. */
function thumbnailSize(photo: ReportPhotos_PhotosFragment): { width: number; height: number } {
  const width = LIMITS.thumbnailWidth;
  const height = photo.width > 0 ? Math.round((width * photo.height) / photo.width) : width;
  return { width, height };
}

const ThumbnailButton = chakra("button");

/** The report's thumbnails; each opens its display copy in a dialog. */
export function ReportPhotos({
  radicado,
  photos: photoRefs,
  label = "Fotos",
}: {
  radicado: string;
  photos: ReadonlyArray<FragmentType<typeof ReportPhotosFragment>>;
  /** The list's accessible name: "Fotos", or "Foto del después" beside them. */
  label?: string;
}) {
  const photos = getFragmentData(ReportPhotosFragment, photoRefs);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openPhoto = openIndex === null ? undefined : photos[openIndex];

  return (
    <>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={label}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <ThumbnailButton
              type="button"
              display="block"
              {...THUMBNAIL_BOX}
              overflow="hidden"
              rounded="md"
              borderWidth="1px"
              borderColor="gray.300"
              bg="gray.100"
              cursor="zoom-in"
              _hover={{ borderColor: "teal.500" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "teal.600", outlineOffset: "2px" }}
              aria-haspopup="dialog"
              onClick={() => setOpenIndex(index)}
            >
              {/* asChild: on Chakra's Image, width and height would become CSS instead of attributes. */}
              <Image asChild w="full" h="full" objectFit="cover">
                <img
                  src={photo.thumbnailUrl}
                  alt={reportPhotoAlt(index, radicado)}
                  {...thumbnailSize(photo)}
                  loading="lazy"
                  decoding="async"
                />
              </Image>
            </ThumbnailButton>
          </li>
        ))}
      </HStack>

      <Dialog.Root
        open={openPhoto !== undefined}
        onOpenChange={(details) => {
          if (!details.open) setOpenIndex(null);
        }}
        placement="center"
        size="xl"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="gray.900" color="white">
              <Dialog.Header>
                <Dialog.Title>
                  {openIndex !== null && `Foto ${openIndex + 1} de ${photos.length} · Reporte ${radicado}`}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" alignItems="center" justifyContent="center" pb="6">
                {openPhoto && openIndex !== null && (
                  <Box maxW="full">
                    <Image
                      asChild
                      maxW="full"
                      maxH="calc(100dvh - 12rem)"
                      h="auto"
                      w="auto"
                      mx="auto"
                      rounded="md"
                    >
                      <img
                        src={openPhoto.url}
                        alt={reportPhotoAlt(openIndex, radicado)}
                        width={openPhoto.width}
                        height={openPhoto.height}
                      />
                    </Image>
                  </Box>
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton
                  size="sm"
                  color="white"
                  _hover={{ bg: "whiteAlpha.200" }}
                  aria-label="Cerrar foto"
                />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
