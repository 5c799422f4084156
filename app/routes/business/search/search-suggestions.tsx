/**
 * Why: the header search box's suggestions (business.md §7 autocomplete: up to 5 queries and a
 * hint), loaded on demand by ./search-box.tsx. As the viewer types (after a short pause) it asks
 * /resources/autocomplete for suggestions and lists them under the box; the keyboard works as in
 * the board picker (business.md §4): up and down move through them, enter searches the chosen
 * one (or what was typed), escape closes the list, the right arrow at the end of the text takes
 * the hint, and the choice resets when the mouse leaves the list. The input stays the one the
 * server rendered; this module only sets its combobox state (aria-expanded, aria-activedescendant).
 */
import { useEffect, useEffectEvent, useState, type RefObject } from "react";
import { useFetcher } from "react-router";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "~common/business/search/constants";
import type { Autocomplete } from "~common/business/search/schemas";

/** The index after pressing up (-1) or down (+1) from `at` in a list of `n`, wrapping through "none" (-1). */
export function stepIndex(at: number, delta: 1 | -1, n: number): number {
  if (n === 0) return -1;
  const next = at + delta;
  if (next >= n) return -1;
  if (next < -1) return n - 1;
  return next;
}

export default function SearchSuggestions({
  input,
  listId,
  label,
}: {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  label: string;
}) {
  const fetcher = useFetcher<Autocomplete>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState("");
  const items = open && typed.trim() !== "" ? (fetcher.data?.items ?? []) : [];
  const hint = fetcher.data?.hint ?? null;
  // The key handler reads the list as last rendered.
  const shown = useEffectEvent(() => ({ items, active, hint }));

  // Typing: ask for suggestions after a pause; the box's current text is asked for at once.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const term = el.value;
      setTyped(term);
      setActive(-1);
      setOpen(term.trim() !== "");
      if (term.trim() !== "") fetcher.load(`/resources/autocomplete?${new URLSearchParams({ term })}`);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, AUTOCOMPLETE_DEBOUNCE_MS);
    };
    const choose = (query: string) => {
      el.value = query;
      setOpen(false);
      el.form?.requestSubmit();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { items: list, active: at, hint: completion } = shown();
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (list.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(stepIndex(at, event.key === "ArrowDown" ? 1 : -1, list.length));
      } else if (event.key === "Enter" && at >= 0 && list[at]) {
        event.preventDefault();
        choose(list[at].query);
      } else if (event.key === "Escape" && list.length > 0) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === "ArrowRight" && completion && el.selectionStart === el.value.length) {
        event.preventDefault();
        el.value = completion;
        ask();
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(el.value.trim() !== "");
    el.addEventListener("input", onInput);
    el.addEventListener("keydown", onKeyDown);
    el.addEventListener("blur", onBlur);
    el.addEventListener("focus", onFocus);
    if (el.value.trim() !== "" && document.activeElement === el) ask();
    return () => {
      clearTimeout(timer);
      el.removeEventListener("input", onInput);
      el.removeEventListener("keydown", onKeyDown);
      el.removeEventListener("blur", onBlur);
      el.removeEventListener("focus", onFocus);
    };
    // fetcher.load is stable for the fetcher's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input]);

  // The input's combobox state follows the list.
  const expanded = items.length > 0;
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) el.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else el.removeAttribute("aria-activedescendant");
  }, [expanded, active, input, listId]);

  const lowerTyped = typed.trim().toLowerCase();
  return (
    <ul id={listId} role="listbox" aria-label={label} hidden={!expanded} className="site-search__list" onMouseLeave={() => setActive(-1)}>
      {items.map((item, i) => {
        const head = item.query.startsWith(lowerTyped) ? lowerTyped : "";
        return (
          <li
            key={item.query}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="site-search__option"
            // Keep the focus in the box: a click chooses, it does not blur.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => {
              const el = input.current;
              if (!el) return;
              el.value = item.query;
              setOpen(false);
              el.form?.requestSubmit();
            }}
          >
            {head}
            <strong>{item.query.slice(head.length)}</strong>
          </li>
        );
      })}
    </ul>
  );
}
