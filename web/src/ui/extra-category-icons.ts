import {
  Bike,
  Building2,
  Dog,
  Droplets,
  Flame,
  Siren,
  TriangleAlert,
  Bus,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons an admin may give a new category beyond the seeded ones (CATEGORY_ICONS): a chunk of their
 * own, fetched only when a category uses one, so that the landing page does not carry them.
 */
export const EXTRA_CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  droplets: Droplets,
  bus: Bus,
  "building-2": Building2,
  siren: Siren,
  "triangle-alert": TriangleAlert,
  bike: Bike,
  dog: Dog,
  flame: Flame,
};
