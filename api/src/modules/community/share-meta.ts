import { neighborhoodLabel, reportStatusLabel } from "../../domain";
import { escapeHtml } from "../../html/plain-page";
import type { PublicReportView } from "./community.types";

const SITE_NAME = "Reporta Riomar";
const DESCRIPTION_MAX = 200;

/**
 * The link preview of a shared report (Open Graph and Twitter card, docs/community.md#shared-links):
 * what the public page shows, nothing more. `origin` makes the image and page URLs absolute.
 */
export function shareMetaTags(report: PublicReportView, origin: string): { title: string; tags: string } {
  const place = neighborhoodLabel(report.neighborhood) ?? report.neighborhood;
  const title = `${report.category.name} en ${place}`;
  const status = reportStatusLabel(report.status) ?? report.status;
  const summary = `${status} · ${report.votesCount} ${report.votesCount === 1 ? "apoyo" : "apoyos"} · ${
    report.commentsCount
  } ${report.commentsCount === 1 ? "comentario" : "comentarios"}`;
  const text = report.description
    ? `${report.description} (${summary})`
    : `Reporte de la comunidad: ${summary}`;
  const description = text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
  const url = new URL(`/community/reports/${report.id}`, origin).toString();
  const photo = report.photos[0];
  const meta: Array<[attribute: "property" | "name", key: string, value: string]> = [
    ["property", "og:type", "article"],
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:locale", "es_CO"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["name", "twitter:card", photo ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "description", description],
  ];
  if (photo) {
    const image = new URL(photo.url, origin).toString();
    meta.push(
      ["property", "og:image", image],
      ["property", "og:image:width", String(photo.width)],
      ["property", "og:image:height", String(photo.height)],
      ["property", "og:image:alt", `Foto del reporte: ${title}`],
      ["name", "twitter:image", image],
    );
  }
  return {
    title: `${title} · ${SITE_NAME}`,
    tags: meta
      .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
      .join("\n    "),
  };
}

/**
 * index.html with the report's title and preview tags: the app's own description and title are
 * replaced, the tags go at the end of <head>; everything else (scripts, styles) is left as built.
 */
export function withShareMeta(indexHtml: string, meta: { title: string; tags: string }): string {
  // Replacer functions: a replacement string would read "$&", "$'" or "$$" typed in a description or a
  // category name as patterns, and paste pieces of the page into the tags.
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*>/s, () => "")
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace("</head>", () => `    ${meta.tags}\n  </head>`);
}
