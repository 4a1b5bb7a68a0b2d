/**
 * The XML of Open311 answers (docs/open311.md#formats). Its shapes are few and flat (a root, its items,
 * their fields, two nested lists), so a few lines write them: an element per field, text escaped, lists
 * named as the standard names them.
 */

/** A list field's items are elements of this name (`<attributes><attribute>…`). */
const ITEM_NAMES: Readonly<Record<string, string>> = {
  attributes: "attribute",
  values: "value",
  endpoints: "endpoint",
  formats: "format",
};

/** Characters XML 1.0 does not allow at all; dropped rather than making the document unreadable. */
// eslint-disable-next-line no-control-regex -- matching these control characters is this pattern's purpose
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

type XmlValue = string | number | boolean | null | undefined | XmlValue[] | { [field: string]: XmlValue };

function element(name: string, value: XmlValue): string {
  if (value === null || value === undefined) return `<${name}></${name}>`;
  if (Array.isArray(value)) {
    const item = ITEM_NAMES[name] ?? "item";
    return `<${name}>${value.map((entry) => element(item, entry)).join("")}</${name}>`;
  }
  if (typeof value === "object") {
    const fields = Object.entries(value).map(([field, entry]) => element(field, entry));
    return `<${name}>${fields.join("")}</${name}>`;
  }
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** A document: `<root>` with one `<item>` per entry (or, for a single object, its fields). */
export function xmlDocument(root: string, item: string | null, content: object | readonly object[]): string {
  const body = Array.isArray(content)
    ? content.map((entry) => element(item!, entry as XmlValue)).join("")
    : Object.entries(content)
        .map(([field, entry]) => element(field, entry as XmlValue))
        .join("");
  return `<?xml version="1.0" encoding="utf-8"?>\n<${root}>${body}</${root}>`;
}
