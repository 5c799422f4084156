/**
 * Why: the one Save button of every Pin (the save-to-board modal will replace this component, and
 * only this one). A logged-out visitor's Save opens the auth modal over the page (auth.md §2.1,
 * source saveButton; the page's loader makes the link, app/routes/saving/auth-links.server.ts). A logged-in viewer's Save posts to /resources/save-pin, which saves the Pin
 * to their most recently used board (or sends them to create one first): with JavaScript in the
 * background, showing "Saved" and the toast 'Saved to {board}' (saving.md §4, 4000 ms); without,
 * as a plain form that comes back to the page with the same notice.
 */
import { useEffect, useState } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { Button, buttonClassName } from "../../components/button";
import { useToast } from "../../components/toast";
import type { loader as rootLoader } from "../../root";

/** What /resources/save-pin answers a JavaScript submission (app/routes/saving/save-pin.ts). */
export interface SaveAnswer {
  saved: boolean;
  pinId?: string;
  boardName?: string;
  error?: string;
}

/** The page's query flags a no-JavaScript save comes back with. */
export const SAVED_PARAM = "saved";
export const SAVED_TO_PARAM = "saved_to";
export const SAVE_ERROR_PARAM = "save_error";

/**
 * @example
 * <SaveButton pinId={pin.id} title={pin.title} signupHref={loaderData.authLinks.save} />
 */
export function SaveButton({ pinId, title, signupHref }: { pinId: string; title: string; signupHref: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const fetcher = useFetcher<SaveAnswer>();
  const toast = useToast();
  // The hidden `js` field tells the action to answer with data instead of a redirect; it is only
  // in the form once this page runs JavaScript (the server render never has it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.saved && answer.boardName) {
      toast.show({ message: SAVING_COPY.savedTo(answer.boardName), duration: TOAST_DURATION_MS.boardSave, action: { label: SAVING_COPY.view, to: `/pin/${answer.pinId}` } });
    } else if (answer.error) toast.show({ message: answer.error, duration: TOAST_DURATION_MS.boardSave });
  }, [answer, toast]);

  const label = (
    <>
      {SAVING_COPY.save}
      <span className="visually-hidden"> {title || SAVING_COPY.thisPin}</span>
    </>
  );
  if (root?.viewer?.type !== "AUTH") {
    return (
      <Link className={buttonClassName({ size: "small" }, "save-button")} to={signupHref}>
        {label}
      </Link>
    );
  }
  const params = new URLSearchParams(location.search);
  const saved = answer?.saved === true || params.get(SAVED_PARAM) === pinId;
  return (
    <fetcher.Form method="post" action="/resources/save-pin" className="save-form">
      <input type="hidden" name="pin_id" value={pinId} />
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Button type="submit" size="small" variant={saved ? "secondary" : "primary"} className="save-button" busy={fetcher.state !== "idle"} busyLabel={SAVING_COPY.saving}>
        {saved ? (
          <>
            {SAVING_COPY.saved}
            <span className="visually-hidden"> {title || SAVING_COPY.thisPin}</span>
          </>
        ) : (
          label
        )}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The "Saved to {board}" notice of a save made without JavaScript (the page came back with
 * ?saved_to=), or the reason it failed (?save_error=), in a polite live region.
 */
export function SavedNotice() {
  const params = new URLSearchParams(useLocation().search);
  const board = params.get(SAVED_TO_PARAM);
  const error = params.get(SAVE_ERROR_PARAM);
  if (!board && !error) return null;
  return (
    <p className={error ? "form-error" : "notice"} role="status">
      {error ?? SAVING_COPY.savedTo(board!)}
    </p>
  );
}
