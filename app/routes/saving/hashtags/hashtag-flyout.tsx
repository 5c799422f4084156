/**
 * Why: the hashtag autocomplete flyout (saving.md §2; §3 Hashtag suggestion query and pin_count;
 * §7 GET /v3/search/autocomplete/ with q and show_pin_count; §8 "Hashtag lookup fails: the flyout
 * is hidden"; §9 5 suggestions), loaded on demand by ./hashtag-field.tsx for its textarea. When
 * the caret is in a hashtag (common/saving/hashtags/typing.ts), after HASHTAG_LOOKUP_DEBOUNCE_MS
 * without typing it asks /resources/hashtags (./hashtags.ts, which calls the API) and lists the
 * answers under the field, each with its Pin count (narrowed to the tag as typed while a newer
 * look-up is on its way). Up and down move through them (the board
 * picker's keyboard model, common/saving/board-picker/rules.ts), Enter or a click completes the tag at
 * the caret, Escape, leaving the field or moving the caret out of the tag closes the list; a
 * failed or stale look-up shows nothing. The textarea stays the page's own element: this module
 * listens to it and sets its aria-activedescendant, and a completion goes through the element's
 * value setter and an input event, so a page's React state (a controlled field) follows.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from "react";
import { foldWord } from "~common/business/search";
import { HASHTAG_LOOKUP_DEBOUNCE_MS } from "~common/saving/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker";
import { completeHashtag, hashtagAtCaret, type TypedHashtag } from "~common/saving/hashtags/typing";
import { PICKER_NO_HIGHLIGHT, pickerKey } from "~common/saving/board-picker";
import type { HashtagSuggestion } from "./hashtags";

/** The tag at the field's caret (none while text is selected). */
function typedIn(el: HTMLTextAreaElement): TypedHashtag | null {
  return el.selectionStart === el.selectionEnd ? hashtagAtCaret(el.value, el.selectionStart) : null;
}

/** Sets a (possibly React-controlled) textarea's text and caret, and tells the page as typing would. */
function replaceText(el: HTMLTextAreaElement, text: string, caret: number) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(el, text);
  el.setSelectionRange(caret, caret);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The answers that still fit the tag as typed now (while the look-up for it is on its way), compared as the API does. */
