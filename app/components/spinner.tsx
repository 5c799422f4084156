/**
 * Why: every wait in the product looks the same — a ring in the current text colour, so it suits
 * a red button, a grey one or a white page alike. A spinner either carries an accessible name
 * (an indeterminate progress bar: "Loading…") or is decorative because text beside it already
 * says what is happening (a busy button's label). `PageLoading` is the full-page variant.
 */
import { PLATFORM_MESSAGES } from "~common/platform/messages";

export type SpinnerSize = "small" | "medium" | "large";

export type SpinnerProps = { size?: SpinnerSize; className?: string } & (
  | { /** What is loading, read by screen readers. */ label: string; decorative?: never }
  | { /** Text beside the spinner already says it; hide the ring from assistive technology. */ decorative: true; label?: never }
);

/**
 * @example
 * <Spinner label="Loading boards" />
 * <span><Spinner size="small" decorative /> Saving…</span>
 */
export function Spinner({ size = "medium", className, ...rest }: SpinnerProps) {
  const cls = `spinner spinner--${size}${className ? ` ${className}` : ""}`;
  if (rest.decorative) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="progressbar" aria-label={rest.label} />;
}

/**
 * A page (or, with `overlay`, a layer over the page) that is only a spinner and a status message,
 * announced politely once it appears.
 *
 * @example
 * if (navigation.state === "loading") return <PageLoading />;
 * {creating ? <PageLoading overlay label="Creating your Pin" /> : null}
 */
export function PageLoading({ label = PLATFORM_MESSAGES.loading, overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={`page-loading${overlay ? " page-loading--overlay" : ""}`} role="status">
      <Spinner size="large" decorative />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
