/**
 * Why: the save-to-board flow (saving.md §2, §4, §5; business.md §4 keyboard) has one set of
 * screens shown two ways — inside the save-to-board modal (app/routes/saving/board-picker/save-modal.tsx,
 * through fetchers) and as the mobile-style picker page /pin/{id}/repin/x/ (app/routes/saving/board-picker/repin.tsx,
 * plain forms, so it works without JavaScript). Each screen takes the form component to post
 * with and optional handlers; without handlers its links and buttons are plain navigation and
 * form posts to the page, whose server work is app/routes/saving/board-picker/repin.server.ts. The two forms
 * (Create board, Add section) are in save-flow-forms.tsx.
 */
import { createContext, lazy, Suspense, useContext, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import { SAVE_MODAL_PREVIEW_WIDTH } from "~common/saving/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker/messages";
import { arrangePicker, PICKER_NO_HIGHLIGHT, pickerKey, pickerRows } from "~common/saving/board-picker/rules";
import { Spinner } from "../../../components/spinner";
import { LockIcon } from "../boards";
import type { PickerBoard, PinPreview, RepinData, SectionChoice } from "./repin.server";

// Rare (a Pin about a sensitive topic), so loaded when needed.
const SaveNoticePane = lazy(() => import("../save-success/save-notice-pane"));

/** What both `<Form>` and `<fetcher.Form>` accept here. */
export type FormLike = ComponentType<{
  method: "post";
  action: string;
  id?: string;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void;
}>;

/** The modal's and the page's steps (saving.md §4 modal flow), plus the 'Board created' moment. */
export type FlowStep = "boards" | "sections" | "create_board" | "create_section" | "created";

/** saving.md §2 modal titles per step. */
export const STEP_TITLES: Record<FlowStep, string> = {
  boards: SAVE_FLOW_COPY.chooseBoard,
  sections: SAVE_FLOW_COPY.chooseSection,
  create_board: SAVING_COPY.createBoardTitle,
  create_section: SAVE_FLOW_COPY.addSection,
  created: SAVE_FLOW_COPY.boardCreated,
};

/** The link to a step of the page /pin/{id}/repin/x/ (the no-JavaScript way between steps). */
export function stepHref(pinId: string, next: string, params: Record<string, string> = {}): string {
  return `/pin/${pinId}/repin/x/?${new URLSearchParams({ ...params, next })}`;
}

/**
 * Where a picker posts and links: the page /pin/{id}/repin/x/ by default (repinLinks); the pin
 * create page (/pin/create/{method}) gives its own, whose footer links are the real pages
 * /board/create/ and /board/{id}/create_section/ (saving.md §2 mobile-style picker).
 */
export interface FlowLinks {
  /** The page the forms post to and the search reads (with its own query). */
  action: string;
  /** Query fields the no-JavaScript search keeps. */
  keep: Record<string, string>;
  createBoard: string;
  createSection: (boardId: string) => string;
}

export const repinLinks = (pinId: string, next: string): FlowLinks => ({
  action: `/pin/${pinId}/repin/x/`,
  keep: { next },
  createBoard: stepHref(pinId, next, { step: "create_board" }),
  createSection: (boardId) => stepHref(pinId, next, { step: "create_section", board: boardId }),
});

/** Fields every post of the flow carries. */
export function FlowFields({ intent, next, js }: { intent: string; next: string; js: boolean }) {
  const wantsSuccess = useContext(WantsSaveSuccess);
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="next" value={next} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
      {wantsSuccess ? <input type="hidden" name="success" value="1" /> : null}
    </>
  );
}

/**
 * True where the save will show the save-success dialog (a Pin's own page): only then does the
 * action read what the dialog needs (the Pin's link domain, the viewer's profile), not on every
 * save from a grid.
 */
export const WantsSaveSuccess = createContext(false);

