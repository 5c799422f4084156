/**
 * Why: every modal in the specs (auth.md §2.4 recovery modals, saving.md §2 save-to-board, the
 * business flow's consent/success/error modals) needs the same behaviour, and the native <dialog>
 * gives most of it: `showModal()` traps focus, makes the page behind inert and closes on Escape.
 * `Modal` adds what <dialog> leaves to us — focus goes back to whatever opened it, the spec's
 * widths (auth.md §9: 484, 489 or 480 px) and the saving modal's height (saving.md §2, §9:
 * 90vh − 97px, at most 703px) — and it is rendered open on the server, so a modal a page shows
 * after a plain form post works without JavaScript (then it is open but not modal).
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import type { ModalWidth } from "~common/platform/constants";
import { PLATFORM_MESSAGES } from "~common/platform/messages";

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Called when the dialog closes itself (Escape, a `<form method="dialog">` button, the close control). */
  onClose?: () => void;
  /** Width in px; auth.md §9. Narrow screens get the viewport less 16px each side. */
  width?: ModalWidth;
  /** The saving modal's fixed height, calc(90vh − 97px) capped at 703px; the body scrolls. */
  tall?: boolean;
  /** Keep the title for screen readers only (saving.md §2 "hide-header option"). */
  hideTitle?: boolean;
  /** Show a × control that closes the modal (works without JavaScript: it is a `method="dialog"` form). */
  closeLabel?: string | true;
  /** Extra class on the <dialog>, for the modal's own layout. */
  className?: string;
  /**
   * Called instead of closing when the visitor asks to close (Escape, the × control), so the
   * owner decides: the save-to-board modal steps back first (saving.md §4 "Closing steps back").
   */
  onDismissRequest?: () => void;
  /** Extra attributes for tests (saving.md §2 test id saved-pin-modal). */
  testId?: string;
}

/**
 * A modal that is open while it is rendered: mount it to open, unmount it to close. Closing by
 * itself (Escape, the × control) calls `onClose`, where the owner unmounts it.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <Button onClick={() => setOpen(true)}>Create board</Button>
 * {open ? (
 *   <Modal title="Create board" width={489} closeLabel onClose={() => setOpen(false)}>
 *     <p className="dialog__body">…</p>
 *   </Modal>
 * ) : null}
 */
export function Modal({
  title,
  children,
  onClose,
  width = 484,
  tall = false,
  hideTitle = false,
  closeLabel,
  className,
  onDismissRequest,
  testId,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  /** This instance has opened its dialog once: a later run of the effect re-opens it. */
  const opened = useRef(false);
  const titleId = useId();

  /** Focus back on the opener, unless focus has already moved somewhere else on purpose. */
  const restoreFocus = () => {
    const dialog = ref.current;
    const target = opener.current;
    opener.current = null;
    const active = document.activeElement;
    const focusIsLost = !active || active === document.body || (dialog?.contains(active) ?? false);
    if (target?.isConnected && focusIsLost) target.focus();
  };

  // Layout effect: its clean-up runs while the <dialog> is still in the document, so focus can be
  // handed back before the element disappears.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    // Rendered with `open`, so on the first run a closed dialog means the visitor closed the
    // server-rendered one (its × is a plain `method="dialog"` form) before the page hydrated:
    // honour that. A later run of this effect for the same instance (StrictMode mounts effects,
    // cleans them up and mounts them again in development) meets the dialog its own clean-up
    // closed: that is no visitor's doing, so it opens again.
    const firstRun = !opened.current;
    opened.current = true;
    if (firstRun && !dialog.open) {
      // After this commit's layout effects: an owner's navigate() (a parent's hook) is not ready
      // while its children's layout effects run.
      const timer = setTimeout(() => onClose?.(), 0);
      return () => clearTimeout(timer);
    }
    // Server-rendered (or just created) with `open`: re-open as a true modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      restoreFocus();
    };
    // Opening happens once per mount; `restoreFocus` only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const classes = ["dialog", width !== 484 && `dialog--w${width}`, tall && "dialog--tall", className].filter(Boolean).join(" ");
  return (
    <dialog
      ref={ref}
      open
      className={classes}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        if (!onDismissRequest) return;
        event.preventDefault();
        onDismissRequest();
      }}
      onClose={(event) => {
        // The close() that re-opens a server-rendered dialog as a modal queues a close event too;
        // it arrives when the dialog is open again, and is not a real close.
        if (event.currentTarget.open) return;
        restoreFocus();
        onClose?.();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className={hideTitle ? "visually-hidden" : "dialog__title"}>
          {title}
        </h2>
        {closeLabel ? (
          <form
            method="dialog"
            className="dialog__close-form"
            onSubmit={(event) => {
              if (!onDismissRequest) return;
              event.preventDefault();
              onDismissRequest();
            }}
          >
            <button type="submit" className="dialog__close" aria-label={closeLabel === true ? PLATFORM_MESSAGES.close : closeLabel}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path
                  fill="currentColor"
                  d="m15.18 12 7.16-7.16a2.25 2.25 0 1 0-3.18-3.18L12 8.82 4.84 1.66a2.25 2.25 0 1 0-3.18 3.18L8.82 12l-7.16 7.16a2.25 2.25 0 1 0 3.18 3.18L12 15.18l7.16 7.16a2.25 2.25 0 1 0 3.18-3.18L15.18 12Z"
                />
              </svg>
            </button>
          </form>
        ) : null}
      </div>
      <div className="dialog__content">{children}</div>
      {/* Toasts shown while this dialog is modal land here (toast.tsx): outside it the page is
          inert and under the backdrop. A live region from the start, so they are announced. */}
      <div className="dialog__toasts" role="status" aria-live="polite" aria-atomic="false" data-toast-outlet="" />
    </dialog>
  );
}
