import { Box, Button, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { isInCity, MESSAGES, neighborhoodLabel, type LatLng } from "@domain";
import L from "leaflet";
import { Crosshair, LocateFixed, Minus, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { createLocalityMap, removeLocalityMap, HAS_TILES, LOCALITY_LEAFLET_BOUNDS } from "./locality-map";
import { PIN_ICON } from "./pin-icon";
import { formatLatLng, MAPPED_NEIGHBORHOODS, neighborhoodCentroid } from "./map-config";
import { declutterLabels, labelMarker, MAP_LABEL_CSS } from "./map-labels";

/**
 * Street level: close enough to tell one block from the next. Without tiles there are no streets to
 * see, only the neighbourhoods' names, so the map stays where several of them show.
 */
const STREET_ZOOM = HAS_TILES ? 17 : 15.5;
/**
 * From here on the map has room to name every neighbourhood. Without tiles the names are all the map
 * shows, so they appear sooner.
 */
const LABELS_ZOOM = HAS_TILES ? 16 : 14.5;

const round = ({ lat, lng }: LatLng): LatLng => ({
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(lng * 1e6) / 1e6,
});

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Where the problem is (docs/decisions.md#addresses-and-maps): tap the map to drop the pin, drag it to
 * adjust; a picked address moves it. Keyboard users pan with the arrows and mark the centre. Tiles come from
 * configuration; without them the map still shows the 21 neighbourhoods on a plain background.
 */
export function LocationMap({
  value,
  onValueChange,
  neighborhood,
  error,
}: {
  value: LatLng | null;
  onValueChange: (location: LatLng | null) => void;
  /** Slug of the chosen neighbourhood: the map goes there until a pin is dropped. */
  neighborhood: string;
  error?: string;
}) {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const dots = useRef(new Map<string, NeighborhoodMark>());
  const relabel = useRef<(() => void) | null>(null);
  // The last position the map itself produced: no need to move the view to where the finger is.
  const placedHere = useRef<LatLng | null>(null);
  const onChange = useRef(onValueChange);
  const chosen = useRef(neighborhood);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | undefined>(undefined);

  useEffect(() => {
    onChange.current = onValueChange;
  });

  const place = (location: LatLng) => {
    const rounded = round(location);
    placedHere.current = rounded;
    setLocateError(undefined);
    onChange.current(rounded);
  };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = createLocalityMap(element, { keyboard: true, minZoom: 12, maxZoom: 19, zoomSnap: 0.5 });
    instance.fitBounds(LOCALITY_LEAFLET_BOUNDS);
    for (const n of MAPPED_NEIGHBORHOODS) {
      const dot = L.circleMarker([n.centroid.lat, n.centroid.lng], {
        radius: 5,
        color: "#115e59",
        weight: 1.5,
        fillColor: "#14b8a6",
        fillOpacity: 0.7,
        interactive: false,
      }).addTo(instance);
      const label = labelMarker([n.centroid.lat, n.centroid.lng], [n.label]);
      dots.current.set(n.slug, { dot, label });
    }
    showLabels(instance, dots.current, chosen.current);
    instance.on("click", (event: L.LeafletMouseEvent) => place(event.latlng));
    instance.on("zoomend", () => showLabels(instance, dots.current, chosen.current));
    // After showLabels on every zoom (handlers run in order): the chosen name first, none on another.
    relabel.current = declutterLabels(instance, () => labelsInOrder(dots.current, chosen.current));
    map.current = instance;
    const shownDots = dots.current;
    return () => {
      removeLocalityMap(instance);
      map.current = null;
      marker.current = null;
      shownDots.clear();
    };
  }, []);

  // The chosen neighbourhood is labelled and, while there is no pin, the map goes to it.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    chosen.current = neighborhood;
    showLabels(instance, dots.current, neighborhood);
    relabel.current?.();
    const centroid = neighborhoodCentroid(neighborhood);
    // The pin effect below keeps `marker` in step with the value; reading it here (not `value`) means
    // only a new neighbourhood runs this, so a pin dropped later is never followed by a jump.
    if (centroid && !marker.current) {
      instance.setView([centroid.lat, centroid.lng], LABELS_ZOOM, { animate: !prefersReducedMotion() });
    }
  }, [neighborhood]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const position: L.LatLngExpression = [value.lat, value.lng];
    if (!marker.current) {
      // Not a Tab stop: Leaflet cannot move a pin with the keyboard; keyboard users move the map and
      // press "Marcar el centro del mapa".
      const pin = L.marker(position, {
        icon: PIN_ICON,
        draggable: true,
        autoPan: true,
        keyboard: false,
        alt: "Marcador de la ubicación del problema",
        title: "Arrastra el marcador para ajustar la ubicación",
      }).addTo(instance);
      pin.on("dragend", () => place(pin.getLatLng()));
      marker.current = pin;
    } else {
      marker.current.setLatLng(position);
    }
    const fromMap = placedHere.current?.lat === value.lat && placedHere.current?.lng === value.lng;
    if (!fromMap) {
      instance.setView(position, Math.max(instance.getZoom(), STREET_ZOOM), {
        animate: !prefersReducedMotion(),
      });
    }
  }, [value]);

  const markCentre = () => {
    const instance = map.current;
    if (instance) place(instance.getCenter());
  };

  const locate = () => {
    if (!("geolocation" in navigator)) return;
    setLocating(true);
    setLocateError(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        if (!isInCity(here)) {
          setLocateError(MESSAGES.locationOutOfArea);
          return;
        }
        placedHere.current = null;
        onChange.current(round(here));
      },
      () => {
        setLocating(false);
        setLocateError("No pudimos obtener tu ubicación. Toca el mapa donde está el problema.");
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const helpId = `${id}-help`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const problem = error ?? locateError;
  const unplacedId = `${id}-unplaced`;
  const unplaced = Boolean(neighborhood) && !neighborhoodCentroid(neighborhood) && !value;

  return (
    <Stack gap="2">
      <Text id={`${id}-label`} fontWeight="medium" color="gray.900">
        Ubicación en el mapa (opcional)
      </Text>
      <Text id={helpId} fontSize="sm" color="gray.600">
        Toca el mapa donde está el problema y arrastra el marcador para ajustarlo. Con el teclado, mueve el
        mapa con las flechas, acerca con + y pulsa «Marcar el centro del mapa».
      </Text>
      <Box
        position="relative"
        isolation="isolate"
        rounded="lg"
        overflow="hidden"
        borderWidth="1px"
        borderColor={problem ? "border.error" : "gray.300"}
        css={{
          "& .leaflet-container": { background: "#e8f1ee", fontFamily: "inherit" },
          "& .leaflet-container:focus-visible": {
            outline: "3px solid {colors.teal.700}",
            outlineOffset: "-3px",
          },
          ...MAP_LABEL_CSS,
          "&:focus-within .nr-crosshair": { display: "block" },
        }}
      >
        <Box h={{ base: "64", md: "80" }}>
          {/* A plain element for Leaflet: React never rewrites the classes Leaflet puts on it. */}
          <div
            ref={container}
            style={{ height: "100%" }}
            role="region"
            aria-labelledby={`${id}-label`}
            aria-describedby={[
              helpId,
              unplaced ? unplacedId : undefined,
              statusId,
              problem ? errorId : undefined,
            ]
              .filter(Boolean)
              .join(" ")}
            data-testid="location-map"
          />
        </Box>
        {/* Zoom buttons of our own: Leaflet's show "+" but are named "Acercar", which axe flags. */}
        <Stack position="absolute" top="2" right="2" zIndex="1000" gap="1">
          <IconButton
            aria-label="Acercar"
            size="sm"
            variant="outline"
            bg="white"
            colorPalette="gray"
            onClick={() => map.current?.zoomIn()}
          >
            <Plus aria-hidden="true" />
          </IconButton>
          <IconButton
            aria-label="Alejar"
            size="sm"
            variant="outline"
            bg="white"
            colorPalette="gray"
            onClick={() => map.current?.zoomOut()}
          >
            <Minus aria-hidden="true" />
          </IconButton>
        </Stack>
        <Box
          className="nr-crosshair"
          display="none"
          position="absolute"
          top="50%"
          left="50%"
          transform="translate(-50%, -50%)"
          zIndex="500"
          pointerEvents="none"
          color="teal.900"
          aria-hidden="true"
        >
          <Crosshair size={28} />
        </Box>
      </Box>
      {unplaced && (
        // A barrio whose place the map does not know (docs/decisions.md#maps): the map stays where it was.
        <Text id={unplacedId} fontSize="sm" color="gray.800">
          El mapa aún no sabe dónde queda {neighborhoodLabel(neighborhood)}: busca la dirección arriba o mueve
          el mapa hasta el lugar antes de marcarlo.
        </Text>
      )}
      <Text id={statusId} fontSize="sm" color="gray.800" aria-live="polite">
        {value ? `Ubicación marcada: ${formatLatLng(value)}` : "Aún no has marcado la ubicación."}
      </Text>
      {problem && (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {problem}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="teal" onClick={markCentre}>
          <Crosshair aria-hidden="true" /> Marcar el centro del mapa
        </Button>
        {"geolocation" in navigator && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="teal"
            onClick={locate}
            loading={locating}
            loadingText="Buscando tu ubicación..."
          >
            <LocateFixed aria-hidden="true" /> Usar mi ubicación
          </Button>
        )}
        {value && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="gray"
            onClick={() => {
              placedHere.current = null;
              onChange.current(null);
            }}
          >
            <X aria-hidden="true" /> Quitar marcador
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

interface NeighborhoodMark {
  dot: L.CircleMarker;
  label: L.Marker;
}

/** The chosen neighbourhood's label first: it is the one kept when names would cover each other. */
function labelsInOrder(marks: Map<string, NeighborhoodMark>, chosen: string): L.Marker[] {
  const chosenMark = marks.get(chosen);
  return [
    ...(chosenMark ? [chosenMark.label] : []),
    ...[...marks].filter(([slug]) => slug !== chosen).map(([, mark]) => mark.label),
  ];
}

/** Every name when the map is close enough for them; otherwise only the chosen neighbourhood's. */
function showLabels(instance: L.Map, marks: Map<string, NeighborhoodMark>, chosen: string) {
  const all = instance.getZoom() >= LABELS_ZOOM;
  for (const [slug, { dot, label }] of marks) {
    const chosenOne = slug === chosen;
    dot.setRadius(chosenOne ? 8 : 5);
    dot.setStyle({ fillColor: chosenOne ? "#0f766e" : "#14b8a6" });
    if (all || chosenOne) label.addTo(instance);
    else label.remove();
  }
}
