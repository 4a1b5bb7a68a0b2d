import { Alert, Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { MESSAGES, NEIGHBORHOODS, SEVERITY_LEVELS, nearestNeighborhood, type LatLng } from "@domain";
import { Send } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useCategories } from "../../categories";
import { toaster } from "../../../ui/toaster";
import type { AddressSuggestion } from "../address-suggestion";
import { clearDraft, isDraftEmpty, loadDraft, saveDraft } from "../draft-storage";
import { isOnline } from "../../../offline/online-status";
import {
  OutboxFullError,
  OutboxLockedError,
  queueReport,
  type QueuedReport,
} from "../../../offline/outbox/outbox-store";
import { outboxChanged, requestBackgroundSync } from "../../../offline/outbox/outbox-runner";
import { formValuesOfQueued, queuedReportErrors, queuedReportOf } from "../queued-report";
import { useCreateReport } from "../hooks/use-create-report";
import { neighborhoodSlugForLabel } from "../../../maps/map-config";
import {
  EMPTY_REPORT_FORM,
  firstInvalidField,
  REPORT_FIELDS,
  idempotencyKeyFor,
  isKeptPhoto,
  photoKey,
  toCreateReportInput,
  validateReportForm,
  type IdempotencyKey,
  type ReportField,
  type ReportFieldErrors,
  type ReportFormValues,
  type ReportPhoto,
} from "../report-form";
import { AddressInput } from "./address-input";
import { CategoryPicker } from "./category-picker";
import { DescriptionField } from "./description-field";
import { LocationMap } from "../../../maps/location-map";
import { nearbyRequest, nearbyTopic } from "../nearby-request";
import { NearbyReports } from "./nearby-reports";
import { NeighborhoodHint } from "./neighborhood-hint";
import { PhotoLocationOffer } from "./photo-location-offer";
import { PhotoUploaderField, type PhotoUploadStatus } from "./photo-uploader";
import { PrivacyOptions } from "./privacy-options";
import { SelectField } from "../../../ui/select-field";

const NEIGHBORHOOD_OPTIONS = [...NEIGHBORHOODS]
  .sort((a, b) => a.label.localeCompare(b.label, "es"))
  .map((n) => ({ value: n.slug, label: n.label }));

const SEVERITY_OPTIONS = SEVERITY_LEVELS.map((level) => ({
  value: String(level.value),
  label: `${level.value} · ${level.label}`,
}));

const FIELD_NAMES: Record<ReportField, string> = {
  categoryId: "categoría",
  neighborhood: "barrio",
  address: "dirección",
  location: "ubicación",
  severity: "gravedad",
  description: "descripción",
  photos: "fotos",
};

const scrollBehavior = (): ScrollBehavior =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
    ? "auto"
    : "smooth";

export const PHOTOS_PENDING = "Espera a que terminen de subir las fotos.";
export const PHOTOS_NOT_SENT =
  "Tienes fotos elegidas sin subir: abre «Agregar fotos» y pulsa «Subir», o quítalas.";

const SAVE_FAILED = "No se pudo guardar el reporte en este teléfono. Inténtalo de nuevo.";

/**
 * The new report form (docs/decisions.md#new-report-form), for the signed-in citizen `ownerId` (the draft is
 * theirs alone). With `queued`, it changes a report waiting on the phone instead
 * (docs/offline.md#filing-offline): no draft is kept meanwhile, and sending puts it back in the outbox.
 */
