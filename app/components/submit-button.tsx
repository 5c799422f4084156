import type { ReactNode } from "react";

/** Primary submit button that shows a spinner and a busy label while its form is submitting. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary button--block" aria-busy={busy || undefined} disabled={busy}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span>{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
