/**
 * Why: a form sent twice (a double click, a retried request) must not make its thing twice. Every
 * form that writes carries a key per submission in a hidden `_submission` field, added here just
 * before it is sent; the Worker turns it into the `Idempotency-Key` of each API write the action
 * makes (docs/decisions/047). The same form sent again with the same values within a few seconds
 * is the same submission and carries the same key; any other submission gets a new one.
 */
import { SUBMISSION_KEY_FIELD } from "~common/platform/idempotency";

/** How long a repeat of the same values counts as the same submission (a double click, a retry). */
const SAME_SUBMISSION_MS = 10_000;

const newKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The form's values as text (files by name and size), for comparing two submissions. */
function fingerprint(form: HTMLFormElement, submitter: HTMLElement | null): string {
  const parts: string[] = [];
  for (const [name, value] of new FormData(form, submitter)) {
    if (name === SUBMISSION_KEY_FIELD) continue;
    parts.push(`${name}=${typeof value === "string" ? value : `${value.name}:${value.size}`}`);
  }
  return parts.join("&");
}

/**
 * Stamps every POST form's submissions with their key (a capture listener, so it runs before
 * React Router reads the form).
 *
 * @example
 * stampSubmissionKeys(document);
 */
export function stampSubmissionKeys(doc: Document): void {
  const last = new WeakMap<HTMLFormElement, { values: string; key: string; at: number }>();
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || (form.getAttribute("method") ?? "get").toLowerCase() === "get") return;
      let field = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${SUBMISSION_KEY_FIELD}"]`);
      if (!field) {
        field = doc.createElement("input");
        field.type = "hidden";
        field.name = SUBMISSION_KEY_FIELD;
        form.appendChild(field);
      }
      const values = fingerprint(form, event.submitter);
      const previous = last.get(form);
      const now = Date.now();
      const key = previous && previous.values === values && now - previous.at < SAME_SUBMISSION_MS ? previous.key : newKey();
      field.value = key;
      last.set(form, { values, key, at: now });
    },
    true,
  );
}
