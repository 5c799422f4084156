/**
 * Quick promote's modals (business.md §2: consent (GDPR), pin selection, business info form,
 * billing form, success, error, and the tag modal), loaded on demand by quick-promote.tsx. Each is
 * a plain form posting to the page's action with the form's values in a hidden `draft`, so the
 * flow works without JavaScript; with it, closing a step's modal returns to the page as it was.
 */
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { QUICK_PROMOTE_COPY as C, QUICK_PROMOTE_MODAL_COPY as M } from "~common/business/quick-promote/copy";
import { Button, ButtonLink } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { TextField } from "../../../components/text-field";
import { closeQuickPromote } from "./close-flow";
import type { PromoteAnswer, PromoteDraft, QuickPromoteLoaderData } from "./quick-promote.server";

type Step = QuickPromoteLoaderData["step"] | PromoteAnswer["step"];

/** The form's values so far, and the ad account they are for. */
function Draft({ draft }: { draft: PromoteDraft }) {
  return (
    <>
      <input type="hidden" name="advertiser_id" value={draft.advertiser_id} />
      <input type="hidden" name="draft" value={JSON.stringify(draft)} />
    </>
  );
}

/** A step that is a form in a modal: its lead, its fields, the draft so far, one submit button. */
function FormStep(props: {
  title: string;
  lead: string;
  draft: PromoteDraft;
  intent: string;
  submit: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={props.title} onClose={props.onClose} closeLabel>
      <p className="dialog__body">{props.lead}</p>
      <Form method="post" noValidate className="auth-form dialog__form">
        <Draft draft={props.draft} />
        {props.children}
        <Button type="submit" name="intent" value={props.intent} block busy={props.busy} busyLabel={M.saving}>
          {props.submit}
        </Button>
      </Form>
    </Modal>
  );
}

