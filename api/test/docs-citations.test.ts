import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_DIR } from "./app-process";

// The product rules the code relies on are written in docs/ in our own words (docs/README.md), and
// comments cite those sections, so that every rule a reader is sent to exists in this repository.
const ROOT = path.resolve(API_DIR, "..");
const DOCS = path.join(ROOT, "docs");

/** Folders that hold dependencies, builds, test output or generated code, never our own words. */
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "test-results", "coverage"]);
const GENERATED = new Set([path.join(ROOT, "web", "src", "gql")]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|html|css|md|ya?ml|graphql)$/;

/** The original specification and product brief live outside the repository (spelt so as not to cite them). */
const OUTSIDE_DOCUMENTS = new RegExp(`\\b(?:${["SPEC", "PRODUCT"].join("|")})\\.md\\b`);

/**
 * `docs/<file>.md`, optionally followed by `#<anchor>` or `, "<heading>"`; not inside a URL or another
 * path (`…/docs/x.md`).
 */
const CITATION = /(?<![\w./-])docs\/([\w-]+)\.md(?:#([\p{L}\p{N}_-]+)|, "([^"]+)")?/gu;
/** A relative Markdown link inside docs/: `](file.md)`, `](file.md#anchor)` or `](#anchor)`. */
const RELATIVE_LINK = /\]\((?:([\w-]+)\.md)?(?:#([\p{L}\p{N}_-]+))?\)/gu;

/**
 * A line that sends its reader to an outside tracker or list: "issue", "item" or "PR" before a number, or
 * a number sign before one (the test below lists examples). A number sign before digits is also a street
 * address ("Calle 82 # 57-30", "Cra. 51B #84", "#84-120"), a colour ("#808080", "color: #237;"), an HTML
 * entity ("&#34;"), a URL fragment or an in-page link ("](#2026)"), none of which counts; a Markdown
 * heading's "#" is followed by a space.
 */
function citesTracker(line: string): boolean {
  if (/\bissues? #?\d+|\bitems? \d+\b|\bPR ?#\d+/i.test(line)) return true;
  for (const match of line.matchAll(/#(\d+)(?![\w-])/g)) {
    const before = line.slice(0, match.index);
    const after = line.slice(match.index + match[0].length);
    const digits = match[1]!;
    const address = /\d[A-Za-z]?\s*$/.test(before) || /^\s*-\s*\d/.test(after);
    const partOfAWord = /[\w&/=?.-]$|\]\($/.test(before);
    const colour =
      [6, 8].includes(digits.length) ||
      ([3, 4].includes(digits.length) &&
        /\b(?:color|background(?:-color)?|border(?:-[a-z]+)?|fill|stroke|outline|[a-z]+-color)\s*:[^;]*$/i.test(
          before,
        ));
    if (!address && !partOfAWord && !colour) return true;
  }
  return false;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name) || GENERATED.has(full)) return [];
        return filesUnder(full);
      }
      return entry.isFile() && TEXT_FILE.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat();
}

async function docsFiles(): Promise<string[]> {
  return (await readdir(DOCS)).filter((name) => name.endsWith(".md")).map((name) => path.join(DOCS, name));
}

/** Our sources, tests and configuration under api/ and web/, the docs, README.md and ARCHITECTURE.md. */
async function repositoryFiles(): Promise<string[]> {
  const [api, web, docs] = await Promise.all([
    filesUnder(path.join(ROOT, "api")),
    filesUnder(path.join(ROOT, "web")),
    docsFiles(),
  ]);
  return [...api, ...web, ...docs, path.join(ROOT, "README.md"), path.join(ROOT, "ARCHITECTURE.md")];
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces → "-", letters kept. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor of a Markdown file; a repeated heading gets "-1", "-2"… as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Joins comment lines, so that a heading quoted across a line break is read whole. */
function joinCommentLines(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*(?:\/\/+|\*+(?!\/)|#+(?=\s))?[ \t]*/g, " ");
}

async function loadAnchors(): Promise<Map<string, Set<string>>> {
  const anchors = new Map<string, Set<string>>();
  for (const file of await docsFiles()) {
    anchors.set(path.basename(file, ".md"), anchorsOf(await readFile(file, "utf8")));
  }
  return anchors;
}

function checkTarget(
  anchors: Map<string, Set<string>>,
  docName: string,
  anchor: string | undefined,
): string | null {
  const headings = anchors.get(docName);
  if (!headings) return `docs/${docName}.md does not exist`;
  if (anchor !== undefined && !headings.has(anchor)) return `docs/${docName}.md has no heading "#${anchor}"`;
  return null;
}

describe("citations of the product rules", () => {
  it("makes GitHub's anchors", () => {
    expect(headingSlug("Analysts' IDE")).toBe("analysts-ide");
    expect(headingSlug("Reports: idempotency and budget")).toBe("reports-idempotency-and-budget");
    expect(headingSlug("Cédula")).toBe("cédula");
    expect(headingSlug("`viewerCan` and roles")).toBe("viewercan-and-roles");
    expect([...anchorsOf("# A\n## Limits\n```\n# not a heading\n```\n### Limits\n")]).toEqual([
      "a",
      "limits",
      "limits-1",
    ]);
  });

  it("never sends a reader to a document outside the repository", async () => {
    const offenders: string[] = [];
    for (const file of await repositoryFiles()) {
      const lines = (await readFile(file, "utf8")).split("\n");
      lines.forEach((line, index) => {
        if (OUTSIDE_DOCUMENTS.test(line)) offenders.push(`${path.relative(ROOT, file)}:${index + 1}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("tells an outside tracker's reference from an address, a colour, an entity or an anchor", () => {
    // Spelt with `${}`, so that these lines are no references themselves.
    const references = [
      `issue ${12}`,
      `Issues #${7}`,
      `see #${34}`,
      `(#${34})`,
      `PR #${5}, #${6}`,
      `Item ${3}: the toast`,
      `Items ${6} and ${10}`,
      `Fixes: #${34}`,
      `See: #${34}`,
      `\`#${34}\``,
      `PR#${34}`,
    ];
    expect(references.filter((line) => !citesTracker(line))).toEqual([]);
    const others = [
      "Calle 82 # 57-30",
      "Cra. 51B #84-120",
      "Cra. 51B #84",
      '"kra51b#84-120"',
      "#84 - 120",
      'background: "#808080"',
      "color: #237893;",
      "border:1px solid #000000}",
      "#fff",
      "#1a2b3c",
      "https://example.org/page#12",
      "[the 2026 rules](#2026)",
      "## 3. Headings",
      "&#34;enorme&#34;",
      'border: "1px solid #808080"',
      "color: #237;",
      "`#808080`",
    ];
    expect(others.filter(citesTracker)).toEqual([]);
  });

  it("names no outside tracker's issue numbers: code and docs say the rule instead", async () => {
    const offenders: string[] = [];
    for (const file of await repositoryFiles()) {
      const lines = (await readFile(file, "utf8")).split("\n");
      lines.forEach((line, index) => {
        if (citesTracker(line)) offenders.push(`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("cites only docs files and headings that exist", async () => {
    const anchors = await loadAnchors();
    const broken: string[] = [];
    for (const file of await repositoryFiles()) {
      const text = joinCommentLines(await readFile(file, "utf8"));
      const where = path.relative(ROOT, file);
      for (const [cited, docName, anchor, heading] of text.matchAll(CITATION)) {
        const problem = checkTarget(anchors, docName!, heading === undefined ? anchor : headingSlug(heading));
        if (problem) broken.push(`${where}: ${cited} (${problem})`);
      }
      if (path.dirname(file) !== DOCS) continue;
      for (const [cited, docName, anchor] of text.matchAll(RELATIVE_LINK)) {
        if (docName === undefined && anchor === undefined) continue;
        const problem = checkTarget(anchors, docName ?? path.basename(file, ".md"), anchor);
        if (problem) broken.push(`${where}: ${cited} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("lists every docs file in docs/README.md", async () => {
    const index = await readFile(path.join(DOCS, "README.md"), "utf8");
    const missing = (await docsFiles())
      .map((file) => path.basename(file))
      .filter((name) => name !== "README.md" && !index.includes(`(${name})`));
    expect(missing).toEqual([]);
  });
});

/** Folders of our own under `folder`, one level down (dependencies, builds and data left out). */
async function subfolders(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, folder), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !SKIPPED_FOLDERS.has(entry.name))
    .map((entry) => `${folder}/${entry.name}/`);
}

describe("the architecture and the docs stay true to the code", () => {
  it("names every folder of api/, web/ and their src/ in ARCHITECTURE.md", async () => {
    const architecture = await readFile(path.join(ROOT, "ARCHITECTURE.md"), "utf8");
    const named = (folder: string) =>
      architecture.includes(`\`${folder}`) ||
      // Feature folders are named together: `api/src/modules/*/`.
      /\/modules\/[^/]+\/$/.test(folder);
    const folders = (
      await Promise.all(["api", "web", "api/src", "web/src"].map((folder) => subfolders(folder)))
    ).flat();
    expect(folders.filter((folder) => !named(folder))).toEqual([]);
  });

  it("lists every pub/sub topic in docs/live-updates.md", async () => {
    const source = await readFile(path.join(API_DIR, "src", "pubsub", "topics.ts"), "utf8");
    const block = /export type Topics = \{([\s\S]*?)\n\};/.exec(source)![1]!;
    const topics = [...block.matchAll(/^\s+(\w+): \[/gm)].map((match) => match[1]!);
    expect(topics.length).toBeGreaterThan(3);
    const doc = await readFile(path.join(DOCS, "live-updates.md"), "utf8");
    expect(topics.filter((topic) => !doc.includes(`\`${topic}\``))).toEqual([]);
  });

  it("documents every environment variable in README.md and .env.example", async () => {
    const configFolder = path.join(API_DIR, "src", "config");
    const variables = new Set<string>();
    for (const name of await readdir(configFolder)) {
      if (!name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
      const source = await readFile(path.join(configFolder, name), "utf8");
      for (const match of source.matchAll(/^\s+([A-Z][A-Z0-9_]+): z\b/gm)) variables.add(match[1]!);
    }
    expect(variables.size).toBeGreaterThan(10);
    const [readme, example] = await Promise.all([
      readFile(path.join(ROOT, "README.md"), "utf8"),
      readFile(path.join(ROOT, ".env.example"), "utf8"),
    ]);
    const missing = [...variables].flatMap((variable) => [
      ...(readme.includes(variable) ? [] : [`README.md: ${variable}`]),
      ...(new RegExp(`^#?\\s*${variable}=`, "m").test(example) ? [] : [`.env.example: ${variable}`]),
    ]);
    expect(missing).toEqual([]);
  });
});
