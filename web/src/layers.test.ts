import { ESLint } from "eslint";
import path from "node:path";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The web's import rules (`webLayerRules` in eslint.config.js, ARCHITECTURE.md#boundaries) run on
 * imports written into files that do not exist: only the layer rule, without the type-aware ones, which
 * need a file on disk.
 */
const eslint = new ESLint({
  cwd: repositoryRoot,
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ["**/*.ts", "**/*.tsx"] }],
  ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports",
});

async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { value } from "${specifier}";\nexport { value };\n`, {
    filePath,
  });
  return result!.messages.map((message) => message.message);
}

describe("the web's import rules", () => {
  it.each([
    ["a route, into a module's files", "web/src/routes/x-page.tsx", "../modules/auth/hooks/use-viewer"],
    ["the router, into a module's files", "web/src/x.tsx", "./modules/auth/hooks/use-session"],
    [
      "a module's component, into another module's files",
      "web/src/modules/community/components/x.tsx",
      "../../report-view/report-display",
    ],
    [
      "a module's top-level file, into another module's files",
      "web/src/modules/community/x.ts",
      "../report-view/components/status-badge",
    ],
    [
      "a file three folders down a module, into another module's files",
      "web/src/modules/new-report/uploader/parts/x.ts",
      "../../../auth/hooks/use-viewer",
    ],
    ["a module, up into a route", "web/src/modules/landing/components/x.tsx", "../../../routes/landing-page"],
    ["a module, up into the router", "web/src/modules/auth/x.ts", "../../router"],
    ["ui/, into a module", "web/src/ui/x.tsx", "../modules/auth"],
    ["ui/, into a route", "web/src/ui/x.tsx", "../routes/landing-page"],
    ["apollo/, into a module", "web/src/apollo/x.ts", "../modules/auth/hooks/use-session"],
    ["offline/, into a module", "web/src/offline/x.ts", "../modules/auth"],
    ["maps/, into a module", "web/src/maps/x.tsx", "../modules/statistics"],
    ["a module, to Leaflet itself", "web/src/modules/statistics/components/x.tsx", "leaflet"],
    ["a route, to Leaflet itself", "web/src/routes/x-page.tsx", "leaflet"],
    ["a module, into the API's sources", "web/src/modules/auth/x.ts", "../../../../api/src/domain/roles"],
    ["the IDE, into the residents' app", "web/src/ide/x.tsx", "../ui/select-field"],
    ["the IDE, into a module", "web/src/ide/x.tsx", "../modules/auth"],
  ])("refuses %s", async (_case, file, specifier) => {
    expect(await refusals(file, specifier)).toHaveLength(1);
  });

  it.each([
    ["a route, a module's public entry", "web/src/routes/x-page.tsx", "../modules/auth"],
    ["the router, a module's public entry", "web/src/x.tsx", "./modules/auth"],
    ["a module, another's public entry", "web/src/modules/community/components/x.tsx", "../../report-view"],
    ["a module's top-level file, another's public entry", "web/src/modules/community/x.ts", "../report-view"],
    ["a module, its own files", "web/src/modules/community/components/x.tsx", "../hooks/use-toggle-vote"],
    ["a module, ui/", "web/src/modules/community/components/x.tsx", "../../../ui/select-field"],
    ["a module, maps/", "web/src/modules/statistics/components/x.tsx", "../../../maps/heat-map-view"],
    ["a module, apollo/", "web/src/modules/auth/hooks/x.ts", "../../../apollo/api-fetch"],
    ["a module, the shared rules", "web/src/modules/auth/x.ts", "@domain"],
    ["ui/, apollo/", "web/src/ui/x.tsx", "../apollo/lazy-client"],
    ["maps/, Leaflet", "web/src/maps/x.tsx", "leaflet"],
    ["the IDE, its own files", "web/src/ide/x.tsx", "./examples"],
  ])("allows %s", async (_case, file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([]);
  });
});
