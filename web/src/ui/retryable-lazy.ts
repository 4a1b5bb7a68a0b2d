import { createElement, lazy, type ComponentType, type ReactNode } from "react";

/**
 * A part of the app that did not arrive: its download (or what it needs before it can render) failed,
 * usually because the connection dropped. `chunk-error-boundary.tsx` shows it as a connection problem.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("No se pudo descargar una parte de la aplicación", { cause });
    this.name = "ChunkLoadError";
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Loads whose last attempt failed; `retryFailedLoads` lets each start a fresh one. */
const failed = new Set<() => void>();

/**
 * Lets every failed load try again the next time it renders. React.lazy keeps a rejected import for good
 * (the screen would stay broken after the signal returns), so these loads keep their own promise and
 * forget it only here: while nothing retries, a render finds the same failure and the boundary keeps its
 * message instead of downloading in a loop.
 */
export function retryFailedLoads(): void {
  for (const forget of [...failed]) forget();
  failed.clear();
}

/**
 * Browsers that follow the older rule keep a failed `import()` of a URL for the page's life (Chromium
 * among them when this was written): a new `import()` of the same file fails at once even though the
 * signal is back. When a retry meets that and the file does answer now, only a reload brings the app
 * back; what the resident typed survives it (the report draft is in sessionStorage). If the file does
 * not answer (still offline, or a newer version of the app replaced it), the message stays.
 */
async function reloadIfOnlyTheBrowserRemembers(error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : "";
  const url = /https?:\/\/\S+\.js/.exec(message)?.[0];
  if (!url || new URL(url).origin !== window.location.origin) return;
  try {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) return;
  } catch {
    return;
  }
  window.location.reload();
  // Nothing more to show before the page goes.
  await new Promise<never>(() => {});
}

export interface RetryableLazy<Props> {
  (props: Props): ReactNode;
  /** Starts the download now; a failure here stays quiet, and showing the part tries again. */
  preload: () => Promise<void>;
}

/**
 * Like React.lazy, but a failed load can be tried again (docs/decisions.md#lost-connection): it suspends
 * while loading, throws a ChunkLoadError to the nearest error boundary when the load fails, and after
 * `retryFailedLoads()` the next render calls `load` again, i.e. a new `import()`.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): RetryableLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;

  let attempts = 0;
  const start = (): Promise<ComponentType<Props>> => {
    if (pending) return pending;
    attempts += 1;
    const retrying = attempts > 1;
    const attempt: Promise<ComponentType<Props>> = load().then(
      (component) => {
        loaded = component;
        return component;
      },
      async (error: unknown) => {
        if (retrying) await reloadIfOnlyTheBrowserRemembers(error);
        failed.add(() => forget(attempt));
        throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
      },
    );
    pending = attempt;
    return attempt;
  };

  // React.lazy remembers its promise's outcome, a failure included: a retry needs a new one.
  const fresh = () => lazy(() => start().then((component) => ({ default: component })));
  let current = fresh();
  const forget = (attempt: Promise<unknown>) => {
    if (pending !== attempt) return;
    pending = undefined;
    current = fresh();
  };

  function RetryableLazyComponent(props: Props): ReactNode {
    return createElement(loaded ?? current, props);
  }

  RetryableLazyComponent.preload = async (): Promise<void> => {
    const attempt = start();
    try {
      await attempt;
    } catch {
      // Nobody may wait for this part yet: showing it downloads it afresh.
      forget(attempt);
    }
  };

  return RetryableLazyComponent;
}
