/**
 * /pin/create/{method} — the pin create page (saving.md §2 "Pin create page behaviour by viewer",
 * "Mobile-style board picker page"; §4 "Bookmarklet pin creation", "Mobile-style picker"; §9).
 * Its server work is pin-create.server.ts. Three views:
 *   - builder (signed in, in the bookmarklet's popup): the image beside the board picker; after
 *     the save the success view with the board's name and the Pin's id, the 'Saved to {board}'
 *     toast (5000 ms, View), and the popup closes itself after 10000 ms (1 ms after Close); the
 *     popup keeps 750 wide and at least 750 high (its content + 48 px);
 *   - signup (signed out, in the popup): the idea beside sign-up and log-in (source
 *     pinBookmarklet), which come back here with the marker parameter;
 *   - picker (signed in, not in a popup): the mobile-style picker — Choose board / Choose
 *     section with a back arrow, Top choices and All boards, footers linking to /board/create/
 *     and /board/{id}/create_section/, a loading overlay while creating; on success the toast and
 *     the view closes (window, back 2 or back 1: common/saving/pin-create/rules.ts); on failure the
 *     toast 'Sorry! Something went wrong on our end.' and the picker stays.
 * The pickers are the save-to-board flow's own screens (save-flow.tsx), posting here; the Pin's
 * description is a field of the builder and the picker (with the hashtag flyout of saving.md §2),
 * posted with whichever picker form is used.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { AUTH_HEADER_COPY } from "~common/auth/header-copy";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { PIN_CREATE_AUTO_CLOSE_MS, PIN_CREATE_CLOSE_DELAY_MS, PIN_DESCRIPTION_MAX_LENGTH } from "~common/saving/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { closeAfterSave, popupSize } from "~common/saving/pin-create/rules";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker";
import { Button, ButtonLink } from "../../../components/button";
import { PageLoading } from "../../../components/spinner";
import { useToastFor } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import { pageMeta } from "../../../lib/meta";
import { LabelledHashtagField } from "../hashtags";
import { loadPinCreate, pinCreateAction, type PinCreateData, type PinCreateOutcome } from "./pin-create.server";
import { BoardPicker, SectionPicker, type FlowLinks } from "../board-picker";
import type { Route } from "./+types/pin-create";

// The upsell loads only after a save (saving.md §4: it may show then).
const InstagramUpsell = lazy(() => import("../instagram-upsell/instagram-upsell").then((m) => ({ default: m.InstagramUpsell })));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.view === "picker"
      ? loaderData.board
        ? SAVE_FLOW_COPY.chooseSection
        : SAVE_FLOW_COPY.chooseBoard
      : SAVING_COPY.pinCreateTitle,
  );

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadPinCreate(request, context, params.method);
export const action = ({ request, context, params }: Route.ActionArgs) => pinCreateAction(request, context, params.method);

/** The picker's links for this page: posts carry the registered image in the address. */
function linksFor(d: PinCreateData): FlowLinks {
  const withImage = new URL(d.here, "http://same-origin.invalid");
  if (d.image) {
    withImage.searchParams.set("image_url", d.image.url);
    withImage.searchParams.set("source", d.image.source);
  }
  const keep = Object.fromEntries(Object.entries(d.state).filter(([, v]) => v !== ""));
  return {
    action: `${withImage.pathname}${withImage.search}`,
    keep,
    createBoard: `/board/create/?${new URLSearchParams({ next: d.here })}`,
    createSection: (boardId) => {
      const back = new URL(d.here, "http://same-origin.invalid");
      back.searchParams.set("board", boardId);
      return `/board/${boardId}/create_section/?${new URLSearchParams({ next: `${back.pathname}${back.search}` })}`;
    },
  };
}

function Preview({ d }: { d: PinCreateData }) {
  const host = (() => {
    try {
      return new URL(d.state.url).host;
    } catch {
      return "";
    }
  })();
  const ours = d.image && d.image.url.startsWith("/");
  return (
    <figure className="save-flow__preview pin-create__preview" aria-label={SAVE_FLOW_COPY.pinPreview}>
      <span className="save-flow__preview-image pin-create__image">
        {ours ? <img src={d.image!.url} width={240} height={Math.round((d.image!.height * 240) / d.image!.width)} alt="" /> : null}
      </span>
      <figcaption className="save-flow__preview-title">
        {d.view === "signup" && d.state.description ? <span className="pin-create__description">{d.state.description}</span> : null}
        {host ? <span className="pin-create__host">{SAVING_COPY.fromSite(host)}</span> : null}
        {d.view !== "signup" && !d.image ? <span className="pin-create__note">{SAVING_COPY.noImageFound}</span> : null}
      </figcaption>
    </figure>
  );
}

