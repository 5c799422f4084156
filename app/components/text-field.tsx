/**
 * Why: every form field looks and behaves alike — a visible label above a rounded box, the error
 * right under it with an icon, tied to the input by aria-describedby and marked aria-invalid, so
 * the browser tests and screen readers find a field's error the same way on every page.
 * `PasswordField` adds the show/hide toggle once JavaScript runs.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useHydrated } from "../lib/hydrated";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Help shown under the label and read with the field (aria-describedby, before any error). */
  hint?: string;
  /** Extra control rendered inside the input box, after the input (e.g. show-password). */
  trailing?: ReactNode;
}

/**
 * Labelled input with its error announced and linked through aria-describedby.
 *
 * @example
 * <TextField label="Email" name="email" type="email" autoComplete="username" error={errors.email} />
 * <TextField label="Password" name="password" hint="8+ characters" error={errors.password} />
 */
export function TextField({ label, name, error, hint, trailing, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__box">
        <input
          ref={ref}
          id={id}
          name={name}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Password input with a show/hide toggle (keyboard reachable, state announced).
 *
 * @example
 * <PasswordField label="Password" name="password" autoComplete="current-password"
 *   showLabel="Show password" hideLabel="Hide password" error={errors.password} />
 */
export function PasswordField(props: TextFieldProps & { showLabel: string; hideLabel: string }) {
  const { showLabel, hideLabel, ...rest } = props;
  const [visible, setVisible] = useState(false);
  // The toggle needs JavaScript: render it only once hydrated, never as a dead button.
  const hydrated = useHydrated();
  return (
    <TextField
      {...rest}
      type={visible ? "text" : "password"}
      trailing={
        hydrated && (
          <button
            type="button"
            className="field__toggle"
            aria-pressed={visible}
            aria-label={visible ? hideLabel : showLabel}
            onClick={() => setVisible((v) => !v)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              {visible ? (
                <path
                  fill="currentColor"
                  d="M2 4.3 3.3 3l17.7 17.7-1.3 1.3-3.2-3.2A11.6 11.6 0 0 1 12 20C6 20 2 14 1 12c.6-1.1 2.1-3.5 4.5-5.4L2 4.3Zm5 5A4.9 4.9 0 0 0 14.7 17l-1.6-1.6A2.8 2.8 0 0 1 9 10.9Zm5-5.3c6 0 10 6 11 8-.5.9-1.6 2.7-3.3 4.3l-3.3-3.3A4.9 4.9 0 0 0 10.3 7L8.1 4.8C9.3 4.3 10.6 4 12 4Z"
                />
              ) : (
                <path
                  fill="currentColor"
                  d="M12 4C6 4 2 10 1 12c1 2 5 8 11 8s10-6 11-8c-1-2-5-8-11-8Zm0 13a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
                />
              )}
            </svg>
          </button>
        )
      }
    />
  );
}
