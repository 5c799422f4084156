/**
 * Quick promote (business.md §2, §3, §4, §9; saving.md §2 'Promote your Pin'): the page at
 * /advertiser/quick_promote?pinId=…, /quick-promote/, /advertiser/quick-promote/ and
 * /advertiser/{id}/quick-promote/, in a column 472 px wide (364 under 870 px). The form holds the
 * business.md §3 values with the ad account's country defaults (§9); its steps and modals — consent, pin
 * selection, business info, billing, success, error, the tag modal — follow the server's answer
 * (quick-promote.server.ts) and load on demand (quick-promote-modals.tsx). Works without
 * JavaScript; with it the form's rules run before sending and the first field in error takes focus.
 */
import { lazy, Suspense } from "react";
import { Form, useNavigate } from "react-router";
import { AGE_BUCKETS, CONVERSION_EVENTS, DURATION_CHOICES, GENDERS, INTERESTS } from "~common/business/constants";
import { QUICK_PROMOTE_COPY as C, promoteFormMessages } from "~common/business/quick-promote/copy";
import { checkPromoteForm } from "~common/business/quick-promote/rules";
import { Button } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { formString, useFormPlumbing } from "../../../lib/forms";
import { pageMeta } from "../../../lib/meta";
import { closeQuickPromote } from "./close-flow";
import { quickPromoteAction, quickPromoteLoader, type PageField, type PromoteAnswer, type PromoteDraft } from "./quick-promote.server";
import stylesheet from "../business.css?url";
import type { Route } from "./+types/quick-promote";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: Route.MetaFunction = () => pageMeta(C.title, C.description);
export const loader = ({ request, context, params }: Route.LoaderArgs) => quickPromoteLoader(request, context, params.advertiserId);
export const action = ({ request, context, params }: Route.ActionArgs) => quickPromoteAction(request, context, params.advertiserId);

const Modals = lazy(() => import("./quick-promote-modals").then((m) => ({ default: m.QuickPromoteModals })));

const FIELDS: readonly PageField[] = ["name", "destination_url", "budget", "duration", "inclusive_end_date"];
type PageState = { fieldErrors: Partial<Record<PageField, string>>; formError?: string };

