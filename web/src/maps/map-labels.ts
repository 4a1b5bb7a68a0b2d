import L from "leaflet";

/** A label's rectangle on screen, in pixels. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Which labels to show so that none covers another: earlier ones win (the caller lists the most
 * important first), and a label is hidden when it would touch one already shown (within `gap` pixels).
 */
export function visibleLabels(boxes: readonly LabelBox[], gap = 2): boolean[] {
  const shown: LabelBox[] = [];
  return boxes.map((box) => {
    const overlaps = shown.some(
      (other) =>
        box.left < other.right + gap &&
        other.left < box.right + gap &&
        box.top < other.bottom + gap &&
        other.top < box.bottom + gap,
    );
    if (!overlaps) shown.push(box);
    return !overlaps;
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A plain text label beside a point (to its right, so that a pin or dot on the point does not hide it):
 * not a Leaflet tooltip, whose aria-describedby points at nothing once closed. `lines` are shown one
 * under the other; the map's container describes the place to screen readers, so labels are hidden
 * from them.
 */
export function labelMarker(at: L.LatLngExpression, lines: string[], className = "map-label"): L.Marker {
  return L.marker(at, {
    icon: L.divIcon({
      className,
      html: `<span aria-hidden="true">${lines.map(escapeHtml).join("<br>")}</span>`,
      iconSize: undefined,
      iconAnchor: [-8, 9],
    }),
    interactive: false,
    keyboard: false,
  });
}

/**
 * Keeps the labels of `map` from piling up: after every zoom, move or resize, each label that would
 * cover a more important one (earlier in `labels`) is hidden until there is room for it again.
 */
export function declutterLabels(map: L.Map, labels: () => L.Marker[]): () => void {
  const place = () => {
    const shownOnMap = labels().filter((label) => map.hasLayer(label));
    const elements = shownOnMap.map((label) => label.getElement());
    const boxes = elements.map((element) => element?.getBoundingClientRect() ?? new DOMRect());
    visibleLabels(boxes).forEach((visible, index) => {
      const element = elements[index];
      if (element) element.style.visibility = visible ? "" : "hidden";
    });
  };
  map.on("zoomend moveend resize", place);
  place();
  return place;
}

/** How labels look on every map (the container's `css`). */
export const MAP_LABEL_CSS = {
  "& .map-label": {
    fontSize: "11px",
    lineHeight: "16px",
    padding: "1px 5px",
    whiteSpace: "nowrap",
    width: "auto !important",
    height: "auto !important",
    color: "{colors.gray.900}",
    background: "white",
    border: "1px solid {colors.gray.400}",
    borderRadius: "3px",
  },
  "& .map-label-strong": {
    fontSize: "12px",
    lineHeight: "16px",
    padding: "2px 6px",
    whiteSpace: "nowrap",
    width: "auto !important",
    height: "auto !important",
    color: "{colors.gray.900}",
    fontWeight: "600",
    background: "white",
    border: "1px solid {colors.teal.700}",
    borderRadius: "3px",
  },
} as const;
