import type { LatLng } from "../../domain/neighborhoods";
import type { GeocoderKind } from "../../config/geocoding.config";
import type { AddressSuggestion } from "./address-suggestion";

/** How one kind of upstream is asked and how its answer becomes suggestions. */
export interface GeocodingProvider {
  readonly kind: Exclude<GeocoderKind, "none">;
  /** `near` is the chosen neighbourhood's centroid, when there is one. */
  searchUrl(query: string, near: LatLng | undefined): URL;
  /** Throws UpstreamError("bad-response") when the body is not what this kind answers. */
  parse(body: unknown, near: LatLng | undefined): AddressSuggestion[];
}

export type UpstreamFailure = "timeout" | "network" | "status" | "bad-response";

/** Carries no URL and no message from the upstream: both can contain the query, a home address. */
export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly reason: UpstreamFailure,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(`geocoder ${reason}${status ? ` ${status}` : ""}${code ? ` ${code}` : ""}`);
  }
}

export interface UpstreamRequestOptions {
  userAgent: string;
  timeoutMs: number;
}

/** GET `url` as JSON within the timeout (body included), or an UpstreamError saying what went wrong. */
export async function fetchUpstreamJson(url: URL, options: UpstreamRequestOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { "user-agent": options.userAgent, accept: "application/json", "accept-language": "es" },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError("status", response.status);
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UpstreamError("bad-response");
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new UpstreamError("timeout");
    }
    throw new UpstreamError("network", undefined, networkCode(error));
  }
}

/** `fetch failed` hides the reason (ECONNREFUSED, ENOTFOUND...) in its cause. */
function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === "string" ? cause.code : undefined;
}