export default function QuickPromotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { advertiser, defaults, pin, tags } = loaderData;
  const answer = actionData as PromoteAnswer | undefined;
  const draft: PromoteDraft = answer && "draft" in answer ? answer.draft : loaderData.draft;
  const pageAnswer = answer?.step === "page" ? answer : undefined;
  const navigate = useNavigate();
  const messages = promoteFormMessages(defaults);
  const form = useFormPlumbing<PageField, PageState>({
    fields: FIELDS,
    actionData: pageAnswer,
    check: (f) => {
      // Only the Promote button is checked; "Add a conversion tag" sends what is typed so far.
      const problems = checkPromoteForm(
        {
          name: formString(f, "name"),
          destination_url: formString(f, "destination_url"),
          budget: formString(f, "budget"),
          duration: formString(f, "duration"),
          inclusive_end_date: formString(f, "inclusive_end_date"),
          is_ongoing: formString(f, "is_ongoing") === "on",
        },
        advertiser.country,
        loaderData.today,
      );
      return problems.length ? { fieldErrors: Object.fromEntries(problems.map((p) => [p.field, messages[p.problem]])) } : null;
    },
  });
  const errors = form.errors?.fieldErrors ?? {};
  const step = answer?.step ?? loaderData.step;
  const close = (event: React.MouseEvent) => {
    event.preventDefault();
    closeQuickPromote({
      closeWindowExperiment: loaderData.closeWindowExperiment,
      fallback: loaderData.closeHref,
      navigate: (to) => (typeof to === "number" ? navigate(to) : navigate(to)),
    });
  };
  const tag = draft.selected_ocpm_tag;
  const durations = DURATION_CHOICES.includes(draft.duration as never) ? DURATION_CHOICES : [...DURATION_CHOICES, draft.duration];

  return (
    <main id="main" className="quick-promote">
      <div className="quick-promote__top">
        <h1 className="quick-promote__title">{C.title}</h1>
        <a href={loaderData.closeHref} className="quick-promote__close" onClick={close}>
          {C.close}
        </a>
      </div>
      <div className="quick-promote__body">
        <section className="quick-promote__pin" aria-label={C.pinLabel}>
          {pin ? (
            <>
              <div className="quick-promote__pin-media" style={{ backgroundColor: pin.color, aspectRatio: `${pin.width} / ${pin.height}` }}>
                {pin.imageUrl ? <img src={pin.imageUrl} alt={pin.title} width={pin.width} height={pin.height} /> : null}
              </div>
              {pin.title ? <p className="quick-promote__pin-title">{pin.title}</p> : null}
              <a className="link" href={`?${new URLSearchParams({ advertiser_id: advertiser.id })}`}>
                {C.changePin}
              </a>
            </>
          ) : null}
          {pageAnswer?.pinError ? (
            <p className="form-error" role="alert" data-testid="pin-error">
              {pageAnswer.pinError}
            </p>
          ) : null}
        </section>
        <Form
          method="post"
          noValidate
          className="quick-promote__form"
          key={draft.idempotency_key + (answer?.step ?? "")}
          onSubmit={(e) => {
            const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value === "promote") form.onSubmit(e);
          }}
        >
          <input type="hidden" name="advertiser_id" value={advertiser.id} />
          <input type="hidden" name="idempotency_key" value={draft.idempotency_key} />
          <input type="hidden" name="ad_type" value={draft.ad_type} />
          <TextField
            ref={form.fieldRef("name")}
            label={C.nameLabel}
            name="name"
            hint={C.nameHint}
            defaultValue={draft.name}
            error={errors.name}
          />
          <TextField
            ref={form.fieldRef("destination_url")}
            label={C.destinationLabel}
            name="destination_url"
            type="url"
            inputMode="url"
            hint={C.destinationHint}
            defaultValue={draft.destination_url}
            error={errors.destination_url}
          />
          <TextField
            ref={form.fieldRef("budget")}
            label={C.budgetLabel(defaults.currency)}
            name="budget"
            inputMode="decimal"
            hint={C.budgetHint(
              String(defaults.minimumBudget),
              defaults.higherBudget === null ? null : String(defaults.higherBudget),
              defaults.currency,
            )}
            defaultValue={draft.budget}
            error={errors.budget}
          />
          <SelectField
            label={C.durationLabel}
            name="duration"
            options={durations.map((d) => ({ value: d, label: C.days(d) }))}
            defaultValue={draft.duration}
            error={errors.duration}
          />
          <Checkbox name="is_ongoing" value="on" label={C.ongoingLabel} defaultChecked={draft.is_ongoing} />
          <TextField
            ref={form.fieldRef("inclusive_end_date")}
            label={C.endDateLabel}
            name="inclusive_end_date"
            type="date"
            min={loaderData.today}
            hint={C.endDateHint}
            defaultValue={draft.inclusive_end_date}
            error={errors.inclusive_end_date}
          />
          <fieldset className="quick-promote__group">
            <legend className="quick-promote__legend">{C.audience}</legend>
            <Checkbox name="auto_targeting" value="on" label={C.autoTargetingLabel} defaultChecked={draft.isAutoTargeting} />
            <fieldset className="quick-promote__choices">
              <legend className="quick-promote__sublegend">{C.gendersLegend}</legend>
              {GENDERS.map((g) => (
                <Checkbox key={g} name="genders" value={g} label={C.genders[g]} defaultChecked={draft.genders.includes(g)} />
              ))}
            </fieldset>
            <fieldset className="quick-promote__choices">
              <legend className="quick-promote__sublegend">{C.agesLegend}</legend>
              {AGE_BUCKETS.map((a) => (
                <Checkbox key={a} name="ages" value={a} label={a} defaultChecked={draft.ages.includes(a)} />
              ))}
            </fieldset>
            <fieldset className="quick-promote__choices quick-promote__choices--wide">
              <legend className="quick-promote__sublegend">{C.interestsLegend}</legend>
              {INTERESTS.map((i) => (
                <Checkbox key={i} name="interests" value={i} label={C.interests[i]} defaultChecked={draft.interests.includes(i)} />
              ))}
            </fieldset>
          </fieldset>
          <fieldset className="quick-promote__group">
            <legend className="quick-promote__legend">{C.goal}</legend>
            <SelectField
              // Remounted when the tags or the chosen one change (a tag just added in the tag modal).
              key={`${tags.map((t) => t.id).join(",")}:${tag?.conversionTagId ?? ""}`}
              label={C.conversionTagLabel}
              name="conversion_tag_id"
              options={[{ value: "", label: C.noTag }, ...tags.map((t) => ({ value: t.id, label: t.name }))]}
              defaultValue={tag?.conversionTagId ?? ""}
            />
            <SelectField
              label={C.conversionEventLabel}
              name="conversion_event"
              options={CONVERSION_EVENTS.map((e) => ({ value: e, label: C.conversionEvents[e]! }))}
              defaultValue={tag?.conversionEvent ?? CONVERSION_EVENTS[0]}
            />
          </fieldset>
          {/* Promote first: Enter in a field sends the form with its first button. */}
          <Button type="submit" name="intent" value="promote" block busy={form.busy} busyLabel={C.submitting}>
            {C.submit}
          </Button>
          <Button type="submit" name="intent" value="open_tag" variant="tertiary" size="small" className="quick-promote__add-tag">
            {C.addTag}
          </Button>
        </Form>
      </div>
      {step !== "page" ? (
        <Suspense fallback={null}>
          <Modals loaderData={loaderData} answer={answer} step={step} />
        </Suspense>
      ) : null}
    </main>
  );
}
