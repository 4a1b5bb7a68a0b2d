/**
 * The 11 report categories, in their initial order (docs/decisions.md#categories). `icon` names a Lucide
 * icon.
 */
export const CATEGORIES = [
  {
    id: "seguridad",
    name: "Seguridad",
    description: "Robos, riñas, consumo en la calle y zonas inseguras.",
    icon: "shield",
  },
  {
    id: "ruido",
    name: "Ruido",
    description: "Música a alto volumen, fiestas y ruido de establecimientos.",
    icon: "volume-2",
  },
  {
    id: "movilidad",
    name: "Movilidad",
    description: "Trancones, semáforos dañados y mal parqueo.",
    icon: "car",
  },
  {
    id: "arroyos",
    name: "Arroyos",
    description: "Arroyos peligrosos, inundaciones y drenajes tapados.",
    icon: "waves",
  },
  {
    id: "aseo",
    name: "Aseo",
    description: "Basuras acumuladas, escombros y recolección que no pasa.",
    icon: "trash-2",
  },
  {
    id: "espacio-publico",
    name: "Espacio Público",
    description: "Andenes invadidos, ventas ambulantes y obstáculos.",
    icon: "store",
  },
  {
    id: "iluminacion",
    name: "Iluminación",
    description: "Postes apagados y calles o parques sin alumbrado.",
    icon: "lightbulb",
  },
  {
    id: "vias",
    name: "Vías",
    description: "Huecos, calles deterioradas y señalización faltante.",
    icon: "construction",
  },
  {
    id: "zonas-verdes",
    name: "Zonas Verdes",
    description: "Parques descuidados, poda de árboles y césped.",
    icon: "trees",
  },
  {
    id: "medio-ambiente",
    name: "Medio Ambiente",
    description: "Contaminación, quemas, malos olores y tala de árboles.",
    icon: "leaf",
  },
  {
    id: "animales",
    name: "Animales",
    description: "Animales abandonados, maltrato y plagas.",
    icon: "paw-print",
  },
] as const satisfies readonly CategoryDefinition[];

export interface CategoryDefinition {
  id: string;
  name: string;
  description: string;
  icon: string;
}

export type CategoryId = (typeof CATEGORIES)[number]["id"];

export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((category) => category.id);

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && (CATEGORY_IDS as readonly string[]).includes(value);
}

/**
 * Icons an admin may give a category (Lucide names the web app bundles, ui/category-icon.tsx): the
 * seeded ones first, then a few more for new kinds of problems.
 */
export const CATEGORY_ICONS = [
  ...CATEGORIES.map((category) => category.icon),
  "droplets",
  "bus",
  "building-2",
  "siren",
  "triangle-alert",
  "bike",
  "dog",
  "flame",
] as const;

/** What each icon shows, in the admin's icon picker (the names themselves are Lucide's, in English). */
export const CATEGORY_ICON_LABELS: Readonly<Record<string, string>> = {
  shield: "Escudo",
  "volume-2": "Parlante",
  car: "Carro",
  waves: "Olas",
  "trash-2": "Caneca de basura",
  store: "Tienda",
  lightbulb: "Bombillo",
  construction: "Obra",
  trees: "Árboles",
  leaf: "Hoja",
  "paw-print": "Huella",
  droplets: "Gotas de agua",
  bus: "Bus",
  "building-2": "Edificio",
  siren: "Sirena",
  "triangle-alert": "Alerta",
  bike: "Bicicleta",
  dog: "Perro",
  flame: "Fuego",
};

export const CATEGORY_LIMITS = { nameMaxLength: 80, descriptionMaxLength: 300 } as const;
