/**
 * Closing quick promote in the browser (business.md §2): common/business/quick-promote/rules.ts
 * decides (back 1, back 3 after the pin builder, close the window, history back in cross-site
 * mode); this carries it out. The pin builder marks where it was in the history
 * (`markPinBuilderVisit`), so "a pin-builder page is in the history stack" is known here. Where
 * there is no history to go back to (a page opened directly), the fallback link is followed.
 */
import { closeAction } from "~common/business/quick-promote/rules";

const PIN_BUILDER_MARK = "pinboard.pinBuilderAt";

/** Called by the pin builder page: the history length at which it was shown. */
export function markPinBuilderVisit() {
  try {
    sessionStorage.setItem(PIN_BUILDER_MARK, String(history.length));
  } catch {
    // Storage refused (private mode): closing then goes back one step.
  }
}

function pinBuilderInHistory(): boolean {
  try {
    const at = sessionStorage.getItem(PIN_BUILDER_MARK);
    return at !== null && Number(at) < history.length;
  } catch {
    return false;
  }
}

/**
 * @example
 * <a href={fallback} onClick={(e) => { e.preventDefault(); closeQuickPromote({ closeWindowExperiment, fallback, navigate }); }}>Close</a>
 */
export function closeQuickPromote({
  closeWindowExperiment,
  crossSite = false,
  fallback,
  navigate,
}: {
  closeWindowExperiment: boolean;
  crossSite?: boolean;
  fallback: string;
  navigate: (to: string | number) => void;
}) {
  const action = closeAction({
    historyLength: history.length,
    pinBuilderInHistory: pinBuilderInHistory(),
    closeWindowExperiment,
    crossSite,
  });
  if (action.kind === "close-window") {
    window.close();
    // A window the page did not open refuses to close: leave for the fallback instead.
    setTimeout(() => navigate(fallback), 100);
    return;
  }
  if (action.kind === "history-back") return history.back();
  if (history.length <= action.steps) return navigate(fallback);
  navigate(-action.steps);
}
