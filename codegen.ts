import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed documents for Apollo Client's own hooks, from the committed schema and the web's operations.
 * Fragment masking is on (docs/graphql.md#shared-report-fields). What it writes, web/src/gql/, is generated
 * code: eslint.config.js ignores it.
 */
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: { unmaskFunctionName: "getFragmentData" } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        mergeFragmentTypes: true,
        scalars: { DateTimeISO: "string" },
      },
    },
  },
  hooks: { afterAllFileWrite: ["prettier --write"] },
};

export default config;
