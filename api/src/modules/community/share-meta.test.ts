import { describe, expect, it } from "vitest";
import type { PublicReportView } from "./community.types";
import { escapeHtml } from "../../html/plain-page";
import { shareMetaTags, withShareMeta } from "./share-meta";

const INDEX = `<!doctype html><html lang="es"><head>
<meta name="description" content="La app." />
<title>Reporta Riomar</title>
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

function report(overrides: Partial<PublicReportView> = {}): PublicReportView {
  return {
    id: "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5",
    radicado: "RIO-2026-000042",
    categoryId: "vias",
    category: { id: "vias", name: "Vías", description: "", icon: "construction" },
    neighborhood: "altamira",
    address: null,
    location: { lat: 11.0125, lng: -74.8295, approximate: true },
    description: 'Hueco "enorme" <script>alert(1)</script> & más',
    severity: 3,
    status: "en_gestion",
    duplicateOfId: null,
    duplicateOfRadicado: null,
    transferredTo: null,
    transferredLate: null,
    dueAt: new Date("2026-12-22T04:59:59.999Z"),
    answeredAt: null,
    overdue: false,
    originalDueAt: null,
    anonymous: true,
    author: null,
    evidenceUrls: ["/api/photos/p1"],
    photos: [
      { id: "p1", url: "/api/photos/p1", thumbnailUrl: "/api/photos/p1/thumbnail", width: 1280, height: 960 },
    ],
    statusHistory: [],
    updates: [],
    afterPhoto: null,
    votesCount: 1,
    commentsCount: 4,
    userVoted: false,
    viewerFollows: false,
    duplicates: [],
    voters: [],
    moderation: null,
    viewerCan: {
      vote: false,
      comment: false,
      changeStatus: false,
      follow: false,
      blockedBy: "sign_in",
      flag: true,
      restore: false,
    },
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

describe("shared-link preview", () => {
  it("gives title, description, absolute page and image URLs, all escaped", () => {
    const html = withShareMeta(INDEX, shareMetaTags(report(), "https://riomar.example"));
    expect(html).toContain("<title>Vías en Altamira · Reporta Riomar</title>");
    expect(html).toContain('<meta property="og:title" content="Vías en Altamira" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://riomar.example/community/reports/6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5" />',
    );
    expect(html).toContain('<meta property="og:image" content="https://riomar.example/api/photos/p1" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      "Hueco &#34;enorme&#34; &#60;script&#62;alert(1)&#60;/script&#62; &#38; más (En gestión · 1 apoyo · 4 comentarios)",
    );
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("La app.");
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The app itself is untouched.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("falls back to a summary card without a photo or a description", () => {
    const { tags } = shareMetaTags(report({ photos: [], description: null }), "http://localhost:3000");
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).not.toContain("og:image");
    expect(tags).toContain("Reporte de la comunidad: En gestión · 1 apoyo · 4 comentarios");
  });

  it("keeps $ patterns of a description or a category name as written, never as replacement patterns", () => {
    const typed = "Cuesta $& y $` y $' y $$ y $1 y $<n>";
    const html = withShareMeta(
      INDEX,
      shareMetaTags(
        report({
          description: typed,
          category: { id: "vias", name: "Vías $& $'", description: "", icon: "construction" },
        }),
        "https://riomar.example",
      ),
    );
    expect(html).toContain(`<meta property="og:description" content="${escapeHtml(typed)} (En gestión`);
    expect(html).toContain(`<title>${escapeHtml("Vías $& $' en Altamira · Reporta Riomar")}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });

  it("escapes every character that could end an attribute or an element", () => {
    expect(escapeHtml(`<>&"'\``)).toBe("&#60;&#62;&#38;&#34;&#39;&#96;");
  });
});
