/**
 * The tiles of the configured map server, as a URL pattern: the only cross-origin answers the service
 * worker keeps (docs/offline.md#what-is-kept). `{s}` is any subdomain.
 */
export function tilePattern(template: string | undefined): RegExp | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template?.trim() ?? "");
  if (!match) return undefined;
  const [, scheme, authority] = match as unknown as [string, string, string];
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  const host = authority
    .split(/\{[^}]*\}/)
    .map(escape)
    .join("[^./]+");
  return new RegExp(`^${scheme.toLowerCase()}://${host}/`, "i");
}
