import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";
import { themeConfig } from "./theme-config";

/**
 * Chakra's default theme with only the recipes of the public shell (header, landing page, loading and
 * error states). All ~100 recipes weigh about 25 KB gzipped, which the landing page does not need
 * (docs/decisions.md#first-download); the full system (`theme.ts`) replaces this one as soon as a screen chunk loads.
 * Tokens, conditions and global styles are Chakra's own, so the two render the same classes.
 */
export const firstPaintConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        link: linkRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: { stat: statSlotRecipe },
    },
  }),
  themeConfig,
);

export const firstPaintSystem = createSystem(firstPaintConfig);
