/**
 * Why: the page's moving parts (./page-chrome.tsx: the scroll-hiding header, the full-page
 * spinner of slow navigations, the visitor's 'almost there' footer) matter only once the page runs
 * JavaScript, so every page's first load carries only this: after hydration, it loads them.
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "../../../lib/hydrated";

const PageChrome = lazy(() => import("./page-chrome"));

export function PageChromeLoader() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <PageChrome />
    </Suspense>
  ) : null;
}
