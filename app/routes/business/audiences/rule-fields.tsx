/**
 * An audience's rule fields, the same in the create form and an audience's rule form: the tag's
 * events of a visitor audience, the actions of an engagement one, and how far back either looks.
 */
import { useId, type ReactNode } from "react";
import {
  AUDIENCE_LOOKBACK_DEFAULT,
  AUDIENCE_LOOKBACK_MAX,
  AUDIENCE_LOOKBACK_MIN,
  ENGAGEMENT_ACTIONS,
  VISITOR_EVENTS,
} from "~common/business/audiences";
import { Checkbox } from "../../../components/checkbox";
import { TextField } from "../../../components/text-field";
import { AUDIENCES_COPY as T } from "./copy";

function Choices({ legend, hint, error, children }: { legend: string; hint?: string; error?: string; children: ReactNode }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={`ads-choices${error ? " audiences__invalid" : ""}`} aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="ads-choices__list">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The tag's events a visitor audience names (none ticked: any). */
export function EventChoices({ checked = [] }: { checked?: readonly string[] }) {
  return (
    <Choices legend={T.eventsLegend} hint={T.eventsHint}>
      {VISITOR_EVENTS.map((e) => (
        <Checkbox key={e} name="event_names" value={e} label={T.eventNames[e]} defaultChecked={checked.includes(e)} />
      ))}
    </Choices>
  );
}

/** What an engagement audience's people did: saved, clicked or either. */
export function ActionChoices({ checked = ENGAGEMENT_ACTIONS, error }: { checked?: readonly string[]; error?: string }) {
  return (
    <Choices legend={T.actionsLegend} error={error}>
      {ENGAGEMENT_ACTIONS.map((a) => (
        <Checkbox key={a} name="actions" value={a} label={T.actions[a]} defaultChecked={checked.includes(a)} />
      ))}
    </Choices>
  );
}

export function LookbackField({ days, error }: { days?: number | null; error?: string }) {
  return (
    <TextField
      label={T.lookbackLabel}
      name="lookback_days"
      type="number"
      inputMode="numeric"
      min={AUDIENCE_LOOKBACK_MIN}
      max={AUDIENCE_LOOKBACK_MAX}
      step={1}
      defaultValue={days ?? AUDIENCE_LOOKBACK_DEFAULT}
      hint={T.lookbackHint}
      error={error}
      className="audiences__days"
    />
  );
}