export function QuickPromoteModals({
  loaderData,
  answer,
  step,
}: {
  loaderData: QuickPromoteLoaderData;
  answer: PromoteAnswer | undefined;
  step: Step;
}) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  // The step's modal closed with JavaScript: the page shows, as it was.
  const [dismissed, setDismissed] = useState<PromoteAnswer | undefined | "loader">(undefined);
  const leave = () =>
    closeQuickPromote({
      closeWindowExperiment: loaderData.closeWindowExperiment,
      fallback: loaderData.closeHref,
      navigate: (to) => (typeof to === "number" ? navigate(to) : navigate(to)),
    });
  if (dismissed !== undefined && dismissed === (answer ?? "loader")) return null;
  const backToPage = () => setDismissed(answer ?? "loader");
  const { advertiser, pins } = loaderData;

  if (step === "consent") {
    return (
      <Modal title={M.consentTitle} onClose={leave} closeLabel>
        <p className="dialog__body">{M.consentBody}</p>
        <Form method="post" className="dialog__actions">
          <input type="hidden" name="advertiser_id" value={advertiser.id} />
          <ButtonLink to={loaderData.closeHref} variant="secondary">
            {M.consentDecline}
          </ButtonLink>
          <Button type="submit" name="intent" value="consent" busy={busy}>
            {M.consentAgree}
          </Button>
        </Form>
      </Modal>
    );
  }

  if (step === "pin_selection") {
    return (
      <Modal title={M.pinSelectionTitle} onClose={leave} closeLabel tall>
        {loaderData.pinGone ? (
          <p className="form-error" role="alert">
            {C.pinGone}
          </p>
        ) : null}
        {pins && pins.items.length > 0 ? (
          <ul className="pin-choices">
            {pins.items.map((p) => (
              <li key={p.id}>
                <Link to={`?${new URLSearchParams({ pinId: p.id, advertiser_id: advertiser.id })}`} className="pin-choices__pin">
                  <span className="pin-choices__media" style={{ backgroundColor: p.dominant_color }}>
                    {p.image_url ? <img src={p.image_url} alt="" /> : null}
                  </span>
                  <span className="pin-choices__title">
                    <span className="visually-hidden">{M.choosePrefix} </span>
                    {p.title}
                  </span>
                  <span className="pin-choices__board">{p.board_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="dialog__body">{C.noPins}</p>
        )}
        {pins?.bookmark ? (
          <p className="dialog__body">
            <Link className="link" to={`?${new URLSearchParams({ bookmark: pins.bookmark, advertiser_id: advertiser.id })}`}>
              {C.loadMorePins}
            </Link>
          </p>
        ) : null}
      </Modal>
    );
  }

  if (!answer) return null;

  if (answer.step === "business") {
    const typed = answer.typed ?? { business_name: advertiser.businessName, website: advertiser.website };
    const e = answer.fieldErrors;
    return (
      <FormStep
        title={M.businessTitle}
        lead={M.businessLead}
        draft={answer.draft}
        intent="business"
        submit={M.next}
        busy={busy}
        onClose={backToPage}
      >
        <TextField
          label={M.businessNameLabel}
          name="business_name"
          autoComplete="organization"
          defaultValue={typed.business_name}
          error={e.business_name}
        />
        <TextField label={M.websiteLabel} name="website" type="url" autoComplete="url" defaultValue={typed.website} error={e.website} />
        <TextField
          label={M.addressLabel}
          name="address_line1"
          autoComplete="street-address"
          defaultValue={typed.address_line1}
          error={e.address_line1}
        />
        <TextField label={M.cityLabel} name="city" autoComplete="address-level2" defaultValue={typed.city} error={e.city} />
        <TextField
          label={M.postalCodeLabel}
          name="postal_code"
          autoComplete="postal-code"
          defaultValue={typed.postal_code}
          error={e.postal_code}
        />
      </FormStep>
    );
  }

  if (answer.step === "billing") {
    const typed = answer.typed ?? {};
    const e = answer.fieldErrors;
    return (
      <FormStep
        title={M.billingTitle}
        lead={M.billingLead(advertiser.currency)}
        draft={answer.draft}
        intent="billing"
        submit={M.next}
        busy={busy}
        onClose={backToPage}
      >
        <TextField
          label={M.contactNameLabel}
          name="contact_name"
          autoComplete="name"
          defaultValue={typed.contact_name}
          error={e.contact_name}
        />
        <TextField label={M.billingEmailLabel} name="email" type="email" autoComplete="email" defaultValue={typed.email} error={e.email} />
        <TextField
          label={M.billingAddressLabel}
          name="address_line1"
          autoComplete="street-address"
          defaultValue={typed.address_line1}
          error={e.address_line1}
        />
        <TextField label={M.cityLabel} name="city" autoComplete="address-level2" defaultValue={typed.city} error={e.city} />
        <TextField
          label={M.postalCodeLabel}
          name="postal_code"
          autoComplete="postal-code"
          defaultValue={typed.postal_code}
          error={e.postal_code}
        />
      </FormStep>
    );
  }

  if (answer.step === "tag") {
    return (
      <FormStep
        title={M.tagTitle}
        lead={M.tagLead}
        draft={answer.draft}
        intent="add_tag"
        submit={M.addTag}
        busy={busy}
        onClose={backToPage}
      >
        <TextField label={M.tagNameLabel} name="tag_name" error={answer.fieldError} />
      </FormStep>
    );
  }

  if (answer.step === "success") {
    const c = answer.campaign;
    return (
      <Modal title={M.successTitle} onClose={leave} closeLabel testId="quick-promote-success">
        <p className="dialog__body">{M.successBody(c.name)}</p>
        <p className="dialog__body quick-promote__summary">{C.summary(c.budget, c.days, c.ongoing)}</p>
        <div className="dialog__actions">
          <ButtonLink to={c.consoleHref} variant="secondary">
            {M.goToAds}
          </ButtonLink>
          <ButtonLink to={c.insightsHref}>{M.viewCampaign}</ButtonLink>
        </div>
      </Modal>
    );
  }

  if (answer.step === "error") {
    return (
      <Modal title={M.errorTitle} onClose={backToPage} closeLabel testId="quick-promote-error">
        <p className="dialog__body" role="alert">
          {answer.message || M.errorFallback}
        </p>
        <Form method="post" className="dialog__actions">
          <Draft draft={answer.draft} />
          <Button type="submit" name="intent" value="retry" busy={busy}>
            {M.tryAgain}
          </Button>
        </Form>
      </Modal>
    );
  }
  return null;
}
