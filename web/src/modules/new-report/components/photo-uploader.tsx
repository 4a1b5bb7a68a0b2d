import { Box, Button, CloseButton, Field, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { LIMITS, MESSAGES, type LatLng } from "@domain";
import { Camera } from "lucide-react";
import { useEffect, useId, useRef, useState, type Ref } from "react";
import { toaster } from "../../../ui/toaster";
import { PhotoThumbnail } from "../../../ui/photo-thumbnail";
import { isKeptPhoto, photoKey, type KeptPhoto, type ReportPhoto } from "../report-form";
import type { PhotoUploader, UploadStatus } from "../uploader/create-photo-uploader";

/** The widget (Uppy: ~100 KB gzip) is its own chunk, fetched while the resident fills in the rest. */
const loadUploaderModule = () => import("../uploader/create-photo-uploader");

export type PhotoUploadStatus = UploadStatus;

export const PHOTO_UPLOADED_TOAST = "foto-subida";

export function PhotoUploaderField({
  photos,
  onPhotoAdded,
  onPhotoRemoved,
  onStatusChange,
  onPhotoLocation,
  error,
  ref,
}: {
  photos: readonly ReportPhoto[];
  onPhotoAdded: (photo: ReportPhoto) => void;
  /** A chosen photo was taken at this point in Riomar. */
  onPhotoLocation?: (point: LatLng) => void;
  onPhotoRemoved: (photo: ReportPhoto) => void;
  onStatusChange: (status: PhotoUploadStatus) => void;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const uploader = useRef<PhotoUploader | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const setOpener = (node: HTMLButtonElement | null) => {
    opener.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };
  const [opening, setOpening] = useState(false);
  const [status, setStatus] = useState<UploadStatus>({ waiting: 0, inProgress: 0 });
  const callbacks = useRef({ onPhotoAdded, onStatusChange, onPhotoLocation });
  // Photos the form has, plus those announced since it last rendered (two can finish together).
  const onForm = useRef({ count: photos.length, announced: 0 });
  useEffect(() => {
    callbacks.current = { onPhotoAdded, onStatusChange, onPhotoLocation };
  });
  useEffect(() => {
    onForm.current = { count: photos.length, announced: 0 };
  }, [photos.length]);

  useEffect(() => {
    void loadUploaderModule().catch(() => undefined);
    return () => {
      uploader.current?.destroy();
      uploader.current = null;
    };
  }, []);

  const open = async () => {
    let widget = uploader.current;
    if (!widget) {
      setOpening(true);
      try {
        const { createPhotoUploader } = await loadUploaderModule();
        widget = uploader.current ??= createPhotoUploader({
          onPhotoReady: (photo) => {
            callbacks.current.onPhotoAdded(photo);
            onForm.current.announced += 1;
            const total = onForm.current.count + onForm.current.announced;
            // One toast that counts, rather than a queue of identical ones covering the form for 15 s.
            toaster.create({
              id: PHOTO_UPLOADED_TOAST,
              type: "success",
              title: MESSAGES.photoUploaded,
              description: `Tu reporte ya tiene ${total} ${total === 1 ? "foto" : "fotos"}.`,
            });
          },
          onPhotoKept: (photo: KeptPhoto) => {
            callbacks.current.onPhotoAdded(photo);
            toaster.create({
              id: PHOTO_UPLOADED_TOAST,
              type: "info",
              title: "Foto guardada en el teléfono",
              description: "Sin conexión: se subirá con el reporte cuando vuelva la señal.",
            });
          },
          onPhotoFailed: (reason) =>
            toaster.create({ type: "error", title: MESSAGES.photoProcessingFailed, description: reason }),
          onPhotoLocation: (point) => callbacks.current.onPhotoLocation?.(point),
          onFileRefused: (reason) =>
            toaster.create({ type: "warning", title: "Foto no agregada", description: reason }),
          // Back to the button that opened the window, or, when the form is full,
          // to the photos' note that replaced it.
          // The window's own closing animation (250 ms) ends by dropping the focus on the page.
          onClosed: () => {
            opener.current?.focus();
            window.setTimeout(() => {
              if (document.activeElement === document.body) opener.current?.focus();
            }, 400);
          },
          onStatusChange: (next) => {
            setStatus(next);
            callbacks.current.onStatusChange(next);
          },
        });
      } catch {
        toaster.create({
          type: "error",
          title: "No se pudo abrir el cargador de fotos",
          description: "Revisa tu conexión a internet e inténtalo de nuevo.",
        });
        return;
      } finally {
        setOpening(false);
      }
    }
    widget.open(photos);
  };

  const remove = (photo: ReportPhoto) => {
    uploader.current?.forget(photo);
    onPhotoRemoved(photo);
  };

  const full = photos.length >= LIMITS.photosPerReport;
  const pendingNote =
    status.inProgress > 0
      ? `Subiendo ${status.inProgress === 1 ? "1 foto" : `${status.inProgress} fotos`}...`
      : status.waiting > 0
        ? `${status.waiting === 1 ? "1 foto elegida está" : `${status.waiting} fotos elegidas están`} sin subir: abre «Agregar fotos» y pulsa «Subir».`
        : undefined;

  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>Fotos (opcional)</Field.Label>
      <Field.HelperText color="gray.600" mt="0" mb="2">
        Hasta {LIMITS.photosPerReport} fotos JPEG, PNG o WebP. Antes de publicarlas les quitamos los datos de
        ubicación y de la cámara.
      </Field.HelperText>
      {photos.length > 0 && (
        <SimpleGrid as="ul" columns={3} gap="3" w="full" listStyleType="none" mb="3">
          {photos.map((photo, index) => (
            <Box as="li" key={photoKey(photo)} position="relative">
              <PhotoThumbnail
                {...(isKeptPhoto(photo) ? { blob: photo.blob } : { src: photo.thumbnailPath })}
                alt={`Foto ${index + 1} del reporte`}
              />
              <CloseButton
                size="xs"
                variant="solid"
                colorPalette="gray"
                position="absolute"
                top="1"
                right="1"
                aria-label={`Quitar la foto ${index + 1}`}
                onClick={() => remove(photo)}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
      <HStack gap="3" wrap="wrap" align="center">
        {full ? (
          <Text fontSize="sm" color="gray.700">
            Ya tienes {LIMITS.photosPerReport} fotos, el máximo. Quita una para agregar otra.
          </Text>
        ) : (
          <Button
            ref={setOpener}
            type="button"
            variant="outline"
            colorPalette="teal"
            onClick={() => void open()}
            loading={opening}
            loadingText="Abriendo..."
            aria-describedby={error ? ids.errorText : ids.helperText}
          >
            <Camera aria-hidden="true" /> {photos.length > 0 ? "Agregar más fotos" : "Agregar fotos"}
          </Button>
        )}
        <Text fontSize="sm" color="gray.700" aria-live="polite">
          {pendingNote ?? ""}
        </Text>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
