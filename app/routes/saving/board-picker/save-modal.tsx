/**
 * Why: the save-to-board modal (saving.md §2, §4, §5; business.md §4) — the Pin on the left, the
 * picker on the right, and the steps of saving.md §4's modal flow (board list → section list → create
 * board / Add section → 'Board created'), where closing steps back one screen at a time. It loads
 * and posts the route of the mobile-style picker page (/pin/{id}/repin/x/, app/routes/saving/board-picker/repin.server.ts)
 * through fetchers, so both show the same data and rules. Loaded on demand by the Save button
 * (app/routes/saving/board-picker/save-button.tsx), which gets the outcome and shows the toast or the
 * save-success dialog.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker/messages";
import { Modal } from "../../../components/dialog";
import type { PickerBoard, RepinData, SaveOutcome } from "./repin.server";
import { BoardPicker, type FlowStep, type FormLike, SaveFlowFrame, SectionPicker, STEP_TITLES, WantsSaveSuccess } from "./save-flow";
import { BoardCreated, CreateBoardForm, CreateSectionForm } from "./save-flow-forms";

/** ours: how long a row shows its success check before the modal hands over (saving.md §4 loading → success). */
export const SAVE_SUCCESS_BEAT_MS = 600;
/** ours: how long 'Board created' and its animation show (saving.md §2). */
export const BOARD_CREATED_MS = 1400;

export interface SaveModalProps {
  pinId: string;
  /** The save ends in the save-success dialog (its inputs come with the answer). */
  wantsSuccess?: boolean;
  /** The page the flow belongs to (no-JavaScript posts come back here). */
  next: string;
  onClose: () => void;
  onSaved: (outcome: Extract<SaveOutcome, { ok: true }>) => void;
}

export default function SaveModal({ pinId, next, onClose, onSaved, wantsSuccess = false }: SaveModalProps) {
  const base = `/pin/${pinId}/repin/x/`;
  const pickerFetcher = useFetcher<RepinData>();
  const sectionsFetcher = useFetcher<RepinData>();
  const suggestionsFetcher = useFetcher<RepinData>();
  const save = useFetcher<SaveOutcome>();
  const [step, setStep] = useState<FlowStep>("boards");
  const [board, setBoard] = useState<PickerBoard | null>(null);
  const handled = useRef<SaveOutcome | null>(null);

  // Once per modal (StrictMode runs a mounting component's effects twice in development: a second
  // load would cancel the first request and send another).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (pickerFetcher.state === "idle" && !pickerFetcher.data) void pickerFetcher.load(`${base}?part=picker`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const outcome = save.data;
  const saving = save.state !== "idle";
  const pendingId = saving && save.formData ? String(save.formData.get("section_id") || save.formData.get("board_id") || "") || null : null;
  const succeeded = outcome?.ok ? outcome : null;

  // A board just made shows its step first (adjusted during the render that sees the answer).
  const [createdFor, setCreatedFor] = useState<SaveOutcome | null>(null);
  if (outcome?.ok && outcome.createdBoard && save.state === "idle" && createdFor !== outcome) {
    setCreatedFor(outcome);
    setStep("created");
  }
  useEffect(() => {
    if (!outcome || handled.current === outcome || save.state !== "idle") return;
    handled.current = outcome;
    if (!outcome.ok) return;
    const timer = setTimeout(() => onSaved(outcome), outcome.createdBoard ? BOARD_CREATED_MS : SAVE_SUCCESS_BEAT_MS);
    return () => clearTimeout(timer);
  }, [outcome, save.state, onSaved]);

  const failed = outcome && !outcome.ok ? outcome : null;

  /** saving.md §4 "Closing steps back: create, then section list, then board list, then the modal closes." */
  const stepBack = () => {
    if (saving) return;
    if (step === "create_section") setStep("sections");
    else if (step === "create_board" || step === "sections") setStep("boards");
    else onClose();
  };

  const chooseSections = (b: PickerBoard) => {
    setBoard(b);
    setStep("sections");
    void sectionsFetcher.load(`${base}?${new URLSearchParams({ part: "sections", board: b.id })}`);
  };
  const createBoard = () => {
    setStep("create_board");
    if (!suggestionsFetcher.data) void suggestionsFetcher.load(`${base}?part=suggestions`);
  };

  const Form = save.Form as unknown as FormLike;
  const pin = pickerFetcher.data?.pin;
  // A save's error (saving.md §8: message_detail or message) shows above the list; name errors show under their field.
  const saveError = failed && !failed.fieldError ? failed.formError : undefined;
  const doneId = succeeded ? (succeeded.section?.id ?? succeeded.board.id) : null;
  const sectionsBoard = sectionsFetcher.data?.board && sectionsFetcher.data.board.id === board?.id ? sectionsFetcher.data.board : null;

  return (
    <WantsSaveSuccess.Provider value={wantsSuccess}>
      <Modal
        title={STEP_TITLES[step]}
        tall
        closeLabel={step === "boards" || step === "created" ? true : SAVE_FLOW_COPY.back}
        onClose={onClose}
        onDismissRequest={stepBack}
        className="save-flow save-flow--modal"
      >
        <SaveFlowFrame error={saveError} pin={pin}>
          {step === "boards" ? (
            <BoardPicker
              pinId={pinId}
              next={next}
              picker={pickerFetcher.data?.picker ?? null}
              Form={Form}
              js
              busyBoardId={pendingId}
              doneBoardId={doneId}
              onChooseSections={chooseSections}
              onCreateBoard={createBoard}
            />
          ) : step === "sections" ? (
            <SectionPicker
              pinId={pinId}
              next={next}
              board={sectionsBoard}
              Form={Form}
              js
              busyId={pendingId}
              doneId={doneId}
              onCreateSection={() => setStep("create_section")}
            />
          ) : step === "create_section" && board ? (
            <CreateSectionForm
              pinId={pinId}
              next={next}
              boardId={board.id}
              Form={Form}
              js
              answer={failed?.intent === "create_section" ? failed : null}
              busy={saving}
            />
          ) : step === "created" && succeeded ? (
            <BoardCreated name={succeeded.board.name} />
          ) : (
            <CreateBoardForm
              pinId={pinId}
              next={next}
              Form={Form}
              js
              answer={failed?.intent === "create_board" ? failed : null}
              busy={saving}
              suggestions={suggestionsFetcher.data?.suggestions ?? null}
              protectedFor={suggestionsFetcher.data ? suggestionsFetcher.data.protectedFor : undefined}
            />
          )}
        </SaveFlowFrame>
      </Modal>
    </WantsSaveSuccess.Provider>
  );
}
