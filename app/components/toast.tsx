/**
 * Why: the specs show short confirmations as toasts ("Saved to {board}" with a View button,
 * "We sent you a new code!", "Email sent!"), each for a set time (TOAST_DURATION_MS in
 * common/platform/constants.ts). One provider in the root layout owns a queue and one polite live
 * region that is in the page from the first server render, so screen readers announce each toast
 * as it is added. A toast shown while a modal dialog is open (auth.md §8.4 'Email sent!' over the
 * 'Password reset email sent' modal) goes into that dialog's own live region instead
 * (app/components/dialog.tsx): the rest of the page is inert then, hidden from assistive
 * technology and drawn under the backdrop. Toasts show one at a time in order; the timer pauses while the pointer is over
 * a toast or focus is inside it (WCAG 2.2.1), and every toast can be dismissed. Nothing runs on
 * the server: the region renders empty there, and `useToast()` only queues from event handlers
 * and effects.
 */
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { useHydrated } from "../lib/hydrated";
import type { ToastDuration } from "~common/platform/constants";
import { PLATFORM_MESSAGES } from "~common/platform/messages";

/** How many toasts are on screen at once; the rest wait their turn. */
export const MAX_VISIBLE_TOASTS = 1;

export type ToastAction = { label: string; to: string } | { label: string; onClick: () => void };

export interface ToastOptions {
  message: ReactNode;
  /** One of TOAST_DURATION_MS (the spec gives each toast its time). */
  duration: ToastDuration;
  /** One action beside the message: a link (saving.md §9 "View" → /pin/{id}) or a handler. */
  action?: ToastAction;
}

interface Toast extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Queues a toast; returns its id. */
  show: (toast: ToastOptions) => number;
  /** Removes a toast, shown or queued. */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The toast queue of the page. Put it once around the page (app/root.tsx Layout); it renders the
 * live region after its children.
 *
 * @example
 * <ToastProvider>{children}</ToastProvider>
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const [outlet, setOutlet] = useState<Element | null>(null);
  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current++;
    setOutlet(modalToastOutlet());
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const items = toasts
    .slice(0, MAX_VISIBLE_TOASTS)
    .map((toast) => <ToastItem key={toast.id} toast={toast} onDone={() => dismiss(toast.id)} />);
  const inDialog = outlet !== null && outlet.isConnected;
  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
        {inDialog ? null : items}
      </div>
      {inDialog ? createPortal(items, outlet) : null}
    </ToastContext>
  );
}

/** The toast outlet of the topmost open modal dialog, if any (the browser only: called from `show`). */
function modalToastOutlet(): Element | null {
  const modal = [...document.querySelectorAll("dialog[open]")].filter((d) => d.matches(":modal")).at(-1);
  return modal?.querySelector("[data-toast-outlet]") ?? null;
}

/**
 * The page's toast queue.
 *
 * @example
 * const toast = useToast();
 * toast.show({ message: `Saved to ${board.name}`, duration: TOAST_DURATION_MS.confirmation, action: { label: "View", to: `/pin/${pin.id}` } });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it (app/root.tsx)");
  return api;
}

/** No trigger has shown a toast yet (`undefined` is a trigger like any other). */
const NOT_YET: unique symbol = Symbol("not yet");

/**
 * Shows a toast once for each new value of `trigger` (an action's answer, an arrival's flags), with
 * the options of the render that brought it; nothing when they are falsy. However many times React
 * runs the effect for the same value — StrictMode runs a mounting component's effects twice in
 * development — the toast shows once.
 *
 * @example
 * useToastFor(answer, answer.error && { message: answer.error, duration: TOAST_DURATION_MS.notice });
 */
export function useToastFor(trigger: unknown, options: ToastOptions | null | undefined | false | "") {
  const toast = useToast();
  const shownFor = useRef<unknown>(NOT_YET);
  useEffect(() => {
    if (!options || Object.is(shownFor.current, trigger)) return;
    shownFor.current = trigger;
    toast.show(options);
    // A new trigger is a new toast; the options belong to the render that brought it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger]);
}

/** One toast: counts down its duration while it is neither hovered nor focused. */
function ToastItem({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef<number>(toast.duration);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => done(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);

  const { action } = toast;
  return (
    <div
      className="toast"
      data-duration={toast.duration}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <p className="toast__message">{toast.message}</p>
      {action ? (
        "to" in action ? (
          <Link to={action.to} className="button button--secondary button--small toast__action" onClick={onDone}>
            {action.label}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--secondary button--small toast__action"
            onClick={() => {
              action.onClick();
              onDone();
            }}
          >
            {action.label}
          </button>
        )
      ) : null}
      <button type="button" className="toast__dismiss" aria-label={PLATFORM_MESSAGES.dismiss} onClick={onDone}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path
            fill="currentColor"
            d="m15.18 12 7.16-7.16a2.25 2.25 0 1 0-3.18-3.18L12 8.82 4.84 1.66a2.25 2.25 0 1 0-3.18 3.18L8.82 12l-7.16 7.16a2.25 2.25 0 1 0 3.18 3.18L12 15.18l7.16 7.16a2.25 2.25 0 1 0 3.18-3.18L15.18 12Z"
          />
        </svg>
      </button>
    </div>
  );
}

/** A redirect's words (`done`) as a toast once the page runs, then gone from the address (without JavaScript the page shows them itself). */
export function useDoneToast() {
  const [params] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const done = params.get("done");
  useEffect(() => {
    if (!hydrated || !done) return;
    toast.show({ message: done, duration: TOAST_DURATION_MS.notice });
    const next = new URLSearchParams(params);
    next.delete("done");
    void navigate(`${location.pathname}${next.size ? `?${next}` : ""}`, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, done]);
}