/** The Pin on the left (saving.md §2: 40% of the width, preview width 240). */
export function PinPreviewPane({ pin }: { pin: PinPreview }) {
  const height = pin.image ? Math.round((pin.image.height * SAVE_MODAL_PREVIEW_WIDTH) / pin.image.width) : SAVE_MODAL_PREVIEW_WIDTH;
  return (
    <figure className="save-flow__preview" aria-label={SAVE_FLOW_COPY.pinPreview}>
      <span
        className="save-flow__preview-image"
        style={{ backgroundColor: pin.color, aspectRatio: `${SAVE_MODAL_PREVIEW_WIDTH} / ${height}` }}
      >
        {pin.image ? <img src={pin.image.url} width={SAVE_MODAL_PREVIEW_WIDTH} height={height} alt="" /> : null}
      </span>
      {pin.title ? <figcaption className="save-flow__preview-title">{pin.title}</figcaption> : null}
    </figure>
  );
}

/**
 * The frame both containers share: a refusal of the whole save above, the Pin on the left (a
 * placeholder while it loads) and the step's screen on the right — or, for a Pin about a
 * sensitive topic, its notice in their place (saving.md §2) until 'Save anyway' where the notice
 * allows it: a button in the modal, a link to the page's `?notice=seen` (`continueHref`) without it.
 *
 * @example
 * <SaveFlowFrame error={saveError} pin={pin}><BoardPicker … /></SaveFlowFrame>
 */
