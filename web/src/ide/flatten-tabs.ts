/**
 * GraphiQL draws each query tab as an ARIA tab that holds two buttons (open, close): controls nested in
 * a control, which screen readers cannot operate (axe: nested-interactive). The tabs become what they
 * behave as, a list of buttons: the list and its items lose the tab roles, and the open tab's button
 * says it is the current one. GraphiQL re-renders its tabs, so this is kept up as they change.
 */
export function flattenTabs(root: HTMLElement): void {
  const flatten = () => {
    for (const list of root.querySelectorAll('.graphiql-tabs[role="tablist"]')) list.removeAttribute("role");
    for (const tab of root.querySelectorAll<HTMLElement>(".graphiql-tab")) {
      const active = tab.classList.contains("graphiql-tab-active");
      tab.removeAttribute("role");
      tab.removeAttribute("aria-selected");
      const button = tab.querySelector(".graphiql-tab-button");
      if (active && button?.getAttribute("aria-current") !== "true")
        button?.setAttribute("aria-current", "true");
      if (!active && button?.hasAttribute("aria-current")) button.removeAttribute("aria-current");
    }
  };
  new MutationObserver(flatten).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["role", "aria-selected", "class"],
  });
  flatten();
}
