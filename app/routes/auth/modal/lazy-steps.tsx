/**
 * The sign-up steps a page shows only after the action answers (UnderageConfirmation, consents;
 * auth.md §2.2), loaded when they are shown, so they stay out of the pages' first load. A document
 * answer to a form posted without JavaScript waits for them (app/entry.server.tsx), so they are
 * there without JavaScript too. The auth modal, itself loaded on demand, imports them directly.
 */
import { lazy, Suspense, type ComponentProps } from "react";
import type { ConsentsStep as ConsentsStepType } from "../signup";
import type { UnderageConfirmation as UnderageConfirmationType } from "../signup";

const LazyConsents = lazy(() => import("../signup/consents-step").then((m) => ({ default: m.ConsentsStep })));
const LazyUnderage = lazy(() => import("../signup/underage-step").then((m) => ({ default: m.UnderageConfirmation })));

export function ConsentsStep(props: ComponentProps<typeof ConsentsStepType>) {
  return (
    <Suspense fallback={null}>
      <LazyConsents {...props} />
    </Suspense>
  );
}

export function UnderageConfirmation(props: ComponentProps<typeof UnderageConfirmationType>) {
  return (
    <Suspense fallback={null}>
      <LazyUnderage {...props} />
    </Suspense>
  );
}
