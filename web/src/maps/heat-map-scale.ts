import { MAPPED_NEIGHBORHOODS } from "./map-config";

/** Five shades from pale to deep red (ColorBrewer "Reds", distinguishable in greyscale too). */
export const HEAT_COLORS = ["#fcbba1", "#fc9272", "#fb6a4a", "#de2d26", "#a50f15"] as const;

export interface HeatBand {
  color: string;
  from: number;
  to: number;
}

/**
 * Up to five bands of equal width between the smallest and largest square shown, so that the legend
 * names whole counts ("3–10 reportes").
 */
export function heatBands(counts: readonly number[]): HeatBand[] {
  if (counts.length === 0) return [];
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const size = Math.max(1, Math.ceil((max - min + 1) / HEAT_COLORS.length));
  const bands: HeatBand[] = [];
  for (let from = min, index = 0; from <= max; from += size, index++) {
    bands.push({ color: HEAT_COLORS[index]!, from, to: Math.min(max, from + size - 1) });
  }
  return bands;
}

export function bandOf(bands: readonly HeatBand[], count: number): HeatBand | undefined {
  return bands.find((band) => count >= band.from && count <= band.to);
}

/** The neighbourhood whose centre is nearest to a square's centre, to name the square in the table. */
export function nearestNeighborhoodLabel(lat: number, lng: number): string {
  let best = { label: "", distance: Infinity };
  for (const neighborhood of MAPPED_NEIGHBORHOODS) {
    const dLat = neighborhood.centroid.lat - lat;
    const dLng = (neighborhood.centroid.lng - lng) * Math.cos((lat * Math.PI) / 180);
    const distance = dLat * dLat + dLng * dLng;
    if (distance < best.distance) best = { label: neighborhood.label, distance };
  }
  return best.label;
}
