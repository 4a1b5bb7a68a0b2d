import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg", color: "fg" },
  },
  theme: {
    semanticTokens: {
      colors: {
        // teal.600 under white text is 3.7:1; teal.700 passes WCAG AA (5.5:1).
        teal: { solid: { value: "{colors.teal.700}" } },
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

/** The one place that configures Chakra. */
export const system = createSystem(defaultConfig, config);