export function stillMatching(items: readonly HashtagSuggestion[], prefix: string | null): HashtagSuggestion[] {
  if (prefix === null) return [];
  const want = foldWord(prefix);
  return items.filter((i) => foldWord(i.query.replace(/^#/, "")).startsWith(want));
}

export default function HashtagFlyout({ field, listId }: { field: RefObject<HTMLTextAreaElement | null>; listId: string }) {
  const [answer, setAnswer] = useState<HashtagSuggestion[]>([]);
  // The tag at the caret now (null: the caret is in none).
  const [prefix, setPrefix] = useState<string | null>(null);
  const [active, setActive] = useState(PICKER_NO_HIGHLIGHT);
  const items = stillMatching(answer, prefix);
  // The key handler reads the list as last rendered.
  const shown = useEffectEvent(() => ({ items, active }));
  // The look-up in flight (aborted by the next one) and what it was for.
  const asking = useRef<{ prefix: string; abort: AbortController } | null>(null);
  const current = useRef<string | null>(null);

  useEffect(() => {
    const el = field.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      clearTimeout(timer);
      asking.current?.abort.abort();
      asking.current = null;
      current.current = null;
      setAnswer([]);
      setPrefix(null);
      setActive(PICKER_NO_HIGHLIGHT);
    };
    const lookUp = async (prefix: string) => {
      asking.current?.abort.abort();
      const abort = new AbortController();
      asking.current = { prefix, abort };
      try {
        const res = await fetch(`/resources/hashtags?${new URLSearchParams({ q: `#${prefix}` })}`, { signal: abort.signal });
        if (!res.ok) throw new Error(`hashtag look-up: HTTP ${res.status}`);
        const { items: found } = (await res.json()) as { items: HashtagSuggestion[] };
        // Superseded by a later look-up, or the list was closed meanwhile (the caret left the tag).
        // A tag typed further meanwhile narrows the answer (stillMatching) until its own comes.
        if (asking.current?.abort !== abort) return;
        // The highlighted tag stays highlighted when the answer still lists it: the list narrowed
        // from the last answer is often already the new one, and someone may be moving through it
        // (a reset here turned their Enter into a line break).
        const { items: listed, active: at } = shown();
        const highlighted = listed[at]?.query;
        setAnswer(found);
        const still = stillMatching(found, current.current).findIndex((item) => item.query === highlighted);
        setActive(still === -1 ? PICKER_NO_HIGHLIGHT : still);
      } catch {
        // §8: a failed look-up hides the flyout.
        if (asking.current?.abort === abort) close();
      }
    };
    /** After typing or moving the caret: look the tag up after a pause, or close. */
    const follow = () => {
      const typed = typedIn(el);
      clearTimeout(timer);
      if (!typed) return close();
      if (current.current !== typed.prefix) {
        current.current = typed.prefix;
        setPrefix(typed.prefix);
        setActive(PICKER_NO_HIGHLIGHT);
      }
      if (asking.current?.prefix === typed.prefix) return;
      timer = setTimeout(() => void lookUp(typed.prefix), HASHTAG_LOOKUP_DEBOUNCE_MS);
    };
    const pick = (item: HashtagSuggestion | undefined) => {
      const typed = typedIn(el);
      if (!item || !typed) return close();
      const done = completeHashtag(el.value, typed, item.query, el.maxLength > 0 ? el.maxLength : Infinity);
      close();
      if (done) replaceText(el, done.text, done.caret);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { items: list, active: at } = shown();
      if (list.length === 0 || event.isComposing) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp" || (event.key === "Enter" && at !== PICKER_NO_HIGHLIGHT)) {
        event.preventDefault();
        const next = pickerKey(at, event.key, list.length);
        if (next.select) pick(list[next.index]);
        else setActive(next.index);
      } else if (event.key === "Escape") {
        // The list closes; a dialog around the field stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) follow();
    };
    const onChoose = (event: Event) => pick((event as CustomEvent<HashtagSuggestion>).detail);
    el.addEventListener("input", follow);
    el.addEventListener("click", follow);
    el.addEventListener("keyup", onKeyUp);
    el.addEventListener("keydown", onKeyDown);
    el.addEventListener("blur", close);
    el.addEventListener("hashtag-choose", onChoose);
    // Loaded by the first keystroke or focus: what is there now counts.
    if (document.activeElement === el) follow();
    return () => {
      close();
      el.removeEventListener("input", follow);
      el.removeEventListener("click", follow);
      el.removeEventListener("keyup", onKeyUp);
      el.removeEventListener("keydown", onKeyDown);
      el.removeEventListener("blur", close);
      el.removeEventListener("hashtag-choose", onChoose);
    };
  }, [field]);

  // The field's part of the list's state.
  const open = items.length > 0;
  useEffect(() => {
    const el = field.current;
    if (!el) return;
    if (open && active !== PICKER_NO_HIGHLIGHT) el.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else el.removeAttribute("aria-activedescendant");
  }, [open, active, field, listId]);

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={SAVE_FLOW_COPY.hashtagSuggestions}
        hidden={!open}
        className="hashtag-flyout"
        onMouseLeave={() => setActive(PICKER_NO_HIGHLIGHT)}
      >
        {items.map((item, i) => (
          <li
            key={item.query}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="hashtag-flyout__option"
            // Keep the focus (and the caret) in the field: a click completes, it does not blur.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => field.current?.dispatchEvent(new CustomEvent("hashtag-choose", { detail: item }))}
          >
            <span className="hashtag-flyout__tag">{item.query}</span>
            <span className="hashtag-flyout__count">{SAVING_COPY.pinCount(item.pin_count)}</span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {open ? SAVE_FLOW_COPY.hashtagSuggestionCount(items.length) : ""}
      </span>
    </>
  );
}
