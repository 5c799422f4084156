import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * Modal dialog on the native <dialog> element. Rendered open on the server so it works without
 * JavaScript; once hydrated it re-opens as a true modal (focus trapped, Escape closes, page inert).
 */
export function Dialog({ title, children, onClose }: { title: string; children: ReactNode; onClose?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog ref={ref} open className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
