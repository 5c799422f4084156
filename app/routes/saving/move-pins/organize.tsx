/**
 * Why: the organize mode of a board or section page (saving.md §4 "Moving pins works as a bulk
 * change. The feeds are updated at once and rolled back if the call fails", §5 the same place
 * refused, §7 the bulk edit, select-all bulk edit and section edit resources, §8 its errors). The
 * viewer ticks Pins — or Select all, then unticks some — picks a board, then "No section" or one
 * of its sections (common/saving/move-pins/rules.ts: never the place the Pins are in), and presses
 * Move. With JavaScript the form is a fetcher: a board's sections come from
 * /resources/board-sections as it is chosen; the chosen Pins leave the grid at once and come
 * back, with the message, if the API refuses (codes 2171–2173: 'Please wait until the previous
 * board action finishes.'). Without it, "Show sections" reloads the mode with the board's sections
 * and the ticked Pins (a GET of the same form), and Move posts; the page comes back in organize
 * mode. Loaded on demand (board.tsx, section.tsx): only a member who opens the mode pays for it.
 */
import { useId, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import { ORGANIZE_COPY } from "~common/saving/move-pins/messages";
import { destinationBoards, sectionChoices } from "~common/saving/move-pins/rules";
import { Button, ButtonLink } from "../../../components/button";
import { useHydrated } from "../../../lib/hydrated";
import type { SectionOption } from "../sections";
import type { PinCard } from "../pins";
import type { MoveAnswer, OrganizeData } from "./organize.server";
import { ORGANIZE_PARAM, TO_BOARD_PARAM } from "./organize-params";

export interface OrganizeProps extends OrganizeData {
  pins: PinCard[];
}

/** Where the mode keeps the chosen board's sections: known (loaded with the page, or asked for), or on their way. */
function useSections(initial: Record<string, SectionOption[]>) {
  const [known, setKnown] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  /** A board without sections needs no read. */
  const ask = async (boardId: string, sectionCount: number) => {
    if (known[boardId]) return;
    if (sectionCount === 0) return setKnown((k) => ({ ...k, [boardId]: [] }));
    setAsking(boardId);
    let sections: SectionOption[] = [];
    try {
      const res = await fetch(`/resources/board-sections?${new URLSearchParams({ board: boardId })}`);
      if (res.ok) sections = ((await res.json()) as { sections: SectionOption[] }).sections;
    } catch {
      // A failed read offers "No section" only.
    }
    setKnown((k) => ({ ...k, [boardId]: sections }));
    setAsking((a) => (a === boardId ? null : a));
  };
  return { known, asking, ask };
}

export default function Organize({ pins, here, boards, sections, toBoard: initialBoard, picked: initiallyPicked, error }: OrganizeProps) {
  const fetcher = useFetcher<MoveAnswer>({ key: `organize-${here.boardId}-${here.sectionId ?? ""}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const id = useId();
  const [picked, setPicked] = useState<Set<string>>(() => new Set(initiallyPicked));
  const [all, setAll] = useState(false);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const destinations = destinationBoards(here, boards);
  const [toBoard, setToBoard] = useState(initialBoard && destinations.some((b) => b.id === initialBoard) ? initialBoard : "");
  const { known, asking, ask } = useSections(sections);
  const choices = toBoard ? sectionChoices(here, toBoard, known[toBoard] ?? [], ORGANIZE_COPY.noSection) : [];
  // A move that went through spends the selection; a refused one keeps it, to try again.
  const done = fetcher.state === "idle" && fetcher.data?.ok === true ? fetcher.data : null;
  // (Adjusted during the render that sees the move's answer, the first one included: the
  // fetcher's answer outlives the page.)
  const [spent, setSpent] = useState<MoveAnswer | null>(null);
  if (done && spent !== done) {
    setSpent(done);
    setPicked(new Set());
    setExcluded(new Set());
    setAll(false);
  }

  // The Pins on their way out (shown again if the move fails).
  const pending = fetcher.state !== "idle" && fetcher.formData ? fetcher.formData : null;
  const leaving = (id: string) =>
    pending !== null &&
    (pending.get("select_all") === "1" ? !pending.getAll("excluded_pin_ids").includes(id) : pending.getAll("pin_ids").includes(id));
  const moved = new Set(fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.moved : []);
  const shown = pins.filter((p) => !leaving(p.id) && !moved.has(p.id));
  const failure = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : error;

  const isPicked = (id: string) => (all ? !excluded.has(id) : picked.has(id));
  const toggle = (id: string) => {
    const flip = (set: Set<string>) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    };
    if (all) setExcluded(flip);
    else setPicked(flip);
  };
  const count = all ? null : picked.size;
  const loadingSections = asking !== null && asking === toBoard;

  return (
    <fetcher.Form method="post" className="organize">
      {hydrated ? <input type="hidden" name="js" value="1" /> : <input type="hidden" name={ORGANIZE_PARAM} value="1" />}
      {all ? <input type="hidden" name="select_all" value="1" /> : null}
      {all ? [...excluded].map((id) => <input key={id} type="hidden" name="excluded_pin_ids" value={id} />) : null}
      <div className="organize__bar" role="group" aria-label={ORGANIZE_COPY.organizeBar}>
        {hydrated ? (
          <Button
            size="small"
            variant="secondary"
            aria-pressed={all}
            onClick={() => {
              setAll(!all);
              setExcluded(new Set());
              setPicked(new Set());
            }}
          >
            {ORGANIZE_COPY.selectAll}
          </Button>
        ) : null}
        {hydrated ? (
          <span className="organize__count" aria-live="polite">
            {count === null ? ORGANIZE_COPY.allSelected(excluded.size) : ORGANIZE_COPY.selectedCount(count)}
          </span>
        ) : null}
        <div className="organize__destination">
          <span className="organize__to">
            <label htmlFor={`${id}-board`}>{ORGANIZE_COPY.moveTo}</label>
            <select
              id={`${id}-board`}
              name={TO_BOARD_PARAM}
              required
              // Controlled from the first render (the state starts as the server rendered it): switching
              // from defaultValue to value once hydrated is React's "uncontrolled to controlled" warning.
              value={toBoard}
              onChange={(e) => {
                const board = destinations.find((b) => b.id === e.target.value);
                setToBoard(e.target.value);
                if (board) void ask(board.id, board.sectionCount);
              }}
            >
              <option value="" disabled>
                {ORGANIZE_COPY.chooseDestination}
              </option>
              {destinations.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </span>
          <span className="organize__to">
            <label htmlFor={`${id}-section`}>{ORGANIZE_COPY.moveToSection}</label>
            {/* A new board's choices start at their first (the key resets the choice). */}
            <select
              key={`${toBoard}-${choices.length}`}
              id={`${id}-section`}
              name="to_section"
              aria-busy={loadingSections || undefined}
              disabled={hydrated && !toBoard}
            >
              {toBoard ? (
                choices.map((c) => (
                  <option key={c.id ?? ""} value={c.id ?? ""}>
                    {c.title}
                  </option>
                ))
              ) : (
                <option value="">{ORGANIZE_COPY.noSection}</option>
              )}
            </select>
          </span>
          {hydrated ? null : (
            // Without JavaScript: the same form as a GET, back to this mode with the board's sections and the ticks.
            <Button type="submit" size="small" variant="tertiary" formMethod="get">
              {ORGANIZE_COPY.showSections}
            </Button>
          )}
        </div>
        <Button
          type="submit"
          size="small"
          busy={fetcher.state !== "idle" || loadingSections}
          busyLabel={loadingSections ? ORGANIZE_COPY.loadingSections : ORGANIZE_COPY.moving}
        >
          {ORGANIZE_COPY.move}
        </Button>
        <ButtonLink to={location.pathname} size="small" variant="tertiary">
          {ORGANIZE_COPY.doneOrganizing}
        </ButtonLink>
      </div>
      {failure ? (
        <p className="form-error organize__error" role="alert">
          {failure}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="empty-state">{ORGANIZE_COPY.nothingToOrganize}</p>
      ) : (
        <ul className="organize__grid">
          {shown.map((pin) => (
            <li key={pin.id} className="organize__item">
              <label className="organize__pin">
                <input
                  type="checkbox"
                  name={all ? undefined : "pin_ids"}
                  value={pin.id}
                  checked={isPicked(pin.id)}
                  onChange={() => toggle(pin.id)}
                />
                <span className="organize__thumb" style={{ backgroundColor: pin.color }}>
                  {pin.image ? <img src={pin.image.url} alt="" width={pin.image.width} height={pin.image.height} loading="lazy" /> : null}
                </span>
                <span className="organize__title">{pin.title || SAVING_COPY.pinBy(pin.pinner.name)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fetcher.Form>
  );
}
