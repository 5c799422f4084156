/**
 * Why: some feedback has two forms — a toast where JavaScript runs, text in the page where it does
 * not (a plain form post re-renders the page on the server, and the toast region renders empty
 * there). `useHydrated` tells them apart without a hydration mismatch: false on the server and
 * during hydration, true from then on. `useReadOnce` reads a browser-only value on the same terms.
 *
 * @example
 * const hydrated = useHydrated();
 * {!hydrated && notice ? <p role="status">{notice}</p> : null}
 */
import { useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * A browser-only value (local storage, `window.opener`) read once, in the first render after
 * hydration (or the first render of a component mounted later), and kept for the component's
 * life; `serverValue` on the server and during hydration, so the markup matches.
 *
 * @example
 * const orphan = useReadOnce(() => !window.opener, false);
 */
export function useReadOnce<T>(read: () => T, serverValue: T): T {
  const hydrated = useHydrated();
  const [value, setValue] = useState<{ read: T } | null>(null);
  if (hydrated && value === null) setValue({ read: read() });
  return value ? value.read : serverValue;
}
