/**
 * Why: the ad group page's edit form (docs/decisions/052): name, bid, targeting and keywords with
 * the create's rules, checked here before it is sent and by the API again; a refusal is said beside
 * its field. Without JavaScript the plain form comes back to the page with the answer's words.
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import { ADS_CREATE_COPY as A, bidRange, parseKeywords } from "~common/business/ads-create";
import { CAMPAIGN_CONTROL_COPY as T } from "~common/business/campaign-control";
import { AGE_BUCKETS } from "~common/business/constants";
import { countryName } from "~common/business/countries";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { campaignNameFits, fromMicroCurrency, toMicroCurrency } from "~common/business/quick-promote";
import type { AdGroup } from "~common/business/schemas";
import { GENDER_NAMES, INTEREST_NAMES } from "~common/business/targeting-names";
import { Button } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { TextField } from "../../../components/text-field";
import { useHydrated } from "../../../lib/hydrated";
import { money } from "../campaign-insights";
import type { ControlAnswer } from "./campaign-control.server";
import { useAnswerToast } from "./campaign-controls";

function Choices({ legend, name, options, chosen }: { legend: string; name: string; options: [string, string][]; chosen: string[] }) {
  return (
    <fieldset className="ads-choices">
      <legend className="field__label">{legend}</legend>
      <div className="ads-choices__list">
        {options.map(([value, label]) => (
          <Checkbox key={value} name={name} value={value} label={label} defaultChecked={chosen.includes(value)} />
        ))}
      </div>
    </fieldset>
  );
}

/** The page's own checks, the same the action and the API make: the first problem by field. */
function problemOf(form: FormData, range: { min: number; max: number }): { field: string; message: string } | null {
  const value = (name: string) => String(form.get(name) ?? "");
  if (!campaignNameFits(value("name").trim())) return { field: "name", message: BUSINESS_MESSAGES.campaignNameInvalid };
  const bid = value("bid").trim() === "" ? null : toMicroCurrency(value("bid"));
  if ((value("bid").trim() !== "" && bid === null) || (bid !== null && (bid < range.min || bid > range.max)))
    return { field: "bid", message: "" };
  if (parseKeywords(value("keywords")) === null) return { field: "keywords", message: BUSINESS_MESSAGES.keywordInvalid };
  return null;
}

/**
 * @example
 * <AdGroupEdit group={group} />
 */
export function AdGroupEdit({ group: g }: { group: AdGroup }) {
  const fetcher = useFetcher<ControlAnswer>({ key: `ad-group-edit-${g.id}` });
  const hydrated = useHydrated();
  useAnswerToast(fetcher.data?.ok ? fetcher.data : undefined);
  const [local, setLocal] = useState<{ field: string; message: string } | null>(null);
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const problem = local ?? (refused ? { field: refused.field ?? "", message: refused.message } : null);
  const range = bidRange(g.currency);
  // A bid refused here, by the action or by the API, is said with this account's amounts.
  const bidWords = BUSINESS_MESSAGES.bidInvalid(money(range.min, g.currency), money(range.max, g.currency));
  const errorOf = (field: string) => (problem?.field !== field ? undefined : field === "bid" ? bidWords : problem.message);
  const location = g.targeting_spec.LOCATION[0] ?? "";
  return (
    <fetcher.Form
      method="post"
      className="auth-form campaign-controls__edit"
      noValidate
      aria-labelledby="ad-group-edit-title"
      onSubmit={(event) => {
        const found = problemOf(new FormData(event.currentTarget), range);
        setLocal(found);
        if (found) event.preventDefault();
      }}
    >
      <h2 id="ad-group-edit-title">{T.editAdGroupTitle}</h2>
      <input type="hidden" name="intent" value="ad_group_edit" />
      <input type="hidden" name="ad_group_id" value={g.id} />
      <input type="hidden" name="location" value={location} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <TextField label={T.adGroupNameLabel} name="name" defaultValue={g.name} maxLength={200} autoComplete="off" error={errorOf("name")} />
      <TextField
        label={A.bid(g.currency)}
        name="bid"
        inputMode="decimal"
        defaultValue={g.bid_in_micro_currency === null ? "" : fromMicroCurrency(g.bid_in_micro_currency)}
        autoComplete="off"
        hint={A.bidHint(money(range.min, g.currency), money(range.max, g.currency))}
        error={errorOf("bid")}
      />
      <fieldset className="ads-targeting">
        <legend className="ads-targeting__title">
          {A.targeting}
          {location ? ` · ${countryName(location)}` : ""}
        </legend>
        <Choices legend={A.genders} name="genders" chosen={g.targeting_spec.GENDER} options={Object.entries(GENDER_NAMES)} />
        <Choices legend={A.ages} name="ages" chosen={g.targeting_spec.AGE_BUCKET} options={AGE_BUCKETS.map((a) => [a, a])} />
        <Choices legend={A.interests} name="interests" chosen={g.targeting_spec.INTEREST} options={Object.entries(INTEREST_NAMES)} />
        {errorOf("targeting") ? (
          <p className="field__error" role="alert">
            {errorOf("targeting")}
          </p>
        ) : null}
      </fieldset>
      <div className={`field${errorOf("keywords") ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="ad-group-keywords">
          {A.keywords}
        </label>
        <p id="ad-group-keywords-hint" className="field__hint">
          {A.keywordsHint}
        </p>
        <div className="field__box">
          <textarea
            id="ad-group-keywords"
            name="keywords"
            className="field__input ads-keywords"
            rows={3}
            defaultValue={g.keywords.join("\n")}
            aria-describedby={`ad-group-keywords-hint${errorOf("keywords") ? " ad-group-keywords-error" : ""}`}
            aria-invalid={errorOf("keywords") ? true : undefined}
          />
        </div>
        {errorOf("keywords") ? (
          <p id="ad-group-keywords-error" className="field__error" role="alert">
            {errorOf("keywords")}
          </p>
        ) : null}
      </div>
      {refused && !refused.field ? (
        <p className="field__error" role="alert">
          {refused.message}
        </p>
      ) : null}
      <Button type="submit" busy={fetcher.state !== "idle"} busyLabel={T.busy}>
        {T.save}
      </Button>
    </fetcher.Form>
  );
}
