import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router-dom";

let navigatedWithinApp = false;

/**
 * Client-side navigations keep the scroll position of the page left behind, so a screen could open
 * scrolled down with its title out of view (Mis reportes after filing a report).
 * On every change of path the window goes back to the top. Placed once, inside the router.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    navigatedWithinApp = true;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * After a navigation inside the app, a screen reader would stay on the link that was followed, now
 * gone: the new screen's h1 takes the focus, so it is read first. Not on the first load, where the
 * browser itself starts at the top of the document.
 */
export function useFocusOnNavigation(heading: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (navigatedWithinApp) heading.current?.focus({ preventScroll: true });
  }, [heading, pathname]);
}
