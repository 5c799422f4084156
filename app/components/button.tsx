/**
 * Why: one button for the whole product — the red primary action, the grey secondary, the plain
 * tertiary text button — in two sizes, with a `busy` state that keeps the button's place and
 * focus while the work runs (a spinner and a busy label replace the text; clicks are ignored).
 * `ButtonLink` is a router link that looks like a button, for actions that are navigations.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "tertiary";
export type ButtonSize = "medium" | "small";

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/**
 * The class list for a button look, for elements that are not `Button` or `ButtonLink`.
 *
 * @example
 * <a href="/help" className={buttonClassName({ variant: "tertiary" })}>Help</a>
 */
export function buttonClassName({ variant = "primary", size = "medium", block = false }: ButtonLook = {}, extra?: string): string {
  return ["button", `button--${variant}`, size === "small" && "button--small", block && "button--block", extra].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** While true: spinner + `busyLabel`, `aria-busy`, `aria-disabled`, and clicks do nothing. */
  busy?: boolean;
  /** Shown (and read) instead of the children while busy, e.g. "Logging in…". */
  busyLabel?: ReactNode;
}

/**
 * A native <button> (type "button" unless told otherwise). Busy buttons stay focusable — a
 * disabled button would drop the keyboard user's focus to the page — but refuse clicks, so a
 * form cannot be sent twice.
 *
 * @example
 * <Button type="submit" block busy={form.busy} busyLabel="Logging in…">Log in</Button>
 * <Button variant="secondary" size="small" onClick={cancel}>Cancel</Button>
 * <Button variant="tertiary" onClick={skip}>Skip</Button>
 */
export function Button({
  variant,
  size,
  block,
  busy = false,
  busyLabel,
  className,
  type = "button",
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest["aria-disabled"] || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? (
        <>
          <Spinner size="small" decorative />
          <span>{busyLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/**
 * A router link styled as a button.
 *
 * @example
 * <ButtonLink to="/signup">Sign up</ButtonLink>
 * <ButtonLink to="/login" variant="secondary" size="small">Log in</ButtonLink>
 */
export function ButtonLink({ variant, size, block, className, ...link }: ButtonLook & LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link {...link} className={buttonClassName({ variant, size, block }, className)} />;
}
