/**
 * Why: the billing page's "Edit" and its form (issue 36 item 7). "Edit" is a link to `?edit=1`, so
 * the form opens without JavaScript; with it, the form is sent by a fetcher, saved with a toast and
 * closed, and a refusal is said beside its field. The country and currency are shown, not offered:
 * invoices are in that currency. The console loads this lazily on the billing page.
 */
import { useEffect, useState } from "react";
import { useActionData, useFetcher, useLocation, useNavigate } from "react-router";
import { BILLING_PROFILE_COPY as T } from "~common/business/billing-profile";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button, ButtonLink } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import type { BillingAnswer, BillingEditView, BillingField } from "./billing-profile.server";

const LABELS: Record<BillingField, string> = {
  contact_name: T.contactName,
  email: T.email,
  address_line1: T.addressLine1,
  postal_code: T.postalCode,
  city: T.city,
};
const AUTOCOMPLETE: Record<BillingField, string> = {
  contact_name: "name",
  email: "email",
  address_line1: "address-line1",
  postal_code: "postal-code",
  city: "address-level2",
};

/**
 * @example
 * <BillingProfileEditor view={page.edit} />
 */
export default function BillingProfileEditor({ view }: { view: BillingEditView }) {
  // A fresh fetcher each time the form is opened again: the last one's "saved" would keep it closed.
  const [opened, setOpened] = useState(0);
  const fetcher = useFetcher<BillingAnswer>({ key: `billing-profile-${opened}` });
  const actionData = useActionData<BillingAnswer | undefined>();
  const hydrated = useHydrated();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const query = (edit: boolean) => {
    const q = new URLSearchParams(location.search);
    q.delete("done");
    if (edit) q.set("edit", "1");
    else q.delete("edit");
    return q.size ? `?${q}` : location.pathname;
  };
  const saved = fetcher.state === "idle" && fetcher.data?.ok;
  useEffect(() => {
    if (!saved) return;
    toast.show({ message: fetcher.data!.message, duration: TOAST_DURATION_MS.notice });
    void navigate(query(false), { replace: true, preventScrollReset: true });
    // Once per saved answer (when its revalidation is done).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  if (!view.canEdit) return <p className="billing-edit__note">{T.adminOnly}</p>;
  if (!view.editing || saved)
    return (
      <div className="console__actions">
        <ButtonLink
          to={query(true)}
          variant="secondary"
          aria-label={T.editLabel}
          preventScrollReset
          onClick={() => setOpened((n) => n + 1)}
        >
          {T.edit}
        </ButtonLink>
      </div>
    );
  const answer = fetcher.data ?? (actionData && "values" in actionData ? actionData : undefined);
  const values = answer?.values ?? view.values;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="billing-edit" aria-labelledby="billing-edit-title" noValidate>
      <h3 id="billing-edit-title">{T.formTitle}</h3>
      <input type="hidden" name="intent" value="billing_profile_edit" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {answer && !answer.ok && !answer.field ? (
        <p className="insights-error" role="alert">
          {answer.message}
        </p>
      ) : null}
      {(Object.keys(LABELS) as BillingField[]).map((f) => (
        <TextField
          key={`${f}-${values[f]}`}
          label={LABELS[f]}
          name={f}
          type={f === "email" ? "email" : "text"}
          autoComplete={AUTOCOMPLETE[f]}
          defaultValue={values[f]}
          error={answer && !answer.ok && answer.field === f ? answer.message : undefined}
          required
        />
      ))}
      <p className="billing-edit__note">{T.fixed(view.country, view.currency)}</p>
      <div className="console__actions">
        <Button type="submit" disabled={busy}>
          {T.save}
        </Button>
        <ButtonLink to={query(false)} variant="secondary" preventScrollReset>
          {T.cancel}
        </ButtonLink>
      </div>
    </fetcher.Form>
  );
}