export function NewReportForm({ ownerId, queued }: { ownerId: string; queued?: QueuedReport }) {
  const navigate = useNavigate();
  const [initialDraft] = useState(() =>
    queued
      ? { values: formValuesOfQueued(queued), idempotency: { key: queued.key, fingerprint: "" } }
      : loadDraft(ownerId),
  );
  const [values, setValues] = useState<ReportFormValues>(initialDraft?.values ?? EMPTY_REPORT_FORM);
  const [idempotency, setIdempotency] = useState<IdempotencyKey | null>(initialDraft?.idempotency ?? null);
  const [restored, setRestored] = useState(
    Boolean(!queued && initialDraft && !isDraftEmpty(initialDraft.values)),
  );
  const [errors, setErrors] = useState<ReportFieldErrors>(() => (queued ? queuedReportErrors(queued) : {}));
  const [uploads, setUploads] = useState<PhotoUploadStatus>({ waiting: 0, inProgress: 0 });
  const [filledFromLocation, setFilledFromLocation] = useState<string | undefined>(undefined);
  // A photo's point offered as the pin, and the points already answered (docs/decisions.md#photo-location).
  const [photoPoint, setPhotoPoint] = useState<LatLng | null>(null);
  const [photoPointUsed, setPhotoPointUsed] = useState(false);
  const answeredPhotoPoints = useRef(new Set<string>());
  const categories = useCategories();
  const { createReport, loading: sending } = useCreateReport();
  const sendingNow = useRef(false);
  // "No, es otro" for this category and barrio (docs/nearby.md#the-form).
  const [dismissedTopic, setDismissedTopic] = useState<string | null>(null);
  const nearby = useMemo(() => nearbyRequest(values), [values]);
  const showNearby = nearby !== null && nearbyTopic(nearby) !== dismissedTopic;

  const categoryRef = useRef<HTMLDivElement>(null);
  const neighborhoodRef = useRef<HTMLSelectElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLDivElement>(null);
  const severityRef = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const photosRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!queued) saveDraft(ownerId, { values, idempotency });
  }, [ownerId, values, idempotency, queued]);

  const update = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors(({ [key as ReportField]: _fixed, ...rest }) => rest);
  };

  // The first field to fix: scrolled into view with its error, then focused without another jump.
  // A radio's own position is under its card; the group is what must show.
  const focusField = (field: ReportField) => {
    const targets: Record<ReportField, () => HTMLElement | null | undefined> = {
      categoryId: () =>
        categoryRef.current?.querySelector<HTMLInputElement>("input:checked") ??
        categoryRef.current?.querySelector<HTMLInputElement>("input[type=radio]"),
      neighborhood: () => neighborhoodRef.current,
      address: () => addressRef.current,
      location: () => locationRef.current?.querySelector<HTMLElement>("[data-testid=location-map]"),
      severity: () => severityRef.current,
      description: () => descriptionRef.current,
      photos: () => photosRef.current,
    };
    const target = targets[field]();
    const shown = field === "categoryId" ? categoryRef.current : target;
    shown?.scrollIntoView?.({
      block: field === "categoryId" ? "start" : "center",
      behavior: scrollBehavior(),
    });
    target?.focus({ preventScroll: true });
  };

  // A point marked while no barrio is chosen suggests one: the address's own, or the nearest.
  const setLocation = (location: LatLng | null, area?: string) => {
    update("location", location);
    if (!location || values.neighborhood) return;
    const slug = neighborhoodSlugForLabel(area) ?? nearestNeighborhood(location)?.slug;
    if (slug) {
      update("neighborhood", slug);
      setFilledFromLocation(slug);
    }
  };

  const pickAddress = (suggestion: AddressSuggestion) => setLocation(suggestion.location, suggestion.area);

  const offerPhotoPoint = (point: LatLng) => {
    const key = `${point.lat},${point.lng}`;
    const current = values.location;
    if (answeredPhotoPoints.current.has(key) || (current?.lat === point.lat && current.lng === point.lng))
      return;
    setPhotoPoint(point);
    setPhotoPointUsed(false);
  };
  const answerPhotoPoint = (use: boolean) => {
    if (!photoPoint) return;
    answeredPhotoPoints.current.add(`${photoPoint.lat},${photoPoint.lng}`);
    if (use) setLocation(photoPoint);
    setPhotoPointUsed(use);
    setPhotoPoint(null);
    // The offer's buttons leave: the focus stays in the photos' section.
    photosRef.current?.focus();
  };

  const startOver = () => {
    clearDraft();
    setValues(EMPTY_REPORT_FORM);
    setIdempotency(null);
    setErrors({});
    setRestored(false);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingNow.current) return;
    const found = validateReportForm(values);
    if (!found.photos && uploads.inProgress > 0) found.photos = PHOTOS_PENDING;
    else if (!found.photos && uploads.waiting > 0) found.photos = PHOTOS_NOT_SENT;
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      focusField(first);
      return;
    }

    const input = toCreateReportInput(values);
    const keptPhotos = values.photos.filter(isKeptPhoto).map((photo) => photo.localId);
    // A queued report keeps its key: the server has never filed it (docs/offline.md#filing-offline).
    const key = queued
      ? { key: queued.key, fingerprint: "" }
      : idempotencyKeyFor({ ...input, keptPhotos }, idempotency);
    setIdempotency(key);
    sendingNow.current = true;
    try {
      // Photos kept on the phone, no connection, or a report already waiting: the outbox sends it.
      if (queued || keptPhotos.length > 0 || !isOnline()) {
        await keepForLater(key.key);
        return;
      }
      const outcome = await createReport(input, key.key);
      if (!outcome.ok && "noAnswer" in outcome) {
        await keepForLater(key.key, { sentOnce: true });
        return;
      }
      if (outcome.ok) {
        clearDraft();
        toaster.create({
          type: "success",
          title: "Reporte enviado",
          description: `Gracias. Tu radicado es ${outcome.radicado}: con él puedes consultarlo. Sigue su estado en Mis reportes.`,
          // Long enough to note the radicado down; Mis reportes shows it too.
          duration: 15_000,
        });
        void navigate("/mis-reportes");
        return;
      }
      setErrors(outcome.fields);
      const invalid = firstInvalidField(outcome.fields);
      if (invalid) focusField(invalid);
    } finally {
      sendingNow.current = false;
    }
  };

  /**
   * The report waits on the phone with its key and its photos, and goes when the connection allows; the
   * resident follows it in Mis reportes. Nothing is cleared unless it was saved.
   */
  const keepForLater = async (key: string, options: { sentOnce?: boolean } = {}) => {
    try {
      await queueReport({ key, ownerId, ...queuedReportOf(values) }, queued?.key, options);
    } catch (error) {
      const known = error instanceof OutboxFullError || error instanceof OutboxLockedError;
      toaster.create({
        type: "error",
        title: MESSAGES.reportSubmitFailed,
        description: known ? error.message : SAVE_FAILED,
      });
      return;
    }
    if (!queued) clearDraft();
    outboxChanged("queued");
    void requestBackgroundSync();
    const online = isOnline();
    toaster.create({
      type: "info",
      title: online ? "Enviando tu reporte" : "Reporte guardado en el teléfono",
      description: online
        ? "Te avisaremos con el radicado cuando llegue. Míralo en Mis reportes."
        : "Sin conexión: se enviará solo cuando vuelva la señal. Míralo en Mis reportes como «Pendiente de envío».",
      duration: 10_000,
    });
    void navigate("/mis-reportes");
  };

  const invalidFields = REPORT_FIELDS.filter((field) => errors[field]);

  return (
    <form noValidate aria-label="Nuevo reporte" onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap={{ base: "5", md: "6" }}>
        {queued && (
          <Alert.Root status={queued.state === "rejected" ? "warning" : "info"}>
            <Alert.Indicator />
            <Alert.Description>
              {queued.state === "rejected"
                ? `Estás corrigiendo un reporte que el servidor no aceptó${queued.problem ? `: ${queued.problem}` : "."} Al enviarlo vuelve a quedar pendiente de envío.`
                : "Estás cambiando un reporte pendiente de envío. Mientras lo cambias no se envía."}
            </Alert.Description>
          </Alert.Root>
        )}
        {restored && (
          <Alert.Root status="info" alignItems="center">
            <Alert.Indicator />
            <Alert.Description flex="1">Recuperamos el reporte que estabas escribiendo.</Alert.Description>
            <Button size="sm" variant="outline" colorPalette="blue" onClick={startOver}>
              Empezar de nuevo
            </Button>
          </Alert.Root>
        )}
        <Text color="gray.700">
          Los campos marcados con{" "}
          <Text as="span" color="fg.error" aria-hidden="true">
            *
          </Text>
          <Text as="span" srOnly>
            asterisco
          </Text>{" "}
          son obligatorios.
        </Text>

        <Section title="¿Qué problema quieres reportar?">
          <CategoryPicker
            ref={categoryRef}
            categories={categories.categories}
            loading={categories.loading}
            failed={Boolean(categories.error)}
            value={values.categoryId}
            onValueChange={(value) => update("categoryId", value)}
            error={errors.categoryId}
          />
        </Section>

        <Section title="¿Dónde está?">
          <Stack gap="5">
            <SelectField
              ref={neighborhoodRef}
              label="Barrio"
              required
              placeholder="Selecciona el barrio"
              options={NEIGHBORHOOD_OPTIONS}
              value={values.neighborhood}
              onValueChange={(value) => update("neighborhood", value)}
              error={errors.neighborhood}
            />
            <AddressInput
              ref={addressRef}
              value={values.address}
              onValueChange={(text) => update("address", text)}
              onPick={pickAddress}
              neighborhood={values.neighborhood}
              error={errors.address}
            />
            <Box ref={locationRef}>
              <LocationMap
                value={values.location}
                onValueChange={(location: LatLng | null) => setLocation(location)}
                neighborhood={values.neighborhood}
                error={errors.location}
              />
            </Box>
            <NeighborhoodHint
              location={values.location}
              neighborhood={values.neighborhood}
              filledFromLocation={filledFromLocation}
              onChoose={(slug) => update("neighborhood", slug)}
            />
          </Stack>
        </Section>

        <NearbyReports
          request={showNearby ? nearby : null}
          onDismiss={() => {
            if (nearby) setDismissedTopic(nearbyTopic(nearby));
            // The filing goes on where it was going: the next field.
            severityRef.current?.focus();
          }}
        />

        <Section title="Detalles">
          <Stack gap="5">
            <SelectField
              ref={severityRef}
              label="Gravedad"
              required
              placeholder="Selecciona qué tan grave es"
              options={SEVERITY_OPTIONS}
              value={values.severity}
              onValueChange={(value) => update("severity", value)}
              error={errors.severity}
              helperText="De 1 (leve) a 5 (crítico)."
            />
            <DescriptionField
              ref={descriptionRef}
              value={values.description}
              onValueChange={(text) => update("description", text)}
              error={errors.description}
            />
          </Stack>
        </Section>

        <Section title="Fotos">
          <PhotoUploaderField
            ref={photosRef}
            photos={values.photos}
            onPhotoAdded={(photo: ReportPhoto) =>
              setValues((current) =>
                current.photos.some((p) => photoKey(p) === photoKey(photo))
                  ? current
                  : { ...current, photos: [...current.photos, photo] },
              )
            }
            onPhotoRemoved={(photo) => {
              setValues((current) => ({
                ...current,
                photos: current.photos.filter((p) => photoKey(p) !== photoKey(photo)),
              }));
              if (errors.photos) setErrors(({ photos: _fixed, ...rest }) => rest);
            }}
            onStatusChange={(status) => {
              setUploads(status);
              // "Wait for the photos" no longer applies once they are done; the server's word stays.
              if (status.inProgress === 0 && status.waiting === 0) {
                setErrors((current) => {
                  if (current.photos !== PHOTOS_PENDING && current.photos !== PHOTOS_NOT_SENT) return current;
                  const { photos: _done, ...rest } = current;
                  return rest;
                });
              }
            }}
            onPhotoLocation={offerPhotoPoint}
            error={errors.photos}
          />
          <PhotoLocationOffer
            point={photoPoint}
            used={photoPointUsed}
            onUse={() => answerPhotoPoint(true)}
            onDismiss={() => answerPhotoPoint(false)}
          />
        </Section>

        <Section title="Privacidad">
          <PrivacyOptions
            anonymous={values.anonymous}
            allowContact={values.allowContact}
            onAnonymousChange={(value) => update("anonymous", value)}
            onAllowContactChange={(value) => update("allowContact", value)}
          />
        </Section>

        <Stack gap="3">
          <Text color="fg.error" role="alert" fontWeight="medium">
            {invalidFields.length > 0 &&
              `Revisa ${invalidFields.length === 1 ? "1 campo" : `${invalidFields.length} campos`} antes de enviar: ${invalidFields.map((field) => FIELD_NAMES[field]).join(", ")}.`}
          </Text>
          <Button
            type="submit"
            colorPalette="teal"
            size="lg"
            w={{ base: "full", md: "auto" }}
            alignSelf={{ md: "flex-start" }}
            loading={sending}
            loadingText="Enviando..."
          >
            <Send aria-hidden="true" /> Enviar reporte
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      // Clear of the sticky header when a failed submit scrolls a field into view.
      scrollMarginTop="20"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: "4", md: "6" }}
    >
      <Heading id={headingId} as="h2" size="lg" color="teal.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
