import {
  Car,
  Construction,
  Ellipsis,
  Leaf,
  Lightbulb,
  PawPrint,
  Shield,
  Store,
  Trash2,
  Trees,
  Volume2,
  Waves,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

/** Icons named by the domain module's categories (`icon`), bundled so nothing loads at run time. */
const ICONS: Record<string, LucideIcon> = {
  shield: Shield,
  "volume-2": Volume2,
  car: Car,
  waves: Waves,
  "trash-2": Trash2,
  store: Store,
  lightbulb: Lightbulb,
  construction: Construction,
  trees: Trees,
  leaf: Leaf,
  "paw-print": PawPrint,
};

export function CategoryIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name] ?? Ellipsis;
  return <Icon aria-hidden="true" {...props} />;
}
