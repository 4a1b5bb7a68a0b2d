import { readFileSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * api/src/modules/dependencies.json: which feature module (api/src/modules/*) may import which. The graph has no cycle
 * (api/test/module-graph.test.ts): what one module must do when another changes is a reaction to a domain
 * event (docs/events.md), not an import back. A module missing here may import no other module.
 */
const MODULE_DEPENDENCIES = JSON.parse(
  readFileSync(new URL("./api/src/modules/dependencies.json", import.meta.url), "utf8"),
);

const WEB_DOMAIN_ONLY = {
  group: ["**/api/src/**"],
  message: "The web imports shared rules through @domain only.",
};

export default tseslint.config(
  {
    ignores: ["**/node_modules/", "web/dist/", "api/dist/", "web/src/gql/", "web/test-results/", "**/.data/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ["error", "always", { null: "ignore" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Written by MikroORM's migration generator.
    files: ["api/src/migrations/*.ts"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "web/e2e/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [WEB_DOMAIN_ONLY] }],
    },
  },
  // Layers point one way: server (composition) → doors (*.rest.ts, *.resolver.ts, auth/) → services and
  // the rest of modules/ → entities, policies, context, errors, config → domain. ARCHITECTURE.md explains.
  ...layerRules(),
  // The web's layers: routes → feature modules (each through its index) → ui/, maps/, apollo/, gql/, @domain.
  ...webLayerRules(),
);

/** `../<module>/…` imports of a module's files, allowed only towards `allowed` (`../../` is not a module). */
function moduleRule(module, allowed) {
  return {
    regex: `^\\.\\./(?!(\\.\\.|${[module, ...allowed].join("|")})(/|$))`,
    message: `modules/${module} may import only ${allowed.length ? allowed.join(", ") : "no other module"} (MODULE_DEPENDENCIES, docs/events.md).`,
  };
}

function layerRules() {
  const tests = ["**/*.test.ts", "**/*.test-support.ts"];
  const restrict = (files, patterns, ignores = []) => ({
    files,
    ignores: [...tests, ...ignores],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  });
  const composition = {
    group: ["**/server/*", "**/main"],
    message: "Only server/ (the composition root), main.ts and scripts/ import server/.",
  };
  const doors = {
    group: [
      "**/*.rest",
      "**/*.resolver",
      "**/auth/*",
      "**/context/request-context",
      "**/context/graphql-context",
    ],
    message: "Services and what they use never import a door (REST, GraphQL, auth middleware).",
  };
  const only = (allowed, message) => ({
    regex: `^\\.\\./(?!(${allowed.join("|")})(/|$))`,
    message,
  });
  return [
    restrict(
      ["api/src/**/*.ts"],
      [composition],
      ["api/src/server/**", "api/src/main.ts", "api/src/scripts/**"],
    ),
    restrict(
      ["api/src/storage/**/*.ts", "api/src/database/**/*.ts", "api/src/backup/**/*.ts"],
      [composition, doors],
      ["**/*.rest.ts", "**/*.resolver.ts"],
    ),
    // Feature modules import each other one way only (MODULE_DEPENDENCIES); their services, besides,
    // never import a door.
    ...Object.entries(MODULE_DEPENDENCIES).flatMap(([module, allowed]) => {
      const files = [`api/src/modules/${module}/**/*.ts`];
      const doorFiles = ["**/*.rest.ts", "**/*.resolver.ts"];
      const modules = moduleRule(module, allowed);
      return [
        restrict(files, [composition, doors, modules], doorFiles),
        {
          ...restrict(files, [composition, modules]),
          files: doorFiles.map((door) => `api/src/modules/${module}/${door}`),
        },
      ];
    }),
    restrict(
      ["api/src/policies/**/*.ts"],
      [only(["domain", "context/current-user"], "policies/ are pure: domain facts and the viewer only.")],
    ),
    restrict(
      ["api/src/errors/**/*.ts", "api/src/config/**/*.ts"],
      [only(["domain"], "errors/ and config/ sit below everything but domain/.")],
    ),
    restrict(
      ["api/src/pubsub/**/*.ts", "api/src/events/**/*.ts", "api/src/jobs/**/*.ts"],
      [
        composition,
        doors,
        {
          group: ["**/modules/*", "**/modules/**"],
          message: "pubsub/, events/ and jobs/ sit below the modules: modules use them, never the reverse.",
        },
      ],
    ),
    restrict(
      ["api/src/csv/**/*.ts", "api/src/html/**/*.ts"],
      [
        composition,
        doors,
        { group: ["**/modules/*", "**/modules/**"], message: "csv/ and html/ sit below the modules." },
      ],
    ),
    restrict(
      ["api/src/context/**/*.ts"],
      [
        composition,
        { group: ["**/modules/*", "**/modules/**"], message: "context/ sits below the modules." },
      ],
    ),
    // The domain module is shared by api and web, so it may import nothing from the rest of the repo.
    restrict(["api/src/domain/**/*.ts"], [{ group: ["../*"], message: "domain/ stands alone." }]),
  ];
}

/**
 * The web app's layers (ARCHITECTURE.md): the app's root files and `routes/` → `modules/*` → `ui/`, `maps/`,
 * `apollo/`, `gql/`, `@domain`. A module is used through its public entry (`modules/x`, its index.ts),
 * never through its files; only `maps/` touches Leaflet. Each file gets one list of patterns (a later
 * `no-restricted-imports` replaces an earlier one), so every list repeats the rules shared by all.
 * Tests may reach into a module for its documents and fixtures. `web/src/layers.test.ts` breaks each rule.
 */
function webLayerRules() {
  const tests = ["**/*.test.ts", "**/*.test.tsx", "**/*.test-support.ts"];
  const restrict = (files, patterns) => ({
    files,
    ignores: tests,
    rules: { "no-restricted-imports": ["error", { patterns: [WEB_DOMAIN_ONLY, ...patterns] }] },
  });
  const source = (folder) => [`web/src/${folder}.ts`, `web/src/${folder}.tsx`];
  const leaflet = {
    group: ["leaflet", "leaflet/*"],
    message: "Leaflet is set up once, in maps/: use or add a map there.",
  };
  const internals = (prefix) => ({
    regex: `^${prefix}modules/[^/]+/`,
    message: "Import a feature module through its public entry (its index.ts), never one of its files.",
  });
  // From a file `depth` folders below modules/, `depth` times "../" reaches modules/ itself.
  const otherModuleInternals = (depth) => ({
    regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
    message:
      "A feature module imports another only through its public entry (`../other`, its index.ts), never its files.",
  });
  const upward = {
    regex: "(^|/)routes(/|$)|^(\\.\\./)+(router|app|main|prerender-landing)$",
    message: "Feature modules sit below the routes and the app's root: they never import them.",
  };
  const belowModules = {
    regex: "(^|/)(modules|routes)(/|$)|^(\\.\\./)+(router|app|main|prerender-landing)$",
    message:
      "ui/, maps/, apollo/ and offline/ sit below the feature modules and the routes: they import none of them.",
  };
  return [
    restrict(source("*"), [leaflet, internals("\\./")]),
    restrict(source("routes/**/*"), [leaflet, internals("\\.\\./")]),
    ...[1, 2, 3].map((depth) =>
      restrict(source(`modules/*/${"*/".repeat(depth - 1)}*`), [
        leaflet,
        upward,
        otherModuleInternals(depth),
      ]),
    ),
    restrict(
      [...source("ui/**/*"), ...source("apollo/**/*"), ...source("offline/**/*")],
      [leaflet, belowModules],
    ),
    restrict(source("maps/**/*"), [belowModules]),
    // The analysts' IDE is a page of its own (web/ide.html): none of the residents' app is in it.
    restrict(source("ide/**/*"), [
      leaflet,
      {
        regex: "^\\.\\./",
        message: "The analysts' IDE imports nothing of the residents' app: it is a page of its own.",
      },
    ]),
  ];
}
