/**
 * Why: the one Save button of every Pin. A logged-out visitor's Save opens the auth modal over the
 * page (auth.md §2.1, source saveButton; the page's loader makes the link,
 * app/routes/saving/profiles/auth-links.server.ts). A logged-in viewer's Save opens the save-to-board modal
 * (saving.md §2; app/routes/saving/board-picker/save-modal.tsx, loaded on demand, fetched ahead on hover or
 * focus); without JavaScript it is a link to the same screens as a page, /pin/{id}/repin/x/.
 * After a save the button says Saved, and either the toast 'Saved to {board}' (or '{section} in
 * {board}') shows for 4000 ms with View (saving.md §4, §9), or — on the Pin's own page — the
 * save-success dialog (app/routes/saving/save-success/save-success.tsx).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { buttonClassName } from "../../../components/button";
import { useToast } from "../../../components/toast";
import type { loader as rootLoader } from "../../../root";
import type { SaveOutcome } from "./repin.server";
import { SAVE_AFTER_LOGIN_PARAM, SAVE_ERROR_PARAM, SAVED_PARAM, SAVED_SECTION_PARAM, SAVED_TO_PARAM } from "./saved-params";

const loadModal = () => import("./save-modal");
const loadSuccess = () => import("../save-success/save-success");
const SaveModal = lazy(loadModal);
const SaveSuccessDialog = lazy(() => loadSuccess().then((m) => ({ default: m.SaveSuccessDialog })));

type Saved = Extract<SaveOutcome, { ok: true }>;

/** The toast text of a save (saving.md §2). */
export const savedToText = (board: string, section: string | null) =>
  section ? SAVING_COPY.savedToSection(section, board) : SAVING_COPY.savedTo(board);

/**
 * @example
 * <SaveButton pinId={pin.id} title={pin.title} signupHref={loaderData.authLinks.save} />
 * <SaveButton pinId={pin.id} title={pin.title} signupHref={…} afterSave="dialog" />
 */
export function SaveButton({
  pinId,
  title,
  signupHref,
  afterSave = "toast",
}: {
  pinId: string;
  title: string;
  signupHref: string;
  afterSave?: "toast" | "dialog";
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [dialog, setDialog] = useState<Saved | null>(null);
  const next = `${location.pathname}${location.search}`;
  const [announce, setAnnounce] = useState<{ saved: Saved } | null>(null);
  const announced = useRef<{ saved: Saved } | null>(null);
  const onSaved = useCallback(
    (outcome: Saved) => {
      setOpen(false);
      setSaved(outcome);
      if (afterSave === "dialog" && outcome.success) setDialog(outcome);
      else setAnnounce({ saved: outcome });
    },
    [afterSave],
  );
  // The toast waits until the modal is gone: shown while it is open it would go into the modal's
  // own live region (app/components/toast.tsx) and leave with it. Each save is announced once.
  useEffect(() => {
    if (open || !announce || announced.current === announce) return;
    announced.current = announce;
    const { saved: done } = announce;
    toast.show({
      message: savedToText(done.board.name, done.section?.title ?? null),
      duration: TOAST_DURATION_MS.boardSave,
      action: { label: SAVING_COPY.view, to: `/pin/${done.pinId}` },
    });
  }, [open, announce, toast]);
  const close = useCallback(() => setOpen(false), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  const hidden = <span className="visually-hidden"> {title || SAVING_COPY.thisPin}</span>;
  if (root?.viewer?.type !== "AUTH") {
    return (
      // The Pin goes along, so the save carries on after log-in (save-after-login.server.ts).
      <Link
        className={buttonClassName({ size: "small" }, "save-button")}
        to={`${signupHref}${signupHref.includes("?") ? "&" : "?"}${SAVE_AFTER_LOGIN_PARAM}=${pinId}`}
      >
        {SAVING_COPY.save}
        {hidden}
      </Link>
    );
  }
  const params = new URLSearchParams(location.search);
  const isSaved = saved !== null || params.get(SAVED_PARAM) === pinId;
  return (
    <>
      <Link
        className={buttonClassName({ size: "small", variant: isSaved ? "secondary" : "primary" }, "save-button")}
        to={`/pin/${pinId}/repin/x/?${new URLSearchParams({ next })}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {isSaved ? SAVING_COPY.saved : SAVING_COPY.save}
        {hidden}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <SaveModal pinId={pinId} next={next} onClose={close} onSaved={onSaved} wantsSuccess={afterSave === "dialog"} />
        </Suspense>
      ) : null}
      {dialog?.success ? (
        <Suspense fallback={null}>
          <SaveSuccessDialog outcome={dialog} success={dialog.success} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </>
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
      {error ?? savedToText(board!, params.get(SAVED_SECTION_PARAM))}
    </p>
  );
}
