/**
 * Why: some feedback has two forms — a toast where JavaScript runs, text in the page where it does
 * not (a plain form post re-renders the page on the server, and the toast region renders empty
 * there). `useHydrated` tells them apart without a hydration mismatch: false on the server and
 * during hydration, true from then on.
 *
 * @example
 * const hydrated = useHydrated();
 * {!hydrated && notice ? <p role="status">{notice}</p> : null}
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
