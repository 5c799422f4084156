/**
 * Why: a yes/no choice with a visible label and a hint under it (the Secret board toggle,
 * saving.md §2; the disabled Protected board switch of §6) looks the same wherever it appears.
 */
import type { InputHTMLAttributes } from "react";

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  hint?: string;
  /** Shown on and not changeable (a rule decides, not the visitor). */
  locked?: boolean;
}

/**
 * @example
 * <Toggle name="secret" label="Keep this board secret" hint="So only you can see it" defaultChecked={answer?.secret} />
 * <Toggle locked role="switch" label="Protected board" hint="…" />
 */
export function Toggle({ label, hint, locked = false, ...input }: ToggleProps) {
  return (
    <label className={locked ? "toggle toggle--locked" : "toggle"}>
      {locked ? <input type="checkbox" checked disabled readOnly {...input} /> : <input type="checkbox" {...input} />}
      <span>
        <span className="toggle__label">{label}</span>
        {hint ? <span className="toggle__hint">{hint}</span> : null}
      </span>
    </label>
  );
}
