// Any origin would do: only whether the value stays on it matters. `.invalid` can never be a real host.
const PROBE_ORIGIN = "https://return-path.invalid";

/**
 * Only paths of this app are accepted as a place to come back to: never an open redirect. The value is
 * resolved the way a browser resolves a link (tabs and line breaks dropped, `\` read as `/`, `..`
 * collapsed), and kept only when it stays on this origin; what comes back is that resolved path, so the
 * browser can read it no other way.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return "/";
  }
  if (resolved.origin !== PROBE_ORIGIN) return "/";
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // "/.//host" resolves to the path "//host", which a browser would read as another host.
  if (path.startsWith("//")) return "/";
  return path;
}
