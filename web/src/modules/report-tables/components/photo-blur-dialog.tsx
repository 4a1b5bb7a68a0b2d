import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { PHOTO_BLUR_LIMITS, PHOTO_BLUR_MESSAGES, rectangleBetween, type BlurRectangle } from "@domain";
import { useRef, useState, type PointerEvent } from "react";
import { useBlurPhoto } from "../hooks/use-blur-photo";

export interface BlurablePhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

type Point = { x: number; y: number };

/**
 * «Difuminar» on a report's photo (docs/privacy-masking.md#photo-blurring): staff draw rectangles over the
 * photo with a mouse or a finger, may remove any, then confirm. Rectangles are kept in the photo's own
 * pixels, whatever size it is shown at; the dialog says that copies already downloaded stay as they were.
 */
export function PhotoBlurDialog({
  reportId,
  photo,
  label,
  onClose,
}: {
  reportId: string;
  photo: BlurablePhoto;
  /** "Foto 1", "Foto del después": names the photo in the title. */
  label: string;
  onClose: () => void;
}) {
  const [rectangles, setRectangles] = useState<BlurRectangle[]>([]);
  const [drawing, setDrawing] = useState<{ from: Point; to: Point } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const frame = useRef<HTMLDivElement>(null);
  const { blur, loading } = useBlurPhoto();
  const size = { width: photo.width, height: photo.height };
  const full = rectangles.length >= PHOTO_BLUR_LIMITS.maxRectangles;

  /** A pointer position in the photo's own pixels. */
  const toImage = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = frame.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * photo.width,
      y: ((event.clientY - box.top) / box.height) * photo.height,
    };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (full || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toImage(event);
    setDrawing({ from: point, to: point });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drawing) setDrawing({ ...drawing, to: toImage(event) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drawing) return;
    const rectangle = rectangleBetween(drawing.from, toImage(event), size);
    setDrawing(null);
    // A click without a drag draws nothing.
    if (
      rectangle.width >= PHOTO_BLUR_LIMITS.minSidePixels &&
      rectangle.height >= PHOTO_BLUR_LIMITS.minSidePixels
    ) {
      setRectangles((current) => [...current, rectangle]);
      setError(undefined);
    }
  };
  const confirm = async () => {
    const outcome = await blur(reportId, photo.id, rectangles);
    if (outcome.ok) onClose();
    else setError(outcome.message ?? PHOTO_BLUR_MESSAGES.blurFailed);
  };

  const shown = drawing ? [...rectangles, rectangleBetween(drawing.from, drawing.to, size)] : rectangles;
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Difuminar {label.toLowerCase()}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="gray.800">
                  Arrastra sobre la foto para marcar cada rostro, placa o dato personal. Al confirmar, esas
                  zonas quedan difuminadas para siempre y la foto original se borra.
                </Text>
                <Text fontSize="sm" color="orange.800" bg="orange.50" p="2" rounded="md" role="note">
                  {PHOTO_BLUR_MESSAGES.cachedCopiesWarning}
                </Text>
                <Box
                  ref={frame}
                  position="relative"
                  mx="auto"
                  maxW="full"
                  w={`min(100%, ${photo.width}px)`}
                  style={{ aspectRatio: `${photo.width} / ${photo.height}`, touchAction: "none" }}
                  cursor={full ? "not-allowed" : "crosshair"}
                  userSelect="none"
                  data-testid="blur-canvas"
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => setDrawing(null)}
                >
                  <img
                    src={photo.url}
                    alt={`${label}: arrastra sobre ella para marcar lo que se difumina`}
                    width={photo.width}
                    height={photo.height}
                    draggable={false}
                    style={{ width: "100%", height: "100%", display: "block", borderRadius: "6px" }}
                  />
                  {shown.map((rectangle, index) => (
                    <Box
                      key={index}
                      position="absolute"
                      left={percent(rectangle.x, photo.width)}
                      top={percent(rectangle.y, photo.height)}
                      w={percent(rectangle.width, photo.width)}
                      h={percent(rectangle.height, photo.height)}
                      borderWidth="2px"
                      borderColor="red.500"
                      bg="blackAlpha.400"
                      pointerEvents="none"
                    />
                  ))}
                </Box>
                {rectangles.length > 0 ? (
                  <Stack as="ol" gap="1" listStyleType="none" aria-label="Zonas a difuminar">
                    {rectangles.map((rectangle, index) => (
                      <HStack as="li" key={index} justify="space-between" fontSize="sm">
                        <Text>
                          Zona {index + 1}: {rectangle.width} × {rectangle.height} px
                        </Text>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setRectangles((current) => current.filter((_, at) => at !== index))}
                        >
                          Quitar zona {index + 1}
                        </Button>
                      </HStack>
                    ))}
                  </Stack>
                ) : (
                  <Text fontSize="sm" color="gray.700">
                    Aún no hay zonas marcadas.
                  </Text>
                )}
                {error && (
                  <Text fontSize="sm" color="red.700" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Cancelar
              </Button>
              <Button
                colorPalette="red"
                loading={loading}
                disabled={rectangles.length === 0}
                onClick={() => void confirm()}
              >
                Difuminar y reemplazar la foto
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar sin difuminar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Staff's «Difuminar» buttons, one per photo of the report (its own photos and the "después" photo),
 * each opening the dialog for that photo.
 */
export function PhotoBlurActions({
  reportId,
  photos,
  afterPhoto,
}: {
  reportId: string;
  photos: readonly BlurablePhoto[];
  afterPhoto?: BlurablePhoto | null;
}) {
  const [open, setOpen] = useState<{ photo: BlurablePhoto; label: string } | null>(null);
  const all = [
    ...photos.map((photo, index) => ({ photo, label: `Foto ${index + 1}` })),
    ...(afterPhoto ? [{ photo: afterPhoto, label: "Foto del después" }] : []),
  ];
  if (all.length === 0) return null;
  return (
    <HStack mt="3" gap="2" wrap="wrap">
      {all.map((entry) => (
        <Button
          key={entry.photo.id}
          size="sm"
          variant="outline"
          colorPalette="teal"
          onClick={() => setOpen(entry)}
        >
          Difuminar {entry.label.toLowerCase()}
        </Button>
      ))}
      {open && (
        <PhotoBlurDialog
          reportId={reportId}
          photo={open.photo}
          label={open.label}
          onClose={() => setOpen(null)}
        />
      )}
    </HStack>
  );
}