export function SaveFlowFrame({
  error,
  pin,
  continueHref,
  children,
}: {
  error?: string | null;
  pin: PinPreview | null | undefined;
  continueHref?: string;
  children: ReactNode;
}) {
  const [passed, setPassed] = useState(false);
  const notice = pin?.notice;
  if (notice && !(passed && notice.canSave))
    return (
      <Suspense
        fallback={
          <div className="save-flow__notice">
            <Spinner decorative />
          </div>
        }
      >
        <SaveNoticePane notice={notice} continueHref={continueHref} onContinue={() => setPassed(true)} />
      </Suspense>
    );
  return (
    <>
      {error ? (
        <p className="form-error save-flow__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="save-flow__body">
        {pin ? <PinPreviewPane pin={pin} /> : <div className="save-flow__preview save-flow__preview--loading" />}
        <div className="save-flow__main">{children}</div>
      </div>
    </>
  );
}

function Thumb({ url }: { url: string | null }) {
  return (
    <span className="picker-row__thumb">
      {url ? <img src={url} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
    </span>
  );
}

function RowState({ busy, done }: { busy: boolean; done: boolean }) {
  if (busy) return <Spinner size="small" label={SAVING_COPY.saving} className="picker-row__state" />;
  if (done)
    return (
      <span className="picker-row__state picker-row__done">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path fill="currentColor" d="M9 19.4 2.3 12.7l2.1-2.1L9 15.2 19.6 4.6l2.1 2.1z" />
        </svg>
        {SAVE_FLOW_COPY.savedToBoardShort}
      </span>
    );
  return null;
}

export interface BoardPickerProps {
  pinId: string;
  next: string;
  picker: NonNullable<RepinData["picker"]> | null;
  Form: FormLike;
  js: boolean;
  /** Server-side filter of the page without JavaScript (?q=). */
  initialQuery?: string;
  /** The board being saved to, and the one just saved to (saving.md §4 per-board loading → success). */
  busyBoardId?: string | null;
  doneBoardId?: string | null;
  /** A board with sections was chosen: show its sections (saving.md §4 modal flow). */
  onChooseSections?: (board: PickerBoard) => void;
  onCreateBoard?: () => void;
  /** Where to post and link; the repin page's by default. */
  links?: FlowLinks;
  /** The id of the form the rows post (fields elsewhere on the page join it with `form=`). */
  formId?: string;
}

/**
 * The board picker: search, Top choices and All boards (or one flat list), the already-saved
 * banner, and the Create board footer.
 *
 * @example
 * <BoardPicker pinId={pin.id} next={next} picker={data.picker} Form={fetcher.Form} js onChooseSections={…} />
 */
export function BoardPicker({
  pinId,
  next,
  picker,
  Form,
  js,
  initialQuery = "",
  busyBoardId,
  doneBoardId,
  onChooseSections,
  onCreateBoard,
  links = repinLinks(pinId, next),
  formId,
}: BoardPickerProps) {
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [highlight, setHighlight] = useState(PICKER_NO_HIGHLIGHT);
  const rowRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const groups = useMemo(
    () => (picker ? arrangePicker({ allBoards: picker.allBoards, shortlist: picker.shortlist, query }) : []),
    [picker, query],
  );
  const rows = pickerRows(groups);
  const saving = Boolean(busyBoardId);
  const optionId = (i: number) => `${listId}-option-${i}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!["ArrowDown", "ArrowUp", "Enter", "Home", "End"].includes(event.key)) return;
    if ((event.key === "Home" || event.key === "End") && highlight === PICKER_NO_HIGHLIGHT) return;
    event.preventDefault();
    const { index, select } = pickerKey(highlight, event.key, rows.length);
    setHighlight(index);
    if (index >= 0) rowRefs.current[index]?.scrollIntoView({ block: "nearest" });
    if (select) rowRefs.current[index]?.click();
  };

  let i = -1;
  return (
    <div className="picker">
      {picker?.savedTo ? (
        <p className="picker__banner" role="status">
          {SAVE_FLOW_COPY.alreadySaved(picker.savedTo.board)}
        </p>
      ) : null}
      {/* Without JavaScript the search is a GET form the server filters by (?q=). */}
      <form
        method="get"
        action={links.action.split("?")[0]}
        role="search"
        aria-label={SAVE_FLOW_COPY.searchBoardsLandmark}
        className="picker__search"
        onSubmit={(e) => e.preventDefault()}
      >
        {Object.entries(links.keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="visually-hidden" htmlFor={`${listId}-search`}>
          {SAVE_FLOW_COPY.searchBoards}
        </label>
        <input
          id={`${listId}-search`}
          className="picker__search-input"
          type="search"
          name="q"
          placeholder={SAVE_FLOW_COPY.searchBoards}
          autoComplete="off"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setHighlight(PICKER_NO_HIGHLIGHT);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={highlight >= 0 && highlight < rows.length ? optionId(highlight) : undefined}
        />
      </form>
      {!picker ? (
        <div className="picker__loading">
          <Spinner label={SAVE_FLOW_COPY.loadingBoards} />
          <span aria-hidden="true">{SAVE_FLOW_COPY.loadingBoards}</span>
        </div>
      ) : (
        <Form method="post" action={links.action} id={formId} className="picker__form">
          <FlowFields intent="pick" next={next} js={js} />
          {rows.length === 0 ? (
            <p className="picker__empty">{picker.allBoards.length === 0 ? SAVE_FLOW_COPY.noBoards : SAVE_FLOW_COPY.noBoardsMatch}</p>
          ) : (
            <div
              id={listId}
              role="listbox"
              aria-label={SAVE_FLOW_COPY.chooseBoard}
              className="picker__list"
              onMouseLeave={() => setHighlight(PICKER_NO_HIGHLIGHT)}
            >
              {groups.map((group) => {
                const headingId = `${listId}-${group.key}`;
                return (
                  <div
                    key={group.key}
                    role="group"
                    aria-labelledby={group.key === "flat" ? undefined : headingId}
                    aria-label={group.key === "flat" ? SAVE_FLOW_COPY.allBoards : undefined}
                  >
                    {group.key === "flat" ? null : (
                      <div id={headingId} className="picker__heading" role="presentation">
                        {group.key === "top" ? SAVE_FLOW_COPY.topChoices : SAVE_FLOW_COPY.allBoards}
                      </div>
                    )}
                    {group.boards.map((board) => {
                      const index = ++i;
                      const busy = busyBoardId === board.id;
                      return (
                        <button
                          key={`${group.key}-${board.id}`}
                          ref={(el) => {
                            rowRefs.current[index] = el;
                          }}
                          id={optionId(index)}
                          type="submit"
                          name="board_id"
                          value={board.id}
                          role="option"
                          aria-selected={index === highlight}
                          aria-disabled={saving || undefined}
                          className={`picker-row${index === highlight ? " picker-row--highlighted" : ""}`}
                          onMouseEnter={() => setHighlight(index)}
                          onClick={(event) => {
                            if (saving) return event.preventDefault();
                            if (board.sectionCount > 0 && onChooseSections) {
                              event.preventDefault();
                              onChooseSections(board);
                            }
                          }}
                        >
                          <Thumb url={board.thumbnail} />
                          <span className="picker-row__name">{board.name}</span>
                          {board.secret ? <LockIcon /> : null}
                          {board.sectionCount > 0 ? (
                            <span className="picker-row__sections">{SAVE_FLOW_COPY.boardHasSections(board.sectionCount)}</span>
                          ) : null}
                          <RowState busy={busy} done={doneBoardId === board.id} />
                        </button>
                      );
                    })}
                  </div>
                );
              })}
            </div>
          )}
        </Form>
      )}
      <div className="save-flow__footer">
        <Link
          className="save-flow__create"
          to={links.createBoard}
          onClick={(event) => {
            if (!onCreateBoard) return;
            event.preventDefault();
            onCreateBoard();
          }}
        >
          <PlusIcon />
          {SAVING_COPY.createBoardTitle}
        </Link>
      </div>
    </div>
  );
}

function PlusIcon() {
  return (
    <span className="save-flow__plus" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M22 10h-8V2a2 2 0 0 0-4 0v8H2a2 2 0 0 0 0 4h8v8a2 2 0 0 0 4 0v-8h8a2 2 0 0 0 0-4" />
      </svg>
    </span>
  );
}

export interface SectionPickerProps {
  pinId: string;
  next: string;
  board: { id: string; name: string; sections: SectionChoice[] } | null;
  Form: FormLike;
  js: boolean;
  busyId?: string | null;
  doneId?: string | null;
  onCreateSection?: () => void;
  links?: FlowLinks;
  /** The id of the form the rows post (fields elsewhere on the page join it with `form=`). */
  formId?: string;
}

/** The section picker: the Board row (save to the board itself) and the Section list (saving.md §2). */
export function SectionPicker({
  pinId,
  next,
  board,
  Form,
  js,
  busyId,
  doneId,
  onCreateSection,
  links = repinLinks(pinId, next),
  formId,
}: SectionPickerProps) {
  if (!board)
    return (
      <div className="picker__loading">
        <Spinner label={SAVE_FLOW_COPY.loadingBoards} />
      </div>
    );
  const saving = Boolean(busyId);
  const guard = (event: React.MouseEvent) => {
    if (saving) event.preventDefault();
  };
  return (
    <div className="picker">
      <Form method="post" action={links.action} id={formId} className="picker__form">
        <FlowFields intent="save" next={next} js={js} />
        <input type="hidden" name="board_id" value={board.id} />
        <div className="picker__heading">{SAVE_FLOW_COPY.boardRow}</div>
        <button
          type="submit"
          className="picker-row"
          aria-disabled={saving || undefined}
          onClick={guard}
          aria-label={SAVE_FLOW_COPY.saveToBoard(board.name)}
        >
          <Thumb url={null} />
          <span className="picker-row__name">{board.name}</span>
          <RowState busy={busyId === board.id} done={doneId === board.id} />
        </button>
        <div className="picker__heading" id={`sections-${board.id}`}>
          {SAVING_COPY.sectionsHeading}
        </div>
        <ul className="picker__sections" aria-labelledby={`sections-${board.id}`}>
          {board.sections.map((s) => (
            <li key={s.id}>
              <button
                type="submit"
                name="section_id"
                value={s.id}
                className="picker-row"
                aria-disabled={saving || undefined}
                onClick={guard}
              >
                <Thumb url={s.thumbnail} />
                <span className="picker-row__name">{s.title}</span>
                <RowState busy={busyId === s.id} done={doneId === s.id} />
              </button>
            </li>
          ))}
        </ul>
      </Form>
      <div className="save-flow__footer">
        <Link
          className="save-flow__create"
          to={links.createSection(board.id)}
          onClick={(event) => {
            if (!onCreateSection) return;
            event.preventDefault();
            onCreateSection();
          }}
        >
          <PlusIcon />
          {SAVE_FLOW_COPY.createSectionTitle}
        </Link>
      </div>
    </div>
  );
}
