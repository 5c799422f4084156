/**
 * Why: the Share buttons and the share sheet's place on a page (share-sheet.tsx, issue 34 §3):
 * the sheet is open while the page URL says `?share=true`, the button links there (the same
 * without JavaScript). The sheet itself is loaded only when open, so pages stay light.
 */
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { SHARE_PARAM, wantsShareSheet } from "~common/saving/share";
import type { ShareSheetProps } from "./share-sheet";

const Sheet = lazy(() => import("./share-sheet"));

/** Whether this page's URL asks for its share sheet. */
export function useShareSheetOpen(): boolean {
  const [search] = useSearchParams();
  return wantsShareSheet(search);
}

/** The Share button: a link to this page with the sheet open. */
export function ShareButton({ label }: { label: string }) {
  return (
    <Link to={`?${SHARE_PARAM}=true`} replace preventScrollReset className="icon-button" aria-label={label} data-testid="share-button">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M12 2 6.6 7.4 8 8.8l3-3V15h2V5.8l3 3 1.4-1.4zM4 13h2v7h12v-7h2v9H4z" />
      </svg>
    </Link>
  );
}

/** The share sheet, loaded when first shown (a document request waits for it: app/entry.server.tsx). */
export function ShareSheet(props: ShareSheetProps) {
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
