/**
 * Why: the campaign page's controls (docs/decisions/052): its status with the changes it allows
 * (Pause, Resume, End, Archive; the last two ask first), and the edit form for its name, daily
 * budget and end date. With JavaScript each goes in the background: the status changes at once
 * and goes back with a toast if the API refuses; without it, plain forms come back to the page with
 * the answer's words. Ending and archiving ask in a modal that `?confirm=` opens, so that works
 * without JavaScript too.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";
import { CAMPAIGN_CONTROL_COPY as T, statusActions, type CampaignStatus } from "~common/business/campaign-control";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { campaignNameFits, fromMicroCurrency, toMicroCurrency } from "~common/business/quick-promote";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button, buttonClassName } from "../../../components/button";
import { Checkbox } from "../../../components/checkbox";
import { Modal } from "../../../components/dialog";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import { money } from "../campaign-insights";
import type { ControlAnswer } from "./campaign-control.server";

export interface ControlledCampaign {
  id: string;
  name: string;
  status: string;
  budgetMicro: number;
  /** A lifetime campaign's whole budget (then budgetMicro is its daily share); null: a daily budget. */
  lifetimeMicro: number | null;
  currency: string;
  endDate: string | null;
  ongoing: boolean;
}

/**
 * Toasts each new answer of a fetcher once (StrictMode renders twice; an answer is one object);
 * `ready` false holds it back (a confirming modal still open would take the toast with it).
 */
export function useAnswerToast(answer: ControlAnswer | undefined, ready = true) {
  const toast = useToast();
  const shown = useRef<ControlAnswer | undefined>(undefined);
  useEffect(() => {
    if (!ready || !answer || shown.current === answer || !answer.message) return;
    shown.current = answer;
    toast.show({ message: answer.message, duration: TOAST_DURATION_MS.notice });
  }, [answer, toast, ready]);
}

function StatusForm({
  campaignId,
  to,
  fetcher,
  variant,
}: {
  campaignId: string;
  to: CampaignStatus;
  fetcher: ReturnType<typeof useFetcher<ControlAnswer>>;
  variant: "primary" | "secondary";
}) {
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("status") === to;
  return (
    <fetcher.Form method="post" className="campaign-controls__form">
      <input type="hidden" name="intent" value="campaign_status" />
      <input type="hidden" name="campaign_id" value={campaignId} />
      <input type="hidden" name="status" value={to} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Button type="submit" size="small" variant={variant} busy={busy} busyLabel={T.busy}>
        {T.actions[to]}
      </Button>
    </fetcher.Form>
  );
}

/**
 * @example
 * <CampaignControls campaign={{ id: "19", name: "Chairs", status: "ACTIVE", budgetMicro: 3_000_000, lifetimeMicro: null, currency: "USD", endDate: null, ongoing: true }} />
 */
