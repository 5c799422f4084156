/**
 * Why: some answers send the visitor to another page with something to say on arrival — the
 * resource-failure rule of auth.md §2.5 lands on / with a show-error flag, and the no-JavaScript
 * Confirm of UnderageConfirmation (§4.4) lands on / with the ineligible notice. One component
 * reads those flags on any page: with JavaScript it shows the toast and drops the flag from the
 * URL (a reload does not repeat it); without JavaScript it is a status line at the top of the page.
 *
 * @example
 * // app/root.tsx, above <Outlet />
 * <LandingNotice notices={{ show_error: { value: "1", message: PLATFORM_MESSAGES.resourceUnavailable } }} />
 */
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { ToastDuration } from "~common/platform/constants";
import { useHydrated } from "../lib/hydrated";
import { useToast } from "./toast";

export interface Notice {
  /** The flag's value that shows it. */
  value: string;
  message: string;
  duration: ToastDuration;
}

export function LandingNotice({ notices }: { notices: Record<string, Notice> }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  const shown = Object.entries(notices).filter(([param, notice]) => params.get(param) === notice.value);
  const key = shown.map(([param]) => param).join(",");
  /** The arrival whose flags were handled: StrictMode runs this effect twice on mount in development. */
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const arrival = `${location.key} ${key}`;
    if (shown.length === 0 || handled.current === arrival) return;
    handled.current = arrival;
    for (const [, notice] of shown) toast.show({ message: notice.message, duration: notice.duration });
    const rest = new URLSearchParams(params);
    for (const [param] of shown) rest.delete(param);
    navigate(
      { pathname: location.pathname, search: rest.size ? `?${rest}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    // Runs once per arrival with flags; the toast API and navigate are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (hydrated || shown.length === 0) return null;
  return (
    <div className="landing-notice" role="status">
      {shown.map(([param, notice]) => (
        <p key={param} className="landing-notice__text">
          {notice.message}
        </p>
      ))}
    </div>
  );
}
