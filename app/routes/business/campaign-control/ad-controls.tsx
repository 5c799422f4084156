/**
 * Why: the ad group page's facts and controls (docs/decisions/052): pause or resume the ad group,
 * and each of its ads, shown at once and put back with a toast if refused; plain forms without
 * JavaScript. The console page loads it lazily (its first load stays the shell's).
 */
import { Link, useFetcher } from "react-router";
import { ADS_CREATE_COPY as A } from "~common/business/ads-create";
import { CAMPAIGN_CONTROL_COPY as T, targetingWords } from "~common/business/campaign-control";
import { campaignInsightsRoute, CONSOLE_COPY as C } from "~common/business/console";
import type { AdGroup } from "~common/business/schemas";
import { Button } from "../../../components/button";
import { useHydrated } from "../../../lib/hydrated";
import { money } from "../campaign-insights";
import type { ControlAnswer } from "./campaign-control.server";
import { useAnswerToast } from "./campaign-controls";
import { AdGroupEdit } from "./ad-group-edit";
import { PromotedPin } from "./promoted-pin";
import { StatusBadge } from "./status-badge";

/**
 * A Pause / Resume button for an ad group (`kind` "ad_group") or an ad ("ad"); `label` names the
 * thing for screen readers. Returns the status to show with it.
 *
 * @example
 * <PauseToggle kind="ad" id="29" status="ACTIVE" label="Walnut side table" />
 */
function PauseToggle({
  kind,
  id,
  status,
  label,
  locked,
}: {
  kind: "ad_group" | "ad";
  id: string;
  status: "ACTIVE" | "PAUSED";
  label: string;
  /** the campaign has ended or is archived: nothing to toggle */
  locked: boolean;
}) {
  const fetcher = useFetcher<ControlAnswer>({ key: `${kind}-${id}` });
  const hydrated = useHydrated();
  useAnswerToast(fetcher.data);
  const pending = fetcher.state !== "idle" ? (fetcher.formData?.get("status") as "ACTIVE" | "PAUSED" | undefined) : undefined;
  const now = pending ?? status;
  if (locked) return null;
  const to = now === "ACTIVE" ? "PAUSED" : "ACTIVE";
  const words = kind === "ad" ? T.adActions : T.adGroupActions;
  return (
    <fetcher.Form method="post" className="campaign-controls__form">
      <input type="hidden" name="intent" value={`${kind}_status`} />
      <input type="hidden" name={`${kind}_id`} value={id} />
      <input type="hidden" name="status" value={to} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Button type="submit" size="small" variant="secondary" aria-label={`${words[to]}: ${label}`}>
        {words[to]}
      </Button>
    </fetcher.Form>
  );
}

/** The status an ad group's or ad's row shows while its change is on its way. */
function usePendingStatus(kind: "ad_group" | "ad", id: string, status: string): string {
  const fetcher = useFetcher<ControlAnswer>({ key: `${kind}-${id}` });
  return fetcher.state !== "idle" ? String(fetcher.formData?.get("status") ?? status) : status;
}

function Pending({ kind, id, status }: { kind: "ad_group" | "ad"; id: string; status: string }) {
  return <StatusBadge status={usePendingStatus(kind, id, status)} />;
}

/**
 * The ad group page's body: its campaign, status with Pause / Resume, budget, and its ads.
 *
 * @example
 * <AdGroupDetails group={group} locked={false} advertiserId="7" />
 */
export default function AdGroupDetails({
  group: g,
  locked,
  advertiserId,
}: {
  group: AdGroup & { budget: string };
  locked: boolean;
  advertiserId: string;
}) {
  return (
    <>
      <dl className="console__facts">
        <dt>{C.campaign}</dt>
        <dd>
          <Link className="link" to={campaignInsightsRoute(advertiserId, g.campaign.id)}>
            {g.campaign.name}
          </Link>
        </dd>
        <dt>{C.columnStatus}</dt>
        <dd>
          <Pending kind="ad_group" id={g.id} status={g.status} />{" "}
          <PauseToggle kind="ad_group" id={g.id} status={g.status} label={g.name} locked={locked} />
        </dd>
        <dt>{C.budget}</dt>
        <dd>{g.budget}</dd>
        <dt>{C.targeting}</dt>
        <dd>{targetingWords(g.targeting_spec).join(", ") || C.everyone}</dd>
        <dt>{T.bidFact}</dt>
        <dd>{g.bid_in_micro_currency === null ? A.bidAuto : money(g.bid_in_micro_currency, g.currency)}</dd>
        <dt>{T.keywordsFact}</dt>
        <dd>{g.keywords.length ? g.keywords.join(", ") : T.noKeywords}</dd>
      </dl>
      {locked ? null : g.campaign.automated ? <p className="campaign-controls__note">{T.automatedNote}</p> : <AdGroupEdit group={g} />}
      <h2>{C.ads}</h2>
      <ul className="console__ads">
        {g.ads.map((ad) => (
          <li key={ad.id} className="console__ad">
            <PromotedPin pinId={ad.pin_id} title={ad.pin_title} imageUrl={ad.pin_image_url} />
            <span className="console__ad-destination">→ {ad.destination_url}</span> <Pending kind="ad" id={ad.id} status={ad.status} />{" "}
            <PauseToggle kind="ad" id={ad.id} status={ad.status} label={ad.pin_title || ad.destination_url} locked={locked} />
          </li>
        ))}
      </ul>
    </>
  );
}
