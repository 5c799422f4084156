/**
 * Why: every form page needs the same plumbing — run the shared rules before submitting, show
 * the server's answer when it comes, focus the first field in error, and know when the form is
 * busy. `useFormPlumbing` does it once, so a new form page is its fields and its rules.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
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
  /** One ref per field, for focusing. */
  refs: Record<F, RefObject<HTMLInputElement | null>>;
  /** Pass to `<Form onSubmit>`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * @example
 * const form = useFormPlumbing({ fields: ["email", "password"], actionData, check: (f) => checkLogInForm(f) });
 * <Form method="post" onSubmit={form.onSubmit}>
 *   <TextField ref={form.refs.email} error={form.errors?.fieldErrors.email} … />
 *   <SubmitButton busy={form.busy}>…</SubmitButton>
 * </Form>
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
  const errors = clientErrors ?? actionData ?? null;
  const refs = Object.fromEntries(fields.map((f) => [f, useRef<HTMLInputElement>(null)])) as Record<F, RefObject<HTMLInputElement | null>>;

  useEffect(() => {
    if (actionData) setClientErrors(null);
  }, [actionData]);
  useEffect(() => {
    const first = fields.find((f) => errors?.fieldErrors[f]);
    if (first) refs[first].current?.focus();
    // Refs and field order are stable for a page; only a new answer moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  return {
    errors,
    busy,
    refs,
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
