/**
 * A labelled checkbox in the product's style: the native input (keyboard, forms and screen
 * readers work as they should without JavaScript), tinted with the brand colour, 20 px, with the
 * whole label clickable. Controlled (`checked` + `onChange`) or not (`defaultChecked`).
 *
 * @example
 * <Checkbox name="terms" label="I agree to the Terms of Service" checked={s.terms} onChange={() => set(toggle(s, "terms"))} />
 */
import type { InputHTMLAttributes, ReactNode } from "react";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  /** Bold label, for a box that governs others ('Agree to all'). */
  strong?: boolean;
}

export function Checkbox({ label, strong = false, className, ...input }: CheckboxProps) {
  return (
    <label className={["checkbox", strong && "checkbox--strong", className].filter(Boolean).join(" ")}>
      <input type="checkbox" className="checkbox__input" value="1" {...input} />
      <span className="checkbox__label">{label}</span>
    </label>
  );
}
