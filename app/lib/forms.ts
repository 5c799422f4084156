/**
 * Why: every form page needs the same plumbing — run the shared rules before submitting, show
 * the server's answer when it comes, focus the first field in error, and know when the form is
 * busy. `useFormPlumbing` does it once, so a new form page is its fields and its rules.
 */
import { useEffect, useRef, useState, type FormEvent, type RefCallback } from "react";
import { useNavigation } from "react-router";

/** What a form action returns to its page, and what the client-side check produces. */
export interface FormState<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  formError?: string;
}

export interface FormPlumbingOptions<F extends string, S extends FormState<F>> {
  /** Field names in the order errors are focused (the spec's validation order). */
  fields: readonly F[];
  /** The action's answer, if any. */
  actionData: S | undefined;
  /** Client-side check of the form's values; an error state stops the submission. */
  check?: (form: FormData) => S | null;
  /** Busy state of a form sent through a fetcher (a modal); pages leave it to the navigation. */
  busy?: boolean;
}

export interface FormPlumbing<F extends string, S extends FormState<F>> {
  /** The client-side errors, else the action's answer. */
  errors: S | null;
  /** True while this page's form is being submitted. */
  busy: boolean;
  /** The ref to pass to a field's input (`ref={form.fieldRef("email")}`), for focusing; the same callback on every render. */
  fieldRef: (name: F) => RefCallback<HTMLInputElement>;
  /** A field's input once mounted, else null; for event handlers and effects, never during render. */
  field: (name: F) => HTMLInputElement | null;
  /** Pass to `<Form onSubmit>`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * @example
 * const form = useFormPlumbing({ fields: ["email", "password"], actionData, check: (f) => checkLogInForm(f) });
 * <Form method="post" onSubmit={form.onSubmit}>
 *   <TextField ref={form.fieldRef("email")} error={form.errors?.fieldErrors.email} … />
 *   <SubmitButton busy={form.busy}>…</SubmitButton>
 * </Form>
 * onClick={() => form.field("email")?.focus()}
 */
export function useFormPlumbing<F extends string, S extends FormState<F>>({
  fields,
  actionData,
  check,
  busy: fetcherBusy,
}: FormPlumbingOptions<F, S>): FormPlumbing<F, S> {
  const navigation = useNavigation();
  const busy = fetcherBusy ?? (navigation.state !== "idle" && navigation.formMethod === "POST");
  const [clientErrors, setClientErrors] = useState<S | null>(null);
  // A new answer from the action replaces the client-side errors (state adjusted during render,
  // so no render shows the old errors with the new answer).
  const [answer, setAnswer] = useState(actionData);
  if (answer !== actionData) {
    setAnswer(actionData);
    if (actionData) setClientErrors(null);
  }
  const errors = clientErrors ?? actionData ?? null;
  // One record of the mounted inputs, filled by one stable callback ref per field.
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const [refCallbacks] = useState(() => new Map<F, RefCallback<HTMLInputElement>>());
  const fieldRef = (name: F): RefCallback<HTMLInputElement> => {
    let callback = refCallbacks.get(name);
    if (!callback) {
      callback = (input) => {
        inputs.current[name] = input;
      };
      refCallbacks.set(name, callback);
    }
    return callback;
  };
  const field = (name: F): HTMLInputElement | null => inputs.current[name] ?? null;

  useEffect(() => {
    const first = fields.find((f) => errors?.fieldErrors[f]);
    if (first) inputs.current[first]?.focus();
    // Field order is stable for a page; only a new answer moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  return {
    errors,
    busy,
    fieldRef,
    field,
    onSubmit: (event) => {
      if (!check) return;
      const local = check(new FormData(event.currentTarget));
      setClientErrors(local);
      if (local) event.preventDefault();
    },
  };
}

/** A form value as a string ("" when absent or a file). */
export const formString = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
