/**
 * Why: the save-to-board flow (saving.md §2, §4, §5; business.md §4 keyboard) has one set of
 * screens shown two ways — inside the save-to-board modal (app/routes/saving/save-modal.tsx,
 * through fetchers) and as the mobile-style picker page /pin/{id}/repin/x/ (app/routes/saving/repin.tsx,
 * plain forms, so it works without JavaScript). Each screen takes the form component to post
 * with and optional handlers; without handlers its links and buttons are plain navigation and
 * form posts to the page, whose server work is app/routes/saving/repin.server.ts.
 */
import { useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import { BOARD_NAME_MAX_LENGTH, SAVE_MODAL_PREVIEW_WIDTH, SECTION_NAME_MAX_LENGTH } from "~common/saving/constants";
import { NAME_RULE_MESSAGES, SAVING_COPY } from "~common/saving/messages";
import { checkBoardName, checkSectionName } from "~common/saving/rules/names";
import { arrangePicker, PICKER_NO_HIGHLIGHT, pickerKey, pickerRows } from "~common/saving/rules/picker";
import { Button } from "../../components/button";
import { Spinner } from "../../components/spinner";
import { TextField } from "../../components/text-field";
import { useHydrated } from "../../lib/hydrated";
import { LockIcon } from "./board-card";
import type { PickerBoard, PinPreview, RepinData, SaveOutcome, SectionChoice } from "./repin.server";

/** What both `<Form>` and `<fetcher.Form>` accept here. */
export type FormLike = ComponentType<{ method: "post"; action: string; className?: string; noValidate?: boolean; children: ReactNode; onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void }>;

/** The modal's and the page's steps (saving.md §4 modal flow), plus the 'Board created' moment. */
export type FlowStep = "boards" | "sections" | "create_board" | "create_section" | "created";

/** saving.md §2 modal titles per step. */
export const STEP_TITLES: Record<FlowStep, string> = {
  boards: SAVING_COPY.chooseBoard,
  sections: SAVING_COPY.chooseSection,
  create_board: SAVING_COPY.createBoardTitle,
  create_section: SAVING_COPY.addSection,
  created: SAVING_COPY.boardCreated,
};

/** The link to a step of the page /pin/{id}/repin/x/ (the no-JavaScript way between steps). */
export function stepHref(pinId: string, next: string, params: Record<string, string> = {}): string {
  return `/pin/${pinId}/repin/x/?${new URLSearchParams({ ...params, next })}`;
}

/** Fields every post of the flow carries. */
function FlowFields({ intent, next, js }: { intent: string; next: string; js: boolean }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="next" value={next} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}

/** The Pin on the left (saving.md §2: 40% of the width, preview width 240). */
export function PinPreviewPane({ pin }: { pin: PinPreview }) {
  const height = pin.image ? Math.round((pin.image.height * SAVE_MODAL_PREVIEW_WIDTH) / pin.image.width) : SAVE_MODAL_PREVIEW_WIDTH;
  return (
    <figure className="save-flow__preview" aria-label={SAVING_COPY.pinPreview}>
      <span className="save-flow__preview-image" style={{ backgroundColor: pin.color, aspectRatio: `${SAVE_MODAL_PREVIEW_WIDTH} / ${height}` }}>
        {pin.image ? <img src={pin.image.url} width={SAVE_MODAL_PREVIEW_WIDTH} height={height} alt="" /> : null}
      </span>
      {pin.title ? <figcaption className="save-flow__preview-title">{pin.title}</figcaption> : null}
    </figure>
  );
}

function Thumb({ url }: { url: string | null }) {
  return <span className="picker-row__thumb">{url ? <img src={url} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}</span>;
}

function RowState({ busy, done }: { busy: boolean; done: boolean }) {
  if (busy) return <Spinner size="small" label={SAVING_COPY.saving} className="picker-row__state" />;
  if (done)
    return (
      <span className="picker-row__state picker-row__done">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path fill="currentColor" d="M9 19.4 2.3 12.7l2.1-2.1L9 15.2 19.6 4.6l2.1 2.1z" />
        </svg>
        {SAVING_COPY.savedToBoardShort}
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
}

/**
 * The board picker: search, Top choices and All boards (or one flat list), the already-saved
 * banner, and the Create board footer.
 *
 * @example
 * <BoardPicker pinId={pin.id} next={next} picker={data.picker} Form={fetcher.Form} js onChooseSections={…} />
 */
export function BoardPicker({ pinId, next, picker, Form, js, initialQuery = "", busyBoardId, doneBoardId, onChooseSections, onCreateBoard }: BoardPickerProps) {
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [highlight, setHighlight] = useState(PICKER_NO_HIGHLIGHT);
  const rowRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const groups = useMemo(() => (picker ? arrangePicker({ allBoards: picker.allBoards, shortlist: picker.shortlist, query }) : []), [picker, query]);
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
          {SAVING_COPY.alreadySaved(picker.savedTo.board)}
        </p>
      ) : null}
      {/* Without JavaScript the search is a GET form the server filters by (?q=). */}
      <form method="get" action={`/pin/${pinId}/repin/x/`} role="search" className="picker__search" onSubmit={(e) => e.preventDefault()}>
        <input type="hidden" name="next" value={next} />
        <label className="visually-hidden" htmlFor={`${listId}-search`}>
          {SAVING_COPY.searchBoards}
        </label>
        <input
          id={`${listId}-search`}
          className="picker__search-input"
          type="search"
          name="q"
          placeholder={SAVING_COPY.searchBoards}
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
          <Spinner label={SAVING_COPY.loadingBoards} />
          <span aria-hidden="true">{SAVING_COPY.loadingBoards}</span>
        </div>
      ) : (
        <Form method="post" action={`/pin/${pinId}/repin/x/`} className="picker__form">
          <FlowFields intent="pick" next={next} js={js} />
          {rows.length === 0 ? (
            <p className="picker__empty">{picker.allBoards.length === 0 ? SAVING_COPY.noBoards : SAVING_COPY.noBoardsMatch}</p>
          ) : (
            <div id={listId} role="listbox" aria-label={SAVING_COPY.chooseBoard} className="picker__list" onMouseLeave={() => setHighlight(PICKER_NO_HIGHLIGHT)}>
              {groups.map((group) => {
                const headingId = `${listId}-${group.key}`;
                return (
                  <div key={group.key} role="group" aria-labelledby={group.key === "flat" ? undefined : headingId} aria-label={group.key === "flat" ? SAVING_COPY.allBoards : undefined}>
                    {group.key === "flat" ? null : (
                      <div id={headingId} className="picker__heading" role="presentation">
                        {group.key === "top" ? SAVING_COPY.topChoices : SAVING_COPY.allBoards}
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
                          {board.sectionCount > 0 ? <span className="picker-row__sections">{SAVING_COPY.boardHasSections(board.sectionCount)}</span> : null}
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
          to={stepHref(pinId, next, { step: "create_board" })}
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
}

/** The section picker: the Board row (save to the board itself) and the Section list (saving.md §2). */
export function SectionPicker({ pinId, next, board, Form, js, busyId, doneId, onCreateSection }: SectionPickerProps) {
  if (!board)
    return (
      <div className="picker__loading">
        <Spinner label={SAVING_COPY.loadingBoards} />
      </div>
    );
  const saving = Boolean(busyId);
  const guard = (event: React.MouseEvent) => {
    if (saving) event.preventDefault();
  };
  return (
    <div className="picker">
      <Form method="post" action={`/pin/${pinId}/repin/x/`} className="picker__form">
        <FlowFields intent="save" next={next} js={js} />
        <input type="hidden" name="board_id" value={board.id} />
        <div className="picker__heading">{SAVING_COPY.boardRow}</div>
        <button type="submit" className="picker-row" aria-disabled={saving || undefined} onClick={guard} aria-label={SAVING_COPY.saveToBoard(board.name)}>
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
              <button type="submit" name="section_id" value={s.id} className="picker-row" aria-disabled={saving || undefined} onClick={guard}>
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
          to={stepHref(pinId, next, { step: "create_section", board: board.id })}
          onClick={(event) => {
            if (!onCreateSection) return;
            event.preventDefault();
            onCreateSection();
          }}
        >
          <PlusIcon />
          {SAVING_COPY.createSectionTitle}
        </Link>
      </div>
    </div>
  );
}

type Failed = Extract<SaveOutcome, { ok: false }>;

export interface CreateBoardFormProps {
  pinId: string;
  next: string;
  Form: FormLike;
  js: boolean;
  answer?: Failed | null;
  busy: boolean;
  suggestions: string[] | null;
  initialName?: string;
}

/**
 * Create board (saving.md §2, §5): name, Secret toggle, suggested names; Create is disabled while
 * the name is empty or invalid, while an error shows, or while saving.
 */
export function CreateBoardForm({ pinId, next, Form, js, answer, busy, suggestions, initialName = "" }: CreateBoardFormProps) {
  const hydrated = useHydrated();
  const [name, setName] = useState(answer?.name ?? initialName);
  // Typing clears the server's error until the next answer.
  const [clearedFor, setClearedFor] = useState<Failed | null | undefined>(null);
  const local = checkBoardName(name);
  const serverError = clearedFor === answer ? undefined : answer?.fieldError;
  const error = serverError ?? (name !== "" && local ? NAME_RULE_MESSAGES[local] : undefined);
  const disabled = hydrated && (name.trim() === "" || local !== null || Boolean(error) || busy);
  return (
    <Form method="post" action={`/pin/${pinId}/repin/x/`} className="save-flow__form" noValidate>
      <FlowFields intent="create_board" next={next} js={js} />
      <TextField
        label={SAVING_COPY.boardNameLabel}
        name="name"
        hint={SAVING_COPY.boardNamePlaceholderHint}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setClearedFor(answer);
        }}
        maxLength={BOARD_NAME_MAX_LENGTH * 2}
        autoComplete="off"
        autoFocus
        error={error}
      />
      {suggestions && suggestions.length > 0 ? (
        <div className="save-flow__suggestions">
          <p className="save-flow__suggestions-title" id={`suggest-${pinId}`}>
            {SAVING_COPY.suggestedNames}
          </p>
          <ul aria-labelledby={`suggest-${pinId}`}>
            {suggestions.map((s) => (
              <li key={s}>
                <Link
                  className="chip"
                  to={stepHref(pinId, next, { step: "create_board", name: s })}
                  aria-pressed={hydrated ? name === s : undefined}
                  role={hydrated ? "button" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setName(s);
                    setClearedFor(answer);
                  }}
                >
                  {s}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <label className="toggle">
        <input type="checkbox" name="secret" defaultChecked={answer?.secret} />
        <span>
          <span className="toggle__label">{SAVING_COPY.secretToggle}</span>
          <span className="toggle__hint">{SAVING_COPY.secretHint}</span>
        </span>
      </label>
      {answer?.formError ? (
        <p className="form-error" role="alert">
          {answer.formError}
        </p>
      ) : null}
      <div className="save-flow__submit">
        <Button type="submit" disabled={disabled} busy={busy} busyLabel={SAVING_COPY.creating}>
          {SAVING_COPY.create}
        </Button>
      </div>
    </Form>
  );
}

export interface CreateSectionFormProps {
  pinId: string;
  next: string;
  boardId: string;
  Form: FormLike;
  js: boolean;
  answer?: Failed | null;
  busy: boolean;
}

/**
 * Add section (saving.md §5): trimmed and required; Add is disabled while empty or an error
 * shows; Enter submits; typing clears the error; a refusal's message_detail or message shows
 * under the field (§8).
 */
export function CreateSectionForm({ pinId, next, boardId, Form, js, answer, busy }: CreateSectionFormProps) {
  const hydrated = useHydrated();
  const [name, setName] = useState(answer?.name ?? "");
  const [clearedFor, setClearedFor] = useState<Failed | null | undefined>(null);
  const local = checkSectionName(name.trim());
  const error = clearedFor === answer ? undefined : answer?.fieldError;
  const disabled = hydrated && (local !== null || Boolean(error) || busy);
  return (
    <Form method="post" action={`/pin/${pinId}/repin/x/`} className="save-flow__form" noValidate>
      <FlowFields intent="create_section" next={next} js={js} />
      <input type="hidden" name="board_id" value={boardId} />
      <TextField
        label={SAVING_COPY.sectionNameLabel}
        name="name"
        hint={SAVING_COPY.sectionNameHint}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setClearedFor(answer);
        }}
        maxLength={SECTION_NAME_MAX_LENGTH * 2}
        autoComplete="off"
        autoFocus
        error={error ?? (local === "SECTION_NAME_TOO_LONG" ? NAME_RULE_MESSAGES[local] : undefined)}
      />
      <div className="save-flow__submit">
        <Button type="submit" disabled={disabled} busy={busy} busyLabel={SAVING_COPY.adding}>
          {SAVING_COPY.add}
        </Button>
      </div>
    </Form>
  );
}

/** 'Board created' with its success animation (saving.md §2). */
export function BoardCreated({ name }: { name: string }) {
  return (
    <div className="board-created" role="status">
      <span className="board-created__check" aria-hidden="true">
        <svg viewBox="0 0 52 52" width="72" height="72">
          <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
          <path fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" d="m15 27 7 7 15-16" />
        </svg>
      </span>
      <p className="board-created__name">{SAVING_COPY.savedTo(name)}</p>
    </div>
  );
}
