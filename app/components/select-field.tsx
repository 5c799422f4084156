/**
 * Why: a choice among fixed options (a country, a duration) looks and reads like every other field
 * (text-field.tsx): the visible label above a rounded box, a hint and an error tied to the control
 * by aria-describedby. A native <select>, so it works without JavaScript and on every phone.
 */
import { useId, type Ref, type SelectHTMLAttributes } from "react";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * @example
 * <SelectField label="Country" name="country" defaultValue="US" options={[{ value: "US", label: "United States" }]} />
 */
export function SelectField({ label, name, options, hint, error, className, ref, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__box">
        <select
          ref={ref}
          id={id}
          name={name}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