export default function CampaignControls({ campaign }: { campaign: ControlledCampaign }) {
  const fetcher = useFetcher<ControlAnswer>({ key: `campaign-status-${campaign.id}` });
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Shown as it will be once the change lands; the loader's status again if it is refused.
  const pending = fetcher.state !== "idle" ? (fetcher.formData?.get("status") as CampaignStatus | undefined) : undefined;
  const status = (pending ?? campaign.status) as CampaignStatus;
  const confirm = params.get("confirm");
  const asking = confirm === "ENDED" || confirm === "ARCHIVED" ? (confirm as CampaignStatus) : null;
  useAnswerToast(fetcher.data, asking === null);
  const without = (name: string) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    const q = next.toString();
    return `${location.pathname}${q ? `?${q}` : ""}`;
  };
  const asked = (to: CampaignStatus) => {
    const next = new URLSearchParams(params);
    next.set("confirm", to);
    next.delete("done");
    return `${location.pathname}?${next}`;
  };
  // A confirmed change closes its modal once it is answered.
  useEffect(() => {
    if (asking && fetcher.state === "idle" && fetcher.data?.intent === "campaign_status")
      void navigate(without("confirm"), { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const actions = statusActions(status);
  return (
    <section className="campaign-controls" aria-labelledby="campaign-controls-title">
      <h2 id="campaign-controls-title">{T.controlsTitle}</h2>
      {T.finalNote[status] ? <p className="campaign-controls__note">{T.finalNote[status]}</p> : null}
      <div className="campaign-controls__actions">
        {actions.map((to) =>
          to === "ENDED" || to === "ARCHIVED" ? (
            <Link key={to} className={buttonClassName({ size: "small", variant: "secondary" })} to={asked(to)} preventScrollReset replace>
              {T.actions[to]}
            </Link>
          ) : (
            <StatusForm key={to} campaignId={campaign.id} to={to} fetcher={fetcher} variant="primary" />
          ),
        )}
      </div>
      {asking && actions.includes(asking) ? (
        <Modal
          title={T.confirmTitle[asking]!}
          onClose={() => void navigate(without("confirm"), { replace: true, preventScrollReset: true })}
          width={480}
        >
          <p>{T.confirmText[asking]}</p>
          <div className="campaign-controls__confirm">
            <StatusForm campaignId={campaign.id} to={asking} fetcher={fetcher} variant="primary" />
            <Link className={buttonClassName({ size: "small", variant: "secondary" })} to={without("confirm")} replace preventScrollReset>
              {T.cancel}
            </Link>
          </div>
        </Modal>
      ) : null}
      {status === "ACTIVE" || status === "PAUSED" ? <EditCampaign campaign={campaign} /> : null}
    </section>
  );
}

function EditCampaign({ campaign }: { campaign: ControlledCampaign }) {
  const fetcher = useFetcher<ControlAnswer>({ key: `campaign-edit-${campaign.id}` });
  const hydrated = useHydrated();
  useAnswerToast(fetcher.data?.ok ? fetcher.data : undefined);
  const [noEnd, setNoEnd] = useState(campaign.ongoing);
  const [local, setLocal] = useState<{ field: string; message: string } | null>(null);
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const problem = local ?? (refused ? { field: refused.field ?? "", message: refused.message } : null);
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const lifetime = campaign.lifetimeMicro !== null;
  return (
    <fetcher.Form
      method="post"
      className="auth-form campaign-controls__edit"
      noValidate
      aria-labelledby="campaign-edit-title"
      onSubmit={(event) => {
        // The same rules the action and the API apply, before anything is sent.
        const form = new FormData(event.currentTarget);
        const name = String(form.get("name") ?? "").trim();
        const found = !campaignNameFits(name)
          ? { field: "name", message: BUSINESS_MESSAGES.campaignNameInvalid }
          : toMicroCurrency(String(form.get(lifetime ? "lifetime_budget" : "budget") ?? "")) === null
            ? { field: "budget", message: BUSINESS_MESSAGES.budgetInvalid }
            : null;
        setLocal(found);
        if (found) event.preventDefault();
      }}
    >
      <h3 id="campaign-edit-title">{T.editTitle}</h3>
      <input type="hidden" name="intent" value="campaign_edit" />
      <input type="hidden" name="campaign_id" value={campaign.id} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <TextField label={T.nameLabel} name="name" defaultValue={campaign.name} maxLength={200} autoComplete="off" error={errorOf("name")} />
      {lifetime ? (
        <TextField
          label={T.lifetimeBudgetLabel(campaign.currency)}
          name="lifetime_budget"
          inputMode="decimal"
          defaultValue={fromMicroCurrency(campaign.lifetimeMicro!)}
          autoComplete="off"
          hint={T.lifetimeBudgetHint(money(campaign.budgetMicro, campaign.currency))}
          error={errorOf("budget")}
        />
      ) : (
        <TextField
          label={T.budgetLabel(campaign.currency)}
          name="budget"
          inputMode="decimal"
          defaultValue={fromMicroCurrency(campaign.budgetMicro)}
          autoComplete="off"
          error={errorOf("budget")}
        />
      )}
      <TextField
        label={T.endDateLabel}
        name="end_date"
        type="date"
        defaultValue={campaign.endDate ?? ""}
        disabled={hydrated && noEnd && !lifetime}
        error={errorOf("end_date")}
      />
      {lifetime ? null : (
        <Checkbox label={T.noEndDateLabel} name="no_end" checked={noEnd} onChange={(e) => setNoEnd(e.currentTarget.checked)} />
      )}
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
