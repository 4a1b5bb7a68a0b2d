/**
 * The batching loaders of one request or GraphQL operation. Each module creates its own loaders on
 * first use under a key of its own (see modules/report/report.loaders.ts), so that this file knows no
 * module and a new module's loaders need no change here. Never shared between requests: a loader
 * caches what one viewer was allowed to read.
 */
export class LoaderCache {
  private readonly loaders = new Map<symbol, unknown>();

  get<T>(key: symbol, create: () => T): T {
    if (!this.loaders.has(key)) this.loaders.set(key, create());
    return this.loaders.get(key) as T;
  }
}
