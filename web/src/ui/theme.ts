import { createSystem, defineConfig, mergeConfigs } from "@chakra-ui/react";
import { recipes, slotRecipes } from "@chakra-ui/react/theme";
import { firstPaintConfig } from "./first-paint-theme";

/**
 * The one place that configures Chakra (`theme-config.ts` holds our changes): Chakra's default config
 * with every recipe. Screens are lazy chunks that load it with them (`lazy-screen.tsx`); the first
 * paint uses the same config with only the shell's recipes (`first-paint-theme.ts`).
 */
export const system = createSystem(
  mergeConfigs(firstPaintConfig, defineConfig({ theme: { recipes, slotRecipes } })),
);
