/**
 * The consents step (auth.md §2.2 consents, §4.1, §4.5): 'Agree to all', the four Required
 * consents and the Optional marketing one, Back and Next. With JavaScript the boxes follow the
 * tick rules of common/auth/signup/consent.ts as they are clicked and Next waits for the four
 * required ones; without it the form is sent as ticked and the action applies the same rules
 * (a ticked 'Agree to all' ticks everything). What the signup step typed travels sealed
 * (app/lib/sealed.server.ts), so Next registers without asking again. Refusals show in a toast
 * for 3.5 s (§8.3); without JavaScript, above the buttons.
 */
import { useState, type ComponentType } from "react";
import { Form, type FetcherFormProps } from "react-router";
import { TOAST_MS } from "~common/auth/constants";
import { AUTH_COPY } from "~common/auth/messages";
import {
  canProceed,
  consentLabel,
  OPTIONAL_CONSENTS,
  REQUIRED_CONSENTS,
  toggle,
  type ConsentKey,
  type ConsentState,
} from "~common/auth/signup/consent";
import { Button } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { useToastFor } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import { FormError } from "../modal";
import { CONSENTS_BACK_INTENT, CONSENTS_NEXT_INTENT } from "../modal";

/** What the sign-up action answers while the consents step shows. */
export interface ConsentsAnswer {
  /** The signup step's fields, sealed. */
  sealed: string;
  /** The boxes as last sent (all unticked the first time). */
  state: ConsentState;
  /** A refusal to show in the toast. */
  error: string | null;
}

export function ConsentsStep({
  answer,
  isPartner = false,
  busy = false,
  FormComponent = Form,
  action,
}: {
  answer: ConsentsAnswer;
  /** A partner account agrees to the business terms (§6). */
  isPartner?: boolean;
  busy?: boolean;
  /** The modal sends through a fetcher's form; the pages through the router's. */
  FormComponent?: ComponentType<FetcherFormProps>;
  action?: string;
}) {
  const [state, setState] = useState(answer.state);
  const hydrated = useHydrated();
  // A new answer brings the boxes as sent (adjusted during the render that sees it).
  const [answerSeen, setAnswerSeen] = useState(answer);
  if (answerSeen !== answer) {
    setAnswerSeen(answer);
    setState(answer.state);
  }
  // A new answer is a new refusal.
  useToastFor(answer, answer.error && { message: answer.error, duration: TOAST_MS });

  const box = (key: ConsentKey) => (
    <Checkbox
      key={key}
      name={key}
      label={consentLabel(key, { isPartner })}
      checked={state[key]}
      onChange={() => setState((s) => toggle(s, key))}
    />
  );

  return (
    <FormComponent method="post" action={action} className="consents">
      <input type="hidden" name="sealed" value={answer.sealed} />
      <Checkbox
        name="all"
        strong
        className="consents__all"
        label={AUTH_COPY.agreeToAll}
        checked={state.all}
        onChange={() => setState((s) => toggle(s, "all"))}
      />
      <fieldset className="consents__group">
        <legend className="consents__legend">{AUTH_COPY.consentRequired}</legend>
        {REQUIRED_CONSENTS.map(box)}
      </fieldset>
      <fieldset className="consents__group">
        <legend className="consents__legend">{AUTH_COPY.consentOptional}</legend>
        {OPTIONAL_CONSENTS.map(box)}
      </fieldset>
      {/* Without JavaScript there is no toast: the refusal shows here instead. */}
      {!hydrated ? <FormError message={answer.error ?? undefined} /> : null}
      <div className="consents__actions">
        <Button type="submit" name="intent" value={CONSENTS_BACK_INTENT} variant="secondary">
          {AUTH_COPY.back}
        </Button>
        {/* Without JavaScript Next stays enabled: the boxes cannot follow the rules in the page, so the action checks them. */}
        <Button
          type="submit"
          name="intent"
          value={CONSENTS_NEXT_INTENT}
          disabled={hydrated && !canProceed(state)}
          busy={busy}
          busyLabel={AUTH_COPY.signingUp}
        >
          {AUTH_COPY.next}
        </Button>
      </div>
    </FormComponent>
  );
}
