/**
 * Why: a Pin's description field with the hashtag flyout (saving.md §2 "Hashtag autocomplete
 * flyout", §5 the hashtag pattern): the pin builder's and the pin create page's description are
 * this textarea. What every such page loads up front is only the textarea, marked as
 * autocompleting into a list (a textarea keeps its textbox role: ARIA allows it no combobox
 * role, so the state is aria-autocomplete, aria-controls and aria-activedescendant); the flyout
 * itself (./hashtag-flyout.tsx: the look-up, the list, its keyboard) loads the first time the
 * field is focused or typed in. Without JavaScript it is a plain textarea.
 */
import { lazy, Suspense, useId, useRef, useState, type ReactNode, type TextareaHTMLAttributes } from "react";

const HashtagFlyout = lazy(() => import("./hashtag-flyout"));

export type HashtagFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "ref" | "aria-controls" | "aria-autocomplete">;

/**
 * @example
 * <HashtagField id="pin-description" name="description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
 */
export function HashtagField({ onFocus, onInput, className, ...props }: HashtagFieldProps) {
  const listId = `${useId()}-hashtags`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [wanted, setWanted] = useState(false);
  const placeholder = <ul id={listId} role="listbox" hidden />;
  return (
    <div className="hashtag-field">
      <textarea
        ref={field}
        className={className ?? "field__input"}
        aria-autocomplete="list"
        aria-controls={listId}
        onFocus={(e) => {
          setWanted(true);
          onFocus?.(e);
        }}
        onInput={(e) => {
          setWanted(true);
          onInput?.(e);
        }}
        {...props}
      />
      {wanted ? (
        <Suspense fallback={placeholder}>
          <HashtagFlyout field={field} listId={listId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/**
 * The description field as a page shows it: the label, the hint under it (the textarea's
 * description) and the textarea with its flyout; `children` come after, inside the field.
 *
 * @example
 * <LabelledHashtagField id="pin-description" label="Description" hint="Add #hashtags" name="description" rows={3} />
 */
export function LabelledHashtagField({
  id,
  label,
  hint,
  fieldClassName,
  children,
  ...props
}: HashtagFieldProps & { id: string; label: string; hint: string; fieldClassName?: string; children?: ReactNode }) {
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <HashtagField id={id} aria-describedby={`${id}-hint`} {...props} />
      {children}
    </div>
  );
}
