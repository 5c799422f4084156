/**
 * Why: the console's campaign create pages (docs/decisions/057), loaded with the pages that show
 * them: the campaign mode choice with the drafts, the create form (standard or automated, new or
 * from a draft), a campaign's edit page (its controls, its ad groups, one more ad group) and the
 * duplicate page. Every form works without JavaScript; with it the create form checks itself
 * before it sends (the rules the API runs) and saves itself as it is typed.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import {
  ADS_CREATE_COPY as T,
  AD_GROUPS_MAX,
  DRAFT_AUTOSAVE_MS,
  bidRange,
  campaignSpan,
  duplicateName,
  lifetimeDailyCap,
  type AdGroupForm,
  type CampaignForm,
  type PlanFacts,
} from "~common/business/ads-create";
import { targetingWords } from "~common/business/campaign-control";
import { campaignInsightsRoute, consoleRoute, adGroupRoute } from "~common/business/console";
import { AGE_BUCKETS, CONVERSION_EVENTS, OBJECTIVE_TYPES } from "~common/business/constants";
import { countryName } from "~common/platform/country-name";
import { toMicroCurrency } from "~common/business/quick-promote";
import { GENDER_NAMES, INTEREST_NAMES } from "~common/business/targeting-names";
import type { PromotablePin } from "~common/business/schemas";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button, ButtonLink } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useDoneToast, useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import { StatusBadge } from "../campaign-control";
import { money } from "../campaign-insights";
import type { AdsAnswer, AdsView } from "./ads-create.server";
import { formFromData, formProblems, type Problem } from "./ads-form";

const CampaignControls = lazy(() => import("../campaign-control/campaign-controls"));

const errorFor = (problems: Problem[], field: string) => problems.find((p) => p.field === field)?.message;
const errorUnder = (problems: Problem[], prefix: string) => problems.find((p) => p.field.startsWith(prefix))?.message;

function PinPicker({ name, pins, chosen, error }: { name: string; pins: PromotablePin[]; chosen: AdGroupForm["pins"]; error?: string }) {
  const picked = new Set(chosen.map((p) => p.pin_id));
  // A chosen Pin that is no longer promotable still shows, so the API can say why.
  const gone = chosen.filter((c) => !pins.some((p) => p.id === c.pin_id));
  return (
    <fieldset className={`ads-pins${error ? " ads-pins--invalid" : ""}`} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="field__label">{T.pins}</legend>
      <p className="field__hint">{T.pinsHint}</p>
      {pins.length === 0 && gone.length === 0 ? <p className="console__empty">{T.noPins}</p> : null}
      <ul className="ads-pins__grid">
        {pins.map((p) => (
          <li key={p.id}>
            <label className="ads-pin">
              <input
                type="checkbox"
                name={`${name}.pins`}
                value={p.id}
                defaultChecked={picked.has(p.id)}
                className="ads-pin__input"
                aria-label={T.pinChosen(p.title || p.board_name)}
              />
              <span className="ads-pin__image" style={{ background: p.dominant_color }}>
                {p.image_url ? <img src={p.image_url} alt="" loading="lazy" /> : null}
              </span>
              <span className="ads-pin__title">{p.title || p.board_name}</span>
            </label>
          </li>
        ))}
        {gone.map((c) => (
          <li key={c.pin_id}>
            <label className="ads-pin">
              <input
                type="checkbox"
                name={`${name}.pins`}
                value={c.pin_id}
                defaultChecked
                className="ads-pin__input"
                aria-label={T.pinChosen(c.pin_id)}
              />
              <span className="ads-pin__title">{T.pinChosen(c.destination_url || c.pin_id)}</span>
            </label>
          </li>
        ))}
      </ul>
      {chosen.map((c) =>
        c.destination_url ? <input key={c.pin_id} type="hidden" name={`${name}.dest.${c.pin_id}`} value={c.destination_url} /> : null,
      )}
      {error ? (
        <p id={`${name}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Choices({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  chosen: string[];
}) {
  return (
    <fieldset className="ads-choices">
      <legend className="field__label">{legend}</legend>
      <div className="ads-choices__list">
        {options.map((o) => (
          <Checkbox key={o.value} name={name} value={o.value} label={o.label} defaultChecked={chosen.includes(o.value)} />
        ))}
      </div>
    </fieldset>
  );
}

/** One ad group's fields, named `g{index}.…`. */
function GroupFields({
  group,
  index,
  automated,
  pins,
  facts,
  problems,
  removable,
  title,
}: {
  title?: string;
  group: AdGroupForm;
  index: number;
  automated: boolean;
  pins: PromotablePin[];
  facts: PlanFacts;
  problems: Problem[];
  removable: boolean;
}) {
  const p = `g${index}`;
  const at = (field: string) => errorFor(problems, `ad_groups.${index}.${field}`);
  const range = bidRange(facts.currency);
  return (
    <section className="ads-group" aria-labelledby={`${p}-title`}>
      <div className="ads-group__head">
        <h3 id={`${p}-title`}>{title ?? T.adGroupSection(index + 1)}</h3>
        {removable ? (
          <Button type="submit" name="intent" value={`remove_group.${index}`} variant="tertiary" size="small">
            {T.removeGroup}
          </Button>
        ) : null}
      </div>
      <TextField label={T.adGroupName} name={`${p}.name`} defaultValue={group.name} maxLength={200} autoComplete="off" error={at("name")} />
      {automated ? null : (
        <>
          <fieldset className="ads-targeting">
            <legend className="ads-targeting__title">{T.targeting}</legend>
            <SelectField
              label={T.location}
              name={`${p}.location`}
              defaultValue={group.location}
              options={[{ value: facts.country, label: countryName(facts.country) }]}
              error={at("targeting_spec")}
            />
            <Choices
              legend={T.genders}
              name={`${p}.genders`}
              chosen={group.genders}
              options={Object.entries(GENDER_NAMES).map(([value, label]) => ({ value, label }))}
            />
            <Choices legend={T.ages} name={`${p}.ages`} chosen={group.ages} options={AGE_BUCKETS.map((a) => ({ value: a, label: a }))} />
            <Choices
              legend={T.interests}
              name={`${p}.interests`}
              chosen={group.interests}
              options={Object.entries(INTEREST_NAMES).map(([value, label]) => ({ value, label }))}
            />
            <Checkbox name={`${p}.auto_targeting`} label={T.autoTargeting} defaultChecked={group.auto_targeting} />
          </fieldset>
          <TextField
            label={T.bid(facts.currency)}
            name={`${p}.bid`}
            inputMode="decimal"
            defaultValue={group.bid}
            autoComplete="off"
            hint={T.bidHint(money(range.min, facts.currency), money(range.max, facts.currency))}
            error={at("bid_in_micro_currency")}
          />
          <div className={`field${at("keywords") ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor={`${p}-keywords`}>
              {T.keywords}
            </label>
            <p id={`${p}-keywords-hint`} className="field__hint">
              {T.keywordsHint}
            </p>
            <div className="field__box">
              <textarea
                id={`${p}-keywords`}
                name={`${p}.keywords`}
                className="field__input ads-keywords"
                rows={3}
                defaultValue={group.keywords}
                aria-describedby={`${p}-keywords-hint${at("keywords") ? ` ${p}-keywords-error` : ""}`}
                aria-invalid={at("keywords") ? true : undefined}
              />
            </div>
            {at("keywords") ? (
              <p id={`${p}-keywords-error`} className="field__error" role="alert">
                {at("keywords")}
              </p>
            ) : null}
          </div>
        </>
      )}
      <PinPicker name={p} pins={pins} chosen={group.pins} error={errorUnder(problems, `ad_groups.${index}.ads`)} />
    </section>
  );
}

function CampaignFormPage({ view, advertiserId }: { view: Extract<AdsView, { mode: "form" }>; advertiserId: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const answer = useActionData() as AdsAnswer | undefined;
  const autosave = useFetcher<AdsAnswer>({ key: "campaign-draft" });
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [local, setLocal] = useState<Problem[] | null>(null);
  // The draft this form saves to: the loader's, or the one the autosave made or moved on since.
  const saved = autosave.data?.ok && autosave.data.draftId ? autosave.data : null;
  const draft =
    saved && (saved.draftId !== view.draftId || (saved.version ?? -1) > (view.version ?? -1))
      ? { id: saved.draftId!, version: saved.version ?? null }
      : { id: view.draftId, version: view.version };
  const savedAt = saved?.savedAt ? new Date(saved.savedAt).toLocaleTimeString("en", { hour: "2-digit", minute: "2-digit" }) : null;
  const [budgetType, setBudgetType] = useState(view.form.budget_type);
  const [objective, setObjective] = useState(view.form.objective_type);
  const form: CampaignForm = answer?.form ?? view.form;
  const problems = local ?? answer?.problems ?? [];
  const automated = form.automated;
  useDoneToast();

  // A new draft's address, and a refused save's words, from the autosave's answers.
  useEffect(() => {
    const d = autosave.data;
    if (autosave.state !== "idle" || !d) return;
    if (d.ok && d.draftId) {
      const url = consoleRoute("ads_edit_draft", { advertiserId, query: { draft_id: d.draftId } });
      // The address names the draft (a reload opens it) without a navigation that would reset the form.
      if (!window.location.pathname.endsWith("/edit_draft/")) window.history.replaceState(window.history.state, "", url);
    } else if (!d.ok) toast.show({ message: d.message, duration: TOAST_DURATION_MS.notice });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autosave.state, autosave.data]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const save = () => {
    const el = formRef.current;
    if (!el) return;
    const data = new FormData(el);
    data.set("intent", "save_draft");
    data.set("js", "1");
    void autosave.submit(data, { method: "post" });
  };
  const onChange = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(save, DRAFT_AUTOSAVE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (timer.current) clearTimeout(timer.current);
    if (submitter?.value !== "create") return setLocal(null);
    // The rules the API runs, before anything is sent.
    const posted = formFromData(new FormData(event.currentTarget));
    const found = posted ? formProblems(posted, view.facts) : [];
    setLocal(found);
    if (found.length) {
      event.preventDefault();
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], .ads-pins--invalid input")?.focus());
    }
  };
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const lifetimeSpan = campaignSpan(form.start_date, form.end_date || null);
  const micro = toMicroCurrency(form.budget);
  const title = view.draftId ? T.editDraftTitle(form.name || T.untitled) : automated ? T.createAutomatedTitle : T.createTitle;
  return (
    <>
      <h1 className="console__title">{title}</h1>
      <p className="console__lead">
        {automated ? T.modeAutomatedHint : T.modeStandardHint}{" "}
        <Link className="link" to={consoleRoute("ads_campaign_mode", { advertiserId })}>
          {T.modeTitle}
        </Link>
      </p>
      <Form method="post" className="ads-form" noValidate ref={formRef} onChange={hydrated ? onChange : undefined} onSubmit={onSubmit}>
        <input type="hidden" name="group_count" value={form.ad_groups.length} />
        <input type="hidden" name="automated" value={automated ? "1" : "0"} />
        {draft.id ? <input type="hidden" name="draft_id" value={draft.id} /> : null}
        {draft.version !== null ? <input type="hidden" name="version" value={draft.version} /> : null}
        {problems.length ? (
          <div className="ads-form__problems" role="alert">
            <p>{T.fixProblems(problems.length)}</p>
            <ul>
              {problems.map((p) => (
                <li key={p.field}>{p.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <section className="ads-section" aria-labelledby="ads-campaign-title">
          <h2 id="ads-campaign-title">{T.campaignSection}</h2>
          <TextField
            label={T.name}
            name="name"
            defaultValue={form.name}
            maxLength={200}
            autoComplete="off"
            error={errorFor(problems, "name")}
          />
          <SelectField
            label={T.objective}
            name="objective_type"
            defaultValue={form.objective_type}
            onChange={(e) => setObjective(e.currentTarget.value)}
            options={OBJECTIVE_TYPES.map((o) => ({ value: o, label: T.objectives[o] ?? o }))}
          />
          {!hydrated || objective !== "CONSIDERATION" ? (
            <div className="ads-form__row">
              <SelectField
                label={T.conversionTag}
                name="conversion_tag_id"
                defaultValue={form.conversion_tag_id}
                hint={view.tags.length ? undefined : T.noTags}
                error={errorFor(problems, "conversion_tag_id")}
                options={[{ value: "", label: T.chooseTag }, ...view.tags.map((t) => ({ value: t.id, label: t.name }))]}
              />
              <SelectField
                label={T.conversionEvent}
                name="conversion_event"
                defaultValue={form.conversion_event}
                options={[{ value: "", label: T.chooseTag }, ...CONVERSION_EVENTS.map((e) => ({ value: e, label: T.events[e] ?? e }))]}
              />
            </div>
          ) : null}
          <fieldset className="ads-choices">
            <legend className="field__label">{T.budgetType}</legend>
            <div className="ads-choices__list">
              {(["DAILY", "LIFETIME"] as const).map((b) => (
                <label key={b} className="checkbox">
                  <input
                    type="radio"
                    name="budget_type"
                    value={b}
                    defaultChecked={form.budget_type === b}
                    className="checkbox__input"
                    onChange={() => setBudgetType(b)}
                  />
                  <span className="checkbox__label">{b === "DAILY" ? T.daily : T.lifetime}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={T.budgetAmount(view.facts.currency)}
            name="budget"
            inputMode="decimal"
            defaultValue={form.budget}
            autoComplete="off"
            hint={
              hydrated && budgetType === "LIFETIME" && micro && lifetimeSpan
                ? T.lifetimeHint(money(lifetimeDailyCap(micro, lifetimeSpan), view.facts.currency))
                : undefined
            }
            error={errorFor(problems, "budget_in_micro_currency")}
          />
          <div className="ads-form__row">
            <TextField
              label={T.startDate}
              name="start_date"
              type="date"
              defaultValue={form.start_date}
              min={view.facts.today}
              error={errorFor(problems, "start_date")}
            />
            <TextField
              label={T.endDate}
              name="end_date"
              type="date"
              defaultValue={form.end_date}
              min={view.facts.today}
              hint={T.endDateHint}
              error={errorFor(problems, "end_date")}
            />
          </div>
          <Checkbox name="start_paused" label={T.startPaused} defaultChecked={form.start_paused} />
        </section>
        {form.ad_groups.map((g, i) => (
          <GroupFields
            key={i}
            group={g}
            index={i}
            automated={automated}
            pins={view.pins}
            facts={view.facts}
            problems={problems}
            removable={form.ad_groups.length > 1}
          />
        ))}
        {form.ad_groups.length < AD_GROUPS_MAX ? (
          <div className="console__actions">
            <Button type="submit" name="intent" value="add_group" variant="secondary">
              {T.addGroup}
            </Button>
          </div>
        ) : null}
        <div className="ads-form__submit">
          <p className="ads-form__saved" aria-live="polite">
            {autosave.state !== "idle" ? T.saving : savedAt ? T.lastSaved(savedAt) : ""}
          </p>
          <Button type="submit" name="intent" value="save_draft" variant="secondary">
            {T.saveDraft}
          </Button>
          <Button type="submit" name="intent" value="create" busy={creating} busyLabel={T.creating}>
            {T.create}
          </Button>
        </div>
      </Form>
    </>
  );
}

function CampaignModePage({ view, advertiserId }: { view: Extract<AdsView, { mode: "campaign_mode" }>; advertiserId: string }) {
  const navigation = useNavigation();
  useDoneToast();
  const modes = [
    { key: "ads_create" as const, title: T.modeStandard, hint: T.modeStandardHint },
    { key: "automated_ads_create" as const, title: T.modeAutomated, hint: T.modeAutomatedHint },
  ];
  return (
    <>
      <h1 className="console__title">{T.modeTitle}</h1>
      <div className="ads-modes">
        {modes.map((m) => (
          <Form
            key={m.key}
            method="get"
            action={consoleRoute(m.key, { advertiserId })}
            className="ads-mode"
            aria-labelledby={`${m.key}-title`}
          >
            <h2 id={`${m.key}-title`}>{m.title}</h2>
            <p>{m.hint}</p>
            <SelectField
              label={T.objective}
              name="objective"
              defaultValue="CONSIDERATION"
              options={OBJECTIVE_TYPES.map((o) => ({ value: o, label: T.objectives[o] ?? o }))}
            />
            <Button type="submit" variant={m.key === "ads_create" ? "primary" : "secondary"}>
              {T.choose}
            </Button>
          </Form>
        ))}
      </div>
      <h2>{T.drafts}</h2>
      {view.drafts.length === 0 ? (
        <p className="console__empty">{T.noDrafts}</p>
      ) : (
        <ul className="ads-drafts">
          {view.drafts.map((d) => (
            <li key={d.id} className="ads-draft">
              <Link className="link ads-draft__name" to={consoleRoute("ads_edit_draft", { advertiserId, query: { draft_id: d.id } })}>
                {d.name}
              </Link>
              <span className="ads-draft__when">
                {T.lastSaved(
                  new Date(d.updated_at).toLocaleString("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC",
                )}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="delete_draft" />
                <input type="hidden" name="draft_id" value={d.id} />
                <Button
                  type="submit"
                  variant="tertiary"
                  size="small"
                  busy={navigation.formData?.get("draft_id") === d.id}
                  busyLabel={T.saving}
                  aria-label={`${T.deleteDraft}: ${d.name}`}
                >
                  {T.deleteDraft}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function EditPage({ view, advertiserId }: { view: Extract<AdsView, { mode: "edit" }>; advertiserId: string }) {
  const answer = useActionData() as AdsAnswer | undefined;
  const navigation = useNavigation();
  const c = view.structure.campaign;
  const currency = c.currency;
  const problems = answer?.intent === "add_group_to_campaign" ? (answer.problems ?? []) : [];
  const final = c.status === "ENDED" || c.status === "ARCHIVED";
  useDoneToast();
  return (
    <>
      <h1 className="console__title">{T.editTitle(c.name)}</h1>
      <p className="console__lead">{T.editHint}</p>
      <div className="console__actions">
        <ButtonLink to={campaignInsightsRoute(advertiserId, c.id)} variant="secondary" size="small">
          {T.insights}
        </ButtonLink>
        <ButtonLink to={consoleRoute("ads_duplicate", { advertiserId, query: { campaign_id: c.id } })} variant="secondary" size="small">
          {T.duplicateAction}
        </ButtonLink>
      </div>
      <dl className="console__facts" aria-label={T.campaignSettings}>
        <dt>{T.status}</dt>
        <dd>
          <StatusBadge status={c.status} /> {c.automated ? <span className="ads-badge">{T.automatedBadge}</span> : null}
        </dd>
        <dt>{c.lifetime_budget_in_micro_currency === null ? T.daily : T.lifetime}</dt>
        <dd>{money(c.lifetime_budget_in_micro_currency ?? c.budget_in_micro_currency, currency)}</dd>
        <dt>{T.objective}</dt>
        <dd>{T.objectives[c.objective_type] ?? c.objective_type}</dd>
      </dl>
      <Suspense fallback={null}>
        <CampaignControls
          campaign={{
            id: c.id,
            name: c.name,
            status: c.status,
            budgetMicro: c.budget_in_micro_currency,
            lifetimeMicro: c.lifetime_budget_in_micro_currency,
            currency,
            endDate: c.inclusive_end_date,
            ongoing: c.is_ongoing,
          }}
        />
      </Suspense>
      <h2>{T.adGroups}</h2>
      <ul className="ads-groups">
        {view.structure.ad_groups.map((g) => {
          const words = targetingWords(g.targeting_spec);
          return (
            <li key={g.id} className="ads-groups__item">
              <Link className="link ads-groups__name" to={adGroupRoute(advertiserId, g.id)}>
                {g.name}
              </Link>
              <StatusBadge status={g.status} />
              <span>{words.length ? words.join(", ") : T.everyone}</span>
              <span>{g.bid_in_micro_currency === null ? T.bidAuto : T.bidOf(money(g.bid_in_micro_currency, currency))}</span>
              {g.keywords.length ? <span>{g.keywords.join(", ")}</span> : null}
              <span>{T.adsCount(g.ads.length)}</span>
              <span className="ads-groups__pins">
                {g.ads.map((a) =>
                  a.pin_image_url ? <img key={a.id} src={a.pin_image_url} alt={a.pin_title} width={40} height={40} loading="lazy" /> : null,
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {!final && view.structure.ad_groups.length < AD_GROUPS_MAX ? (
        <Form method="post" className="ads-form" noValidate>
          <h2>{T.addGroupTitle}</h2>
          <input type="hidden" name="intent" value="add_group_to_campaign" />
          <input type="hidden" name="campaign_id" value={c.id} />
          <input type="hidden" name="automated" value={c.automated ? "1" : "0"} />
          {answer?.intent === "add_group_to_campaign" && !answer.ok && !problems.some((p) => p.field.includes(".")) ? (
            <p className="field__error" role="alert">
              {answer.message}
            </p>
          ) : null}
          <GroupFields
            title={view.group.name}
            group={view.group}
            index={0}
            automated={c.automated}
            pins={view.pins}
            facts={view.facts}
            problems={problems}
            removable={false}
          />
          <div className="ads-form__submit">
            <Button
              type="submit"
              busy={navigation.state !== "idle" && navigation.formData?.get("intent") === "add_group_to_campaign"}
              busyLabel={T.saving}
            >
              {T.addGroup}
            </Button>
          </div>
        </Form>
      ) : null}
    </>
  );
}

function ChoosePage({ view, advertiserId }: { view: Extract<AdsView, { mode: "choose" }>; advertiserId: string }) {
  return (
    <>
      <h1 className="console__title">{view.next === "ads_duplicate" ? T.duplicateTitle : T.chooseCampaign}</h1>
      <p className="console__lead">{T.chooseCampaignHint}</p>
      {view.campaigns.length === 0 ? (
        <p className="console__empty">
          {T.noCampaigns}{" "}
          <Link className="link" to={consoleRoute("ads_campaign_mode", { advertiserId })}>
            {T.createCampaign}
          </Link>
        </p>
      ) : (
        <ul className="ads-drafts">
          {view.campaigns.map((c) => (
            <li key={c.id} className="ads-draft">
              <Link className="link ads-draft__name" to={consoleRoute(view.next, { advertiserId, query: { campaign_id: c.id } })}>
                {c.name}
              </Link>
              <StatusBadge status={c.status} />
              <span className="ads-draft__when">{money(c.budget_in_micro_currency, c.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function DuplicatePage({ view }: { view: Extract<AdsView, { mode: "duplicate" }> }) {
  const answer = useActionData() as AdsAnswer | undefined;
  const navigation = useNavigation();
  const c = view.structure.campaign;
  const copyName = duplicateName(c.name);
  return (
    <>
      <h1 className="console__title">{T.duplicateOf(c.name)}</h1>
      <p className="console__lead">{T.duplicateHint}</p>
      <ul className="ads-groups">
        {view.structure.ad_groups.map((g) => (
          <li key={g.id} className="ads-groups__item">
            <strong>{g.name}</strong>
            <span>{T.adsCount(g.ads.length)}</span>
          </li>
        ))}
      </ul>
      <Form method="post" className="ads-form" noValidate>
        <input type="hidden" name="intent" value="duplicate" />
        <input type="hidden" name="campaign_id" value={c.id} />
        <TextField
          label={T.copyName}
          name="name"
          defaultValue={copyName}
          maxLength={200}
          autoComplete="off"
          error={answer && !answer.ok ? answer.message : undefined}
        />
        <div className="ads-form__submit">
          <Button type="submit" busy={navigation.state !== "idle"} busyLabel={T.creating}>
            {T.duplicate}
          </Button>
        </div>
      </Form>
    </>
  );
}

/**
 * @example
 * <AdsPage view={page.view} advertiserId="7" />
 */
export default function AdsPage({ view, advertiserId }: { view: AdsView; advertiserId: string }) {
  switch (view.mode) {
    case "campaign_mode":
      return <CampaignModePage view={view} advertiserId={advertiserId} />;
    case "form":
      return <CampaignFormPage view={view} advertiserId={advertiserId} />;
    case "edit":
      return <EditPage view={view} advertiserId={advertiserId} />;
    case "choose":
      return <ChoosePage view={view} advertiserId={advertiserId} />;
    case "duplicate":
      return <DuplicatePage view={view} />;
  }
}
