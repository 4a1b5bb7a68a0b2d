import { performance } from "node:perf_hooks";
import type { Logger } from "pino";
import { LIMITS } from "../../domain/limits";
import type { LatLng } from "../../domain/neighborhoods";
import { cacheKey, normaliseAddressQuery } from "./address-normaliser";
import { addressSearchInput } from "./geocoding.inputs";
import { parseInput } from "../../validation/parse-input";
import { tidySuggestions, type AddressSuggestion } from "./address-suggestion";
import { gazetteerSuggestions } from "./gazetteer";
import { DEFAULT_TUNING, type GeocodingConfig, type GeocodingTuning } from "../../config/geocoding.config";
import { nominatimProvider } from "./nominatim.provider";
import { photonProvider } from "./photon.provider";
import { RateGate, RateGateBusyError } from "./rate-gate";
import { TtlCache } from "./ttl-cache";
import { fetchUpstreamJson, UpstreamError, type GeocodingProvider } from "./upstream-client";

// More than we show, so that dropping places outside the city or repeated still leaves five.
const UPSTREAM_LIMIT = 10;

export interface SearchInput {
  /** As received: anything that is not a string counts as empty. */
  q: unknown;
  /** A slug of the 21, or empty. */
  neighborhood?: unknown;
}

export type SuggestionSource = "upstream" | "cache" | "gazetteer" | "none";

export interface SearchResult {
  suggestions: AddressSuggestion[];
  source: SuggestionSource;
}

export interface GeocodingServiceOptions extends GeocodingTuning {
  userAgent: string;
  timeoutMs: number;
  minIntervalMs: number;
}

/**
 * Address suggestions for the report form. The upstream is shared and rate-limited, so every request
 * goes through one cache and one gate for the whole process; whenever it cannot answer in time the
 * resident still gets the neighbourhoods gazetteer rather than an error.
 */
export class GeocodingService {
  private readonly cache: TtlCache<AddressSuggestion[]>;
  private readonly gate: RateGate;
  private readonly inFlight = new Map<string, Promise<AddressSuggestion[]>>();
  private coolUntil = 0;

  constructor(
    private readonly provider: GeocodingProvider | null,
    private readonly options: GeocodingServiceOptions,
    private readonly logger: Logger,
  ) {
    this.cache = new TtlCache({ maxEntries: options.cacheEntries, ttlMs: options.cacheTtlMs });
    this.gate = new RateGate({ intervalMs: options.minIntervalMs, maxWaitMs: options.maxWaitMs });
  }

  async search(input: SearchInput): Promise<SearchResult> {
    const { q: typed, neighborhood } = parseInput(addressSearchInput, input);
    if (typed.length < LIMITS.addressSearchMinLength) return { suggestions: [], source: "none" };

    const fallback = (): SearchResult => ({
      suggestions: gazetteerSuggestions(typed, neighborhood, LIMITS.addressSuggestions),
      source: "gazetteer",
    });
    // An empty list from the upstream helps nobody: the gazetteer may still place the text.
    const answer = (suggestions: AddressSuggestion[], source: SuggestionSource): SearchResult =>
      suggestions.length > 0 ? { suggestions, source } : fallback();

    const query = normaliseAddressQuery(typed);
    if (!this.provider || !query) return fallback();
    const key = cacheKey(query, neighborhood?.slug);
    const cached = this.cache.get(key);
    if (cached?.fresh) return answer(cached.value, "cache");
    if (performance.now() < this.coolUntil) return cached ? answer(cached.value, "cache") : fallback();
    try {
      return answer(
        await this.fetchShared(this.provider, key, query, neighborhood?.centroid ?? undefined),
        "upstream",
      );
    } catch (error) {
      this.noteFailure(error);
      return cached ? answer(cached.value, "cache") : fallback();
    }
  }

  /** Identical searches while one is on its way share it instead of queueing twice. */
  private fetchShared(
    provider: GeocodingProvider,
    key: string,
    query: string,
    near: LatLng | undefined,
  ): Promise<AddressSuggestion[]> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.gate
        .run(async () => {
          const body = await fetchUpstreamJson(provider.searchUrl(query, near), this.options);
          return tidySuggestions(provider.parse(body, near), LIMITS.addressSuggestions);
        })
        .then((suggestions) => {
          this.cache.set(key, suggestions);
          return suggestions;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Logged without the query: it is often the resident's home address. */
  private noteFailure(error: unknown): void {
    const geocoder = this.provider?.kind;
    if (error instanceof RateGateBusyError) {
      this.logger.info({ geocoder }, "geocoder queue full; answered without it");
      return;
    }
    if (error instanceof UpstreamError) {
      // A 4xx other than 429 is about this query, not about the upstream's health.
      const upstreamUnwell = error.reason !== "status" || error.status === 429 || (error.status ?? 0) >= 500;
      if (upstreamUnwell) this.coolUntil = performance.now() + this.options.failureCooldownMs;
      this.logger.warn(
        { geocoder, reason: error.reason, status: error.status, code: error.code },
        "geocoder failed; answered from the cache or the gazetteer",
      );
      return;
    }
    this.logger.warn(
      { geocoder, errorName: (error as Error | undefined)?.name },
      "geocoder failed unexpectedly",
    );
  }
}

export const USER_AGENT_PRODUCT = "ReportaRiomar/1.0";

/** The service the config asks for; `tuning` overrides the defaults (tests shorten the waits). */
export function createGeocodingService(
  config: GeocodingConfig,
  logger: Logger,
  tuning: Partial<GeocodingTuning> = {},
): GeocodingService {
  let provider: GeocodingProvider | null = null;
  if (config.kind !== "none") {
    if (!config.url) throw new Error(`GEOCODER_URL is required when GEOCODER_KIND is ${config.kind}`);
    provider =
      config.kind === "photon"
        ? photonProvider(config.url, UPSTREAM_LIMIT)
        : nominatimProvider(config.url, UPSTREAM_LIMIT);
  }
  return new GeocodingService(
    provider,
    {
      ...DEFAULT_TUNING,
      ...tuning,
      userAgent: config.contact ? `${USER_AGENT_PRODUCT} (+${config.contact})` : USER_AGENT_PRODUCT,
      timeoutMs: config.timeoutMs,
      minIntervalMs: config.minIntervalMs,
    },
    logger.child({ module: "geocoding" }),
  );
}