/** The form the picker's rows post: the description field joins it (`form=`), wherever it stands. */
const POST_FORM_ID = "pin-create-post";

/**
 * The Pin's description, posted with the board or section chosen; its #hashtags are completed
 * from the flyout (saving.md §2, ../hashtags/hashtag-field.tsx).
 */
function DescriptionField({ d }: { d: PinCreateData }) {
  return (
    <LabelledHashtagField
      id="pin-create-description"
      label={SAVE_FLOW_COPY.pinDescriptionLabel}
      hint={SAVE_FLOW_COPY.pinDescriptionHint}
      fieldClassName="pin-create__describe"
      name="description"
      form={POST_FORM_ID}
      rows={2}
      maxLength={PIN_DESCRIPTION_MAX_LENGTH}
      defaultValue={d.state.description}
    />
  );
}

/** §9: the popup keeps 750 wide and at least 750 high, its content + 48 px. */
function usePopupSize(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !window.opener) return;
    const fit = () => {
      const { width, height } = popupSize(el.scrollHeight);
      window.resizeTo(width, height);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}

function Success({ pinId, board, popup }: { pinId: string; board: string; popup: boolean }) {
  const hydrated = useHydrated();
  useToastFor(pinId, {
    message: SAVING_COPY.savedTo(board),
    duration: TOAST_DURATION_MS.confirmation,
    action: { label: SAVING_COPY.view, to: `/pin/${pinId}` },
  });
  useEffect(() => {
    if (!popup) return;
    // §4: the popup closes itself 10000 ms after the save.
    const timer = setTimeout(() => window.close(), PIN_CREATE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [popup]);
  return (
    <div className="pin-create__success" role="status">
      <h1 className="page__title">{SAVING_COPY.savedTo(board)}</h1>
      <p className="pin-create__id">{SAVING_COPY.pinCreatedId(pinId)}</p>
      <div className="invite-card__actions">
        <ButtonLink to={`/pin/${pinId}`} target={popup ? "_blank" : undefined}>
          {SAVING_COPY.view}
        </ButtonLink>
        {popup && hydrated ? (
          <Button variant="secondary" onClick={() => setTimeout(() => window.close(), PIN_CREATE_CLOSE_DELAY_MS)}>
            {SAVING_COPY.closeWindow}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export default function PinCreatePage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const fetcher = useFetcher<PinCreateOutcome>({ key: "pin-create" });
  const hydrated = useHydrated();
  const shell = useRef<HTMLElement>(null);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  usePopupSize(shell);
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;

  // §8: a failure's toast, and the picker stays with the creating state cleared.
  useToastFor(
    outcome,
    outcome &&
      (!outcome.ok
        ? { message: PLATFORM_MESSAGES.somethingWrong, duration: TOAST_DURATION_MS.notice }
        : d.view === "picker" && {
            message: SAVING_COPY.savedTo(outcome.board.name),
            duration: TOAST_DURATION_MS.confirmation,
            action: { label: SAVING_COPY.view, to: `/pin/${outcome.pinId}` },
          }),
  );
  useEffect(() => {
    if (!outcome?.ok || d.view !== "picker") return;
    const how = closeAfterSave({
      popup: Boolean(window.opener),
      historyLength: window.history.length,
      fromRepin: /\/repin\/x\//.test(document.referrer),
    });
    const timer = setTimeout(
      () => (how === "close" ? window.close() : window.history.go(how === "back2" ? -2 : -1)),
      TOAST_DURATION_MS.confirmation,
    );
    return () => clearTimeout(timer);
  }, [outcome, d.view]);

  if (d.view === "signup") {
    return (
      <main id="main" ref={shell} className="page page--center pin-create">
        <div className="save-flow save-flow--page pin-create__card">
          <Preview d={d} />
          <div className="save-flow__main pin-create__auth">
            <h1 className="page__title">{SAVING_COPY.signupToSave}</h1>
            <ButtonLink to={d.signupHref} block>
              {AUTH_HEADER_COPY.signUp}
            </ButtonLink>
            <ButtonLink to={d.loginHref} variant="secondary" block>
              {AUTH_HEADER_COPY.logIn}
            </ButtonLink>
          </div>
        </div>
      </main>
    );
  }

  const saved = d.saved ?? (outcome?.ok ? { pinId: outcome.pinId, board: outcome.board.name } : null);
  if (saved && d.view === "builder") {
    return (
      <main id="main" ref={shell} className="page page--center pin-create">
        <Success pinId={saved.pinId} board={saved.board} popup />
        <Suspense fallback={null}>
          <InstagramUpsell sourceUrl={d.state.url} settings={d.settings} />
        </Suspense>
      </main>
    );
  }

  const links = linksFor(d);
  const busy = fetcher.state !== "idle";
  const pending = busy ? String(fetcher.formData?.get("section_id") || fetcher.formData?.get("board_id") || "") || null : null;
  const Post = hydrated ? fetcher.Form : Form;
  const title = d.board || chosen ? SAVE_FLOW_COPY.chooseSection : SAVE_FLOW_COPY.chooseBoard;
  return (
    <main id="main" ref={shell} className="page page--center pin-create">
      <div className="save-flow save-flow--page">
        <header className="save-flow__header">
          <Link to={d.board ? d.here : "/"} className="save-flow__back" aria-label={d.board ? SAVE_FLOW_COPY.back : SAVE_FLOW_COPY.cancel}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M17.28 24c-.57 0-1.14-.22-1.58-.66L4.5 12 15.7.66a2.21 2.21 0 0 1 3.15 0c.87.88.87 2.3 0 3.18L10.79 12l8.06 8.16c.87.88.87 2.3 0 3.18-.44.44-1 .66-1.57.66"
              />
            </svg>
          </Link>
          <h1 className="save-flow__title">{title}</h1>
        </header>
        {d.error ? (
          <p className="form-error save-flow__error" role="alert">
            {d.error}
          </p>
        ) : null}
        {d.saved && d.view === "picker" ? <Success pinId={d.saved.pinId} board={d.saved.board} popup={false} /> : null}
        {saved ? (
          <Suspense fallback={null}>
            <InstagramUpsell sourceUrl={d.state.url} settings={d.settings} />
          </Suspense>
        ) : null}
        <div className="save-flow__body">
          <Preview d={d} />
          <div className="save-flow__main">
            <DescriptionField d={d} />
            {chosen ? (
              <ChosenSections links={links} chosen={chosen} onBack={() => setChosen(null)} />
            ) : d.board ? (
              <SectionPicker
                pinId="new"
                next={d.here}
                board={d.board}
                Form={Post}
                js={hydrated}
                busyId={pending}
                links={links}
                formId={POST_FORM_ID}
              />
            ) : (
              <BoardPicker
                pinId="new"
                next={d.here}
                picker={d.picker}
                Form={Post}
                js={hydrated}
                busyBoardId={pending}
                doneBoardId={outcome?.ok ? outcome.board.id : null}
                links={links}
                formId={POST_FORM_ID}
                onChooseSections={(b) => setChosen({ id: b.id, name: b.name })}
              />
            )}
          </div>
        </div>
        {busy ? <PageLoading overlay /> : null}
      </div>
    </main>
  );
}

/** With JavaScript, a board with sections picked in the list: its sections, read through the page's own loader. */
function ChosenSections({ links, chosen, onBack }: { links: FlowLinks; chosen: { id: string; name: string }; onBack: () => void }) {
  const loader = useFetcher<PinCreateData>();
  const post = useFetcher<PinCreateOutcome>({ key: "pin-create" });
  useEffect(() => {
    const url = new URL(links.action, "http://same-origin.invalid");
    url.searchParams.set("board", chosen.id);
    void loader.load(`${url.pathname}${url.search}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen.id]);
  return (
    <div className="pin-create__sections">
      <Button variant="tertiary" size="small" onClick={onBack}>
        {SAVE_FLOW_COPY.back}
      </Button>
      <SectionPicker
        pinId="new"
        next={links.action}
        board={loader.data?.board ?? null}
        Form={post.Form}
        js
        links={links}
        formId={POST_FORM_ID}
      />
    </div>
  );
}
