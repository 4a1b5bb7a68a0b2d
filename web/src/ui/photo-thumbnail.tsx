import { Image } from "@chakra-ui/react";
import { useCallback } from "react";

/**
 * A square photo thumbnail: an uploaded photo's (`src`), or a photo still on the phone (`blob`, shown
 * from the phone's memory: docs/offline.md#filing-offline). The blob's URL lives as long as the image
 * element that shows it.
 */
export function PhotoThumbnail({ src, blob, alt }: { src?: string; blob?: Blob; alt: string }) {
  const showBlob = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !blob) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <Image
      ref={showBlob}
      src={blob ? undefined : src}
      alt={alt}
      w="full"
      aspectRatio="1"
      objectFit="cover"
      rounded="md"
      borderWidth="1px"
      bg="gray.100"
    />
  );
}
