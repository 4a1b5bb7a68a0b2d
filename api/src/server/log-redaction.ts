/** What stands in the logs for a secret or a resident's words. */
export const HIDDEN = "[oculto]";

/**
 * Headers that carry credentials: the session cookie (whoever reads it is signed in as that person),
 * bearer tokens, and the cookies the app sets. Paths of pino's `redact`, so that no log line at any level
 * holds them, whichever logger wrote it.
 */
export const SECRET_LOG_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

// Query parameters whose values are credentials or personal text: upload URL signatures (the local
// driver's and S3's), OpenID Connect codes and states, partners' Open311 keys (docs/open311.md), and
// address searches (often a resident's home).
const SECRET_QUERY_PARAMETER =
  /^(signature|x-amz-(signature|credential|security-token)|code|state|session_state|id_token|access_token|token|api_key|q)$/i;

/** `url` (a path with a query, or an absolute URL) with the values of secret query parameters hidden. */
export function withoutSecrets(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const fragmentStart = url.indexOf("#", queryStart);
  const query = url.slice(queryStart + 1, fragmentStart === -1 ? undefined : fragmentStart);
  const cleaned = query
    .split("&")
    .map((pair) => {
      const separator = pair.indexOf("=");
      const name = separator === -1 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return separator !== -1 && SECRET_QUERY_PARAMETER.test(decoded) ? `${name}=${HIDDEN}` : pair;
    })
    .join("&");
  return `${url.slice(0, queryStart)}?${cleaned}`;
}
