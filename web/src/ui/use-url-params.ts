import { useCallback, useLayoutEffect, useRef } from "react";
import { NavigationType, useNavigationType, useSearchParams } from "react-router-dom";

/**
 * The screen's URL parameters, and a setter that builds on the last change this screen asked for.
 *
 * The router shows a new URL in a React transition: on a slow phone, for a moment after a filter
 * changes, the screen still renders the previous parameters. A second change computed from those
 * (a barrio chosen, then a quick search) would silently drop the first one.
 */
export function useUrlParams(): readonly [
  URLSearchParams,
  (change: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const shown = params.toString();
  const rendered = useRef(shown);
  const requested = useRef<URLSearchParams | null>(null);

  useLayoutEffect(() => {
    rendered.current = shown;
    // Shown what was asked, or the reader went back or forward: the URL is the truth again.
    if (requested.current?.toString() === shown || navigationType === NavigationType.Pop)
      requested.current = null;
  }, [shown, navigationType]);

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(requested.current ?? rendered.current));
      requested.current = next;
      setParams(next);
    },
    [setParams],
  );
  return [params, update] as const;
}
