/**
 * Why: the browser's entry, written out rather than left to React Router's default so that what it
 * does is in the repository: hydrate the server-rendered document inside `<StrictMode>`. In a
 * development build (`npm start`) StrictMode mounts every component's effects, cleans them up and
 * mounts them again, which is how React finds effects that assume a single mount; React may do the
 * same in production (Activity, fast refresh), so every component must survive it. The dev-server
 * smoke suite (test/smoke/) walks the dialog journeys under it. Uncaught errors are reported to the
 * Worker's logs (./lib/client-errors.ts); each form submission carries its idempotency key (./lib/forms.ts).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportUncaughtErrors } from "./lib/client-errors";
import { stampSubmissionKeys } from "./lib/forms";

reportUncaughtErrors();
stampSubmissionKeys(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
