/**
 * Why: the Instagram upsell (saving.md §2 "Now you can turn your Instagram posts into Pins",
 * 'Connect now' → /settings/claim/, 'Dismiss modal' appearing after 2 s, no close on an outside
 * click; §4 its conditions, common/saving/instagram-upsell/rules.ts). Shown after a Pin is made
 * from an Instagram page on the pin create page; showing it records the key in local storage, so
 * it shows once.
 */
import { useEffect, useState } from "react";
import { SAVING_COPY } from "~common/saving/messages";
import {
  recordUpsellSeen,
  showInstagramUpsell,
  UPSELL_DISMISS_DELAY_MS,
  UPSELL_SEEN_STORAGE_KEY,
} from "~common/saving/instagram-upsell/rules";
import { Button, ButtonLink } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { useHydrated } from "../../../lib/hydrated";

/** Reads local storage once, after the save; null when storage cannot be used. */
function seenList(): string | null {
  try {
    return window.localStorage.getItem(UPSELL_SEEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * @example
 * <InstagramUpsell sourceUrl={d.state.url} settings={d.settings} />
 */
export function InstagramUpsell({
  sourceUrl,
  settings,
}: {
  sourceUrl: string;
  settings: { connected_to_instagram: boolean; listed_website_url: string | null } | null;
}) {
  const [open, setOpen] = useState(false);
  const [dismissable, setDismissable] = useState(false);
  // Decided once per save, after hydration (local storage), in the render that sees the save's
  // settings; the effect below records the showing. Deciding reads storage only, so StrictMode's
  // second render or effect run finds the same answer.
  const hydrated = useHydrated();
  const [decidedFor, setDecidedFor] = useState<unknown>(null);
  const [record, setRecord] = useState<string | null>(null);
  if (hydrated && settings && decidedFor !== settings) {
    setDecidedFor(settings);
    const seen = seenList();
    if (showInstagramUpsell({ sourceUrl, seen, connected: settings.connected_to_instagram, listedWebsite: settings.listed_website_url })) {
      setRecord(recordUpsellSeen(seen));
      setOpen(true);
    }
  }
  useEffect(() => {
    if (record === null) return;
    try {
      window.localStorage.setItem(UPSELL_SEEN_STORAGE_KEY, record);
    } catch {
      /* no storage: it may show again */
    }
  }, [record]);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setDismissable(true), UPSELL_DISMISS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  if (!open) return null;
  return (
    <Modal
      title={SAVING_COPY.upsellHeading}
      width={484}
      onDismissRequest={() => dismissable && setOpen(false)}
      onClose={() => setOpen(false)}
    >
      <p className="dialog__body">{SAVING_COPY.upsellBody}</p>
      <div className="dialog__actions">
        <ButtonLink to="/settings/claim/" target="_blank" onClick={() => setOpen(false)}>
          {SAVING_COPY.connectNow}
        </ButtonLink>
        {dismissable ? (
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {SAVING_COPY.dismissModal}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
