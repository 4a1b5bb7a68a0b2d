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
import { useEffect, useState } from "react";

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

/** The other icons an admin may choose (extra-category-icons.ts), once fetched. */
let extraIcons: Readonly<Record<string, LucideIcon>> | undefined;
let extraIconsLoading: Promise<void> | undefined;

function loadExtraIcons(): Promise<void> {
  extraIconsLoading ??= import("./extra-category-icons").then(
    (module) => {
      extraIcons = module.EXTRA_CATEGORY_ICONS;
    },
    () => {
      // Without a signal the "…" stays; the next category that needs one tries again.
      extraIconsLoading = undefined;
    },
  );
  return extraIconsLoading;
}

export function CategoryIcon({ name, ...props }: { name: string } & LucideProps) {
  const [, setLoaded] = useState(false);
  const Icon = ICONS[name] ?? extraIcons?.[name];
  useEffect(() => {
    // A state set after the icon went is ignored: nothing to cancel.
    if (!Icon && !extraIcons) void loadExtraIcons().then(() => setLoaded(true));
  }, [Icon]);
  const Shown = Icon ?? Ellipsis;
  return <Shown aria-hidden="true" {...props} />;
}
