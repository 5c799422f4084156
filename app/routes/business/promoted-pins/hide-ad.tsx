/**
 * Why: a person who does not want an ad hides it, from its card (docs/decisions/039). The card
 * goes at once (optimistic) and says so with an Undo; if the API refuses, the card comes back as it
 * was and a toast says why. The call goes straight to the API (POST/DELETE /v3/promoted/hides/,
 * same origin, the session cookie), not through an action: an action would revalidate the page and
 * rebuild the grid the person has scrolled through. Without JavaScript the same button is a form
 * posted to /resources/promoted-hides, which comes back to the page.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { PROMOTED_COPY as T } from "~common/business/promoted-pins/copy";
import { PROMOTED_HIDES_PATH } from "~common/business/promoted-pins/constants";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { useToast } from "../../../components/toast";

type HideState = "shown" | "hidden";

async function send(method: "POST" | "DELETE", path: string, body?: unknown): Promise<boolean> {
  try {
    const res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The hide state of a promoted card and its two actions.
 *
 * @example
 * const ad = usePromotedHide(pin.id, pin.promotion.token);
 * if (ad.state === "hidden") return <HiddenAd onUndo={ad.undo} />;
 */
export function usePromotedHide(pinId: string, token: string | undefined) {
  const [state, setState] = useState<HideState>("shown");
  const toast = useToast();
  const hide = () => {
    if (!token) return;
    setState("hidden");
    void send("POST", PROMOTED_HIDES_PATH, { token }).then((ok) => {
      if (ok) return;
      setState("shown");
      toast.show({ message: T.hideFailed, duration: TOAST_DURATION_MS.notice });
    });
  };
  const undo = () => {
    setState("shown");
    void send("DELETE", `${PROMOTED_HIDES_PATH}${pinId}/`).then((ok) => {
      if (ok) return;
      setState("hidden");
      toast.show({ message: T.undoFailed, duration: TOAST_DURATION_MS.notice });
    });
  };
  return { state, hide, undo };
}

/** The card's "Hide" button: a form without JavaScript, the optimistic hide with it. */
export function HideAdButton({ token, business, onHide }: { token: string; business: string; onHide: () => void }) {
  const location = useLocation();
  return (
    <form
      method="post"
      action="/resources/promoted-hides"
      className="promoted-hide"
      onSubmit={(event) => {
        event.preventDefault();
        onHide();
      }}
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="promoted-hide__button" aria-label={T.hideLabel(business)}>
        {T.hide}
      </button>
    </form>
  );
}

/** What a hidden promoted card leaves in its place. */
export function HiddenAd({ onUndo }: { onUndo: () => void }) {
  return (
    <div className="promoted-hidden" role="status">
      <p>{T.hidden}</p>
      <button type="button" className="button button--secondary button--small" onClick={onUndo}>
        {T.undo}
      </button>
    </div>
  );
}
