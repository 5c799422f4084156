/**
 * Why: the save-to-board flow's two forms — Create board (with its collaborators, §2, §4) and
 * Add section (saving.md §2, §5, §8)
 * — and the 'Board created' moment, apart from the pickers (app/routes/saving/board-picker/save-flow.tsx):
 * the picker page loads them only when it shows them (app/routes/saving/board-picker/repin.tsx), the modal
 * with itself.
 */
import { useState } from "react";
import { Link } from "react-router";
import { BOARD_NAME_MAX_LENGTH, SECTION_NAME_MAX_LENGTH } from "~common/saving/constants";
import { NAME_RULE_MESSAGES, SAVING_COPY } from "~common/saving/messages";
import { checkBoardName, checkSectionName } from "~common/saving/rules";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker/messages";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { Toggle } from "../../../components/toggle";
import { useHydrated } from "../../../lib/hydrated";
import type { SaveOutcome } from "./repin.server";
import { CollaboratorsField } from "../collaborators";
import { FlowFields, stepHref, type FormLike } from "./save-flow";

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
  /**
   * saving.md §6: the ad account the viewer acts for (the board will be protected, no one can be
   * invited); null for a normal owner; undefined while not known yet (the modal's read is on its way).
   */
  protectedFor?: string | null;
}

/**
 * Create board (saving.md §2, §5): name, Secret toggle, suggested names, and the collaborator
 * search whose queue is invited once the board exists (§4; not for a protected board, §6 "Only a
 * normal owner can … invite collaborators"); Create is disabled while the name is empty or
 * invalid, while an error shows, or while saving.
 */
export function CreateBoardForm({
  pinId,
  next,
  Form,
  js,
  answer,
  busy,
  suggestions,
  initialName = "",
  protectedFor,
}: CreateBoardFormProps) {
  const hydrated = useHydrated();
  const [name, setName] = useState(answer?.name ?? initialName);
  // Typing clears the server's error until the next answer.
  const [clearedFor, setClearedFor] = useState<Failed | null | undefined>(null);
  const local = checkBoardName(name);
  const serverError = clearedFor === answer ? undefined : answer?.fieldError;
  const error = serverError ?? (name !== "" && local ? NAME_RULE_MESSAGES[local] : undefined);
  const disabled = hydrated && (name.trim() === "" || local !== null || Boolean(error) || busy);
  return (
    <Form method="post" action={stepHref(pinId, next, { step: "create_board" })} className="save-flow__form" noValidate>
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
            {SAVE_FLOW_COPY.suggestedNames}
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
      {protectedFor ? (
        // saving.md §6: acting for an ad account, the Secret toggle is a disabled Protected board switch.
        <Toggle locked role="switch" label={SAVE_FLOW_COPY.protectedBoard} hint={SAVE_FLOW_COPY.protectedBoardHint(protectedFor)} />
      ) : (
        <Toggle name="secret" label={SAVING_COPY.secretToggle} hint={SAVING_COPY.secretHint} defaultChecked={answer?.secret} />
      )}
      {protectedFor === null ? <CollaboratorsField defaultValue={answer?.invite} /> : null}
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
    <Form method="post" action={stepHref(pinId, next, { step: "create_section", board: boardId })} className="save-flow__form" noValidate>
      <FlowFields intent="create_section" next={next} js={js} />
      <input type="hidden" name="board_id" value={boardId} />
      <TextField
        label={SAVE_FLOW_COPY.sectionNameLabel}
        name="name"
        hint={SAVE_FLOW_COPY.sectionNameHint}
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
        <Button type="submit" disabled={disabled} busy={busy} busyLabel={SAVE_FLOW_COPY.adding}>
          {SAVE_FLOW_COPY.add}
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
