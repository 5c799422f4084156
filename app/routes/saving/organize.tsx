/**
 * Why: the organize mode of a board or section page (saving.md §4 "Moving pins works as a bulk
 * change. The feeds are updated at once and rolled back if the call fails", §7 the bulk edit and
 * select-all bulk edit resources, §8 its errors). The viewer ticks Pins — or Select all, then
 * unticks some — picks a board or section and presses Move. With JavaScript the form is a fetcher:
 * the chosen Pins leave the grid at once and come back, with the message, if the API refuses
 * (codes 2171–2173: 'Please wait until the previous board action finishes.'); without it the
 * form posts and the page comes back in organize mode. Loaded on demand (board.tsx, section.tsx):
 * only a member who opens the mode pays for it.
 */
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import { Button, ButtonLink } from "../../components/button";
import { useHydrated } from "../../lib/hydrated";
import type { PinCard } from "./cards";
import type { MoveAnswer, MoveTarget } from "./organize.server";

export interface OrganizeProps {
  pins: PinCard[];
  targets: MoveTarget[];
  /** The place the Pins are now ("board" or "board:section"), left out of the destinations. */
  here: string;
  /** A no-JavaScript move's error (?move_error=). */
  error: string | null;
}

export default function Organize({ pins, targets, here, error }: OrganizeProps) {
  const fetcher = useFetcher<MoveAnswer>({ key: `organize-${here}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [all, setAll] = useState(false);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const destinations = targets.filter((t) => t.value !== here);
  // A move that went through spends the selection; a refused one keeps it, to try again.
  const done = fetcher.state === "idle" && fetcher.data?.ok === true ? fetcher.data : null;
  useEffect(() => {
    if (!done) return;
    setPicked(new Set());
    setExcluded(new Set());
    setAll(false);
  }, [done]);

  // The Pins on their way out (shown again if the move fails).
  const pending = fetcher.state !== "idle" && fetcher.formData ? fetcher.formData : null;
  const leaving = (id: string) =>
    pending !== null && (pending.get("select_all") === "1" ? !pending.getAll("excluded_pin_ids").includes(id) : pending.getAll("pin_ids").includes(id));
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
  const close = `${location.pathname}`;

  return (
    <fetcher.Form method="post" className="organize">
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {all ? <input type="hidden" name="select_all" value="1" /> : null}
      {all ? [...excluded].map((id) => <input key={id} type="hidden" name="excluded_pin_ids" value={id} />) : null}
      <div className="organize__bar" role="group" aria-label={SAVING_COPY.organizeBar}>
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
            {SAVING_COPY.selectAll}
          </Button>
        ) : null}
        {hydrated ? (
          <span className="organize__count" aria-live="polite">
            {count === null ? SAVING_COPY.allSelected(excluded.size) : SAVING_COPY.selectedCount(count)}
          </span>
        ) : null}
        <label className="organize__to">
          <span>{SAVING_COPY.moveTo}</span>
          <select name="to" required defaultValue="">
            <option value="" disabled>
              {SAVING_COPY.chooseDestination}
            </option>
            {destinations.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="small" busy={fetcher.state !== "idle"} busyLabel={SAVING_COPY.moving}>
          {SAVING_COPY.move}
        </Button>
        <ButtonLink to={close} size="small" variant="tertiary">
          {SAVING_COPY.doneOrganizing}
        </ButtonLink>
      </div>
      {failure ? (
        <p className="form-error organize__error" role="alert">
          {failure}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="empty-state">{SAVING_COPY.nothingToOrganize}</p>
      ) : (
        <ul className="organize__grid">
          {shown.map((pin) => (
            <li key={pin.id} className="organize__item">
              <label className="organize__pin">
                <input type="checkbox" name={all ? undefined : "pin_ids"} value={pin.id} checked={hydrated ? isPicked(pin.id) : undefined} onChange={() => toggle(pin.id)} />
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
