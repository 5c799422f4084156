/**
 * Why: a customer list's file picker and its upload (issue 37 item 2). The picker is a label that
 * looks like a button, with the chosen file's name beside it; the native input stays inside it, so
 * keyboard, screen readers and forms work. With JavaScript the form sends the file's hashed emails
 * instead of the file; without it, the file goes and the action hashes it.
 */
import { useId, useState, type FormEvent } from "react";
import { useSubmit } from "react-router";
import { buttonClassName } from "../../../components/button";
import { useHydrated } from "../../../lib/hydrated";
import { AUDIENCES_COPY as T } from "./copy";
import { hashedFile } from "./hashing";

export function ListFileField({ error, localError }: { error?: string; localError?: string | null }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const id = useId();
  const shown = localError ?? error;
  return (
    <div className={`field audiences__file${shown ? " field--invalid" : ""}`}>
      <p className="field__label" id={`${id}-label`}>
        {T.fileLabel}
      </p>
      <p className="field__hint" id={`${id}-hint`}>
        {hydrated ? T.fileHint : T.fileHintPlain}
      </p>
      <div className="audiences__file-row">
        {/* Without JavaScript nothing can show the chosen file's name: the native input shows it then. */}
        <label className={hydrated ? buttonClassName({ variant: "secondary" }, "audiences__file-button") : "bulk__file"}>
          {hydrated ? T.chooseFile : null}
          <input
            type="file"
            name="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={hydrated ? "visually-hidden" : "bulk__file-input"}
            aria-labelledby={`${id}-label`}
            aria-describedby={[`${id}-hint`, hydrated && `${id}-name`, shown && `${id}-error`].filter(Boolean).join(" ")}
            aria-invalid={shown ? true : undefined}
            onChange={(e) => setChosen(e.currentTarget.files?.[0]?.name ?? null)}
          />
        </label>
        {hydrated ? (
          <span id={`${id}-name`} className="audiences__file-name">
            {chosen ?? T.noFile}
          </span>
        ) : null}
      </div>
      {shown ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form's submit that, when `applies` says the form carries a list, reads its file, hashes the
 * emails here and sends them as `hashes` (one a line) with the count of skipped lines.
 *
 * @example
 * const list = useHashedSubmit((form) => form.get("kind") === "customer_list");
 * <Form onSubmit={list.onSubmit}>…<ListFileField localError={list.error} /></Form>
 */
export function useHashedSubmit(applies: (form: FormData) => boolean = () => true) {
  const submit = useSubmit();
  const [hashing, setHashing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const action = event.currentTarget.getAttribute("action") ?? undefined;
    setError(null);
    if (!applies(form)) return;
    event.preventDefault();
    const file = form.get("file");
    setHashing(true);
    void hashedFile(file instanceof File ? file : null).then((list) => {
      setHashing(false);
      if (!list.ok) return setError(list.message);
      form.delete("file");
      form.set("hashes", list.hashes.join("\n"));
      form.set("skipped", String(list.skipped));
      void submit(form, { method: "post", action });
    });
  };
  return { onSubmit, hashing, error };
}
