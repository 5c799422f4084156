/**
 * Why: the browser's entry, written out rather than left to React Router's default so that what it
 * does is in the repository: hydrate the server-rendered document inside `<StrictMode>`. In a
 * development build (`npm start`) StrictMode mounts every component's effects, cleans them up and
 * mounts them again, which is how React finds effects that assume a single mount; React may do the
 * same in production (Activity, fast refresh), so every component must survive it. The dev-server
 * smoke suite (test/smoke/) walks the dialog journeys under it. Uncaught errors are reported to the
 * Worker's logs (./lib/client-errors.ts); each form submission carries its idempotency key (below).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportUncaughtErrors } from "./lib/client-errors";
import { SUBMISSION_KEY_FIELD } from "~common/platform/idempotency";

reportUncaughtErrors();

// A form sent twice (a double click, a retried request) must not make its thing twice: each POST
// form's submission carries a key in a hidden field, which the Worker turns into the API writes'
// Idempotency-Keys (docs/decisions/047). The same values again within 10 s keep the same key.
const lastSubmission = new WeakMap<HTMLFormElement, { values: string; key: string; at: number }>();
document.addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    // randomUUID exists in secure contexts only (https, localhost): elsewhere the form goes without a key.
    if (!(form instanceof HTMLFormElement) || form.method !== "post" || typeof crypto.randomUUID !== "function") return;
    let field = form.querySelector<HTMLInputElement>(`input[name="${SUBMISSION_KEY_FIELD}"]`);
    if (!field) {
      field = Object.assign(document.createElement("input"), { type: "hidden", name: SUBMISSION_KEY_FIELD });
      form.appendChild(field);
    }
    field.value = "";
    const values = new URLSearchParams(
      [...new FormData(form, event.submitter)].map(([k, v]) => [k, typeof v === "string" ? v : `${v.name}:${v.size}`]),
    ).toString();
    const last = lastSubmission.get(form);
    const key = last && last.values === values && Date.now() - last.at < 10_000 ? last.key : crypto.randomUUID();
    field.value = key;
    lastSubmission.set(form, { values, key, at: Date.now() });
  },
  true,
);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
