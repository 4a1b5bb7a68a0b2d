import { defineConfig } from "@chakra-ui/react";

/** Our changes to Chakra's theme: the same for the first-paint system and the full one. */
export const themeConfig = defineConfig({
  globalCss: {
    "html, body": { bg: "bg", color: "fg" },
  },
  theme: {
    semanticTokens: {
      colors: {
        // teal.600 under white text is 3.7:1; teal.700 passes WCAG AA (5.5:1).
        teal: { solid: { value: "{colors.teal.700}" } },
        // Success toasts: white on green.600 is 3.3:1; green.700 passes WCAG AA (5.0:1).
        green: { solid: { value: "{colors.green.700}" } },
        // Chakra's red.500 error text on white is 3.8:1; red.700 passes WCAG AA.
        fg: { error: { value: "{colors.red.700}" } },
        // The green banners of the landing and home pages. Their text must read on every colour of the
        // gradient (axe cannot judge a gradient): teal.600 as the light end put white at 3.7:1 and the
        // yellow kicker at 2.8:1; ending on teal.700 the worst case is 5.9:1. `banner-contrast.test.ts`
        // checks every pair below against WCAG AA.
        banner: {
          from: { value: "{colors.teal.800}" },
          to: { value: "{colors.teal.700}" },
          fg: { value: "{colors.white}" },
          muted: { value: "{colors.teal.50}" },
          accent: { value: "{colors.yellow.300}" },
          // Under a hovered outline button.
          hover: { value: "{colors.whiteAlpha.200}" },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', system-ui, sans-serif" },
        body: { value: "'Inter Variable', system-ui, sans-serif" },
      },
    },
  },
});
