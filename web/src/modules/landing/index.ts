// The landing page's parts and the site footer. It is in the first download: nothing heavy here.
export { CategoryTiles } from "./components/category-tiles";
export { ClosingCall } from "./components/closing-call";
export { Hero } from "./components/hero";
export { HowItWorks } from "./components/how-it-works";
export { SiteFooter } from "./components/site-footer";
export { useLiveFigures } from "./hooks/use-live-figures";
