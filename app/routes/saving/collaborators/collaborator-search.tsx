/**
 * Why: the create-board form's collaborator search (saving.md §2 "a collaborator search", §3
 * Share suggestion, §4 "Collaborator invites are queued and sent after the board is saved;
 * toggling a candidate adds or removes them from the queue", §5 the email prompts). As the viewer
 * types, /resources/share-suggestions answers people (followed first) and the typed address; each
 * option toggles its person in the queue, and an address shows "Keep typing!" until it is one,
 * "Click to send!" then, and "Done!" once queued. The queue goes with the form as hidden fields
 * (invite_user, invite_email); the page's action sends the invites after creating the board.
 * The suggestions open only once the viewer types (saving.md §2 names a search, and no list
 * offered before it): nothing is asked for while the box is empty, and the list closes with
 * Escape, when the box is emptied, or when focus leaves the field (the queue's buttons are part
 * of it); typing or coming back to a box with text opens it again.
 * Loaded only once the page runs JavaScript (create-board.tsx), so no page pays for it up front.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { ShareSuggestion } from "~common/saving/collaborators/schemas";
import { SAVING_COPY } from "~common/saving/messages";
import { invitePrompt, isInviteEmail, stillSuggested, toggleCandidate, type InviteCandidate } from "~common/saving/collaborators/rules";
import { Avatar } from "../../../components/avatar";

/** ours: how long typing pauses before the suggestions are asked for, ms. */
const SUGGEST_DELAY_MS = 150;

interface Option {
  key: string;
  candidate: InviteCandidate | null;
  title: string;
  subtitle: string;
  imageUrl: string | null;
}

const toOption = (s: ShareSuggestion): Option => ({
  key: `${s.type}:${s.id}`,
  candidate: { kind: s.type === "email" ? "email" : "user", id: s.id, label: s.title },
  title: s.title,
  subtitle: s.username ? `@${s.username}` : "",
  imageUrl: s.type === "email" || s.image_medium_url.endsWith("/default-avatar.svg") ? null : s.image_medium_url,
});

export default function CollaboratorSearch() {
  const id = useId();
  const [query, setQuery] = useState("");
  // The last answer and the text it was for.
  const [answered, setAnswered] = useState<{ q: string; list: ShareSuggestion[] }>({ q: "", list: [] });
  const [queue, setQueue] = useState<InviteCandidate[]>([]);
  const [active, setActive] = useState(0);
  // Whether the viewer wants the suggestions: set by typing, cleared by Escape and by leaving.
  const [open, setOpen] = useState(false);
  const asked = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const typed = query.trim() !== "";

  // Whether a pointer is pressed anywhere on the page (see onBlur).
  const pressing = useRef(false);
  useEffect(() => {
    const down = () => void (pressing.current = true);
    const up = () => void (pressing.current = false);
    window.addEventListener("pointerdown", down, true);
    window.addEventListener("pointerup", up, true);
    window.addEventListener("pointercancel", up, true);
    return () => {
      window.removeEventListener("pointerdown", down, true);
      window.removeEventListener("pointerup", up, true);
      window.removeEventListener("pointercancel", up, true);
    };
  }, []);

  useEffect(() => {
    const n = ++asked.current;
    // Nothing typed, nothing to suggest (an answer still on its way is dropped by `n`).
    if (query.trim() === "") return;
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/resources/share-suggestions?${new URLSearchParams({ q: query })}`);
        const list = (await res.json()) as ShareSuggestion[];
        if (n === asked.current) setAnswered({ q: query, list });
      } catch {
        if (n === asked.current) setAnswered({ q: query, list: [] });
      }
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // People from the API (an older answer narrowed to those the text still names), then the typed
  // address (its prompt says whether it can be sent yet).
  const typedEmail = query.includes("@");
  const people = answered.list.filter((s) => s.type !== "email" && (answered.q === query || stillSuggested(s, query)));
  const options: Option[] = people.map(toOption);
  if (typedEmail) {
    const email = query.trim().toLowerCase();
    options.push({
      key: "email",
      candidate: isInviteEmail(email) ? { kind: "email", id: email, label: email } : null,
      title: query.trim(),
      subtitle: SAVING_COPY[invitePrompt(query, queue)],
      imageUrl: null,
    });
  }
  const queued = (o: Option) => o.candidate !== null && queue.some((c) => c.kind === o.candidate!.kind && c.id === o.candidate!.id);
  const choose = (o: Option | undefined) => o?.candidate && setQueue((q) => toggleCandidate(q, o.candidate!));
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const shown = open && typed && options.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!shown) setOpen(typed);
      else setActive((current + (e.key === "ArrowDown" ? 1 : options.length - 1)) % options.length);
    } else if (e.key === "Enter") {
      // Enter picks the highlighted person instead of sending the form.
      if (shown) {
        e.preventDefault();
        choose(options[current]);
      }
    } else if (e.key === "Escape" && shown) {
      // Closes the list only: not the dialog the form may be in.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };
  // Focus moving to something outside the field (not to the queue's buttons) closes the list. The
  // list is in the form's flow: moved there by a press (on Create, say), it goes only once that
  // press is over and has clicked, or what was pressed would move away from under the pointer.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    if (!pressing.current) return setOpen(false);
    const released = () => {
      document.removeEventListener("pointerup", released, true);
      document.removeEventListener("pointercancel", released, true);
      setTimeout(() => setOpen(false));
    };
    document.addEventListener("pointerup", released, true);
    document.addEventListener("pointercancel", released, true);
  };

  return (
    <div className="field collaborators" onBlur={onBlur}>
      <label className="field__label" htmlFor={`${id}-input`}>
        {SAVING_COPY.collaboratorsLabel}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {SAVING_COPY.collaboratorsHint}
      </p>
      {queue.length > 0 ? (
        <ul className="collaborators__queue" aria-label={SAVING_COPY.inviteQueue}>
          {queue.map((c) => (
            <li key={`${c.kind}:${c.id}`} className="collaborators__chip">
              <span>{c.label}</span>
              <button
                type="button"
                className="collaborators__unqueue"
                aria-label={SAVING_COPY.removeFromQueue(c.label)}
                onClick={() => {
                  setQueue((q) => toggleCandidate(q, c));
                  // The button goes away with its chip: the search keeps the focus.
                  input.current?.focus();
                }}
              >
                ×
              </button>
              <input type="hidden" name={c.kind === "user" ? "invite_user" : "invite_email"} value={c.id} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="field__box">
        <input
          ref={input}
          id={`${id}-input`}
          className="field__input"
          role="combobox"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={shown ? `${id}-opt-${current}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(typed)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={SAVING_COPY.collaboratorsLabel}
        aria-multiselectable="true"
        className="collaborators__list"
        hidden={!shown}
      >
        {(shown ? options : []).map((o, i) => (
          <li
            key={o.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={queued(o)}
            aria-disabled={o.candidate === null || undefined}
            className={`collaborators__option${i === current ? " collaborators__option--active" : ""}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
          >
            <Avatar name={o.title} colorIndex={i} imageUrl={o.imageUrl} size={32} />
            <span className="collaborators__text">
              <span className="collaborators__title">{o.title}</span>
              {o.subtitle ? <span className="collaborators__subtitle">{o.subtitle}</span> : null}
            </span>
            {queued(o) && o.key !== "email" ? <span className="collaborators__check">{SAVING_COPY.inviteDone}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
