/**
 * /pin/{id}/repin/x/ — the mobile-style board picker page (saving.md §2 "Mobile-style board
 * picker page"): Choose board (Top choices, All boards), then Choose section for a board with
 * sections, Create board and Add section, one step per URL (?step=, ?board=). It is where the
 * Save button goes without JavaScript, so every step is a plain link or form; the save-to-board
 * modal shows the same screens (app/routes/saving/board-picker/save-flow.tsx). Logged-out visitors go to /.
 */
import { lazy, Suspense } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker/messages";
import { pageMeta } from "../../../lib/meta";
import { loadRepin, repinAction, type SaveOutcome } from "./repin.server";
import { NOTICE_PARAM, NOTICE_SEEN, SAVE_ERROR_PARAM } from "./saved-params";
import { BoardPicker, SaveFlowFrame, SectionPicker, STEP_TITLES, stepHref } from "./save-flow";

// The forms load when their step shows; a document request with ?step= waits for them
// (app/entry.server.tsx, LAZY_CONTENT_PARAMS), so they are there without JavaScript too.
const CreateBoardForm = lazy(() => import("./save-flow-forms").then((m) => ({ default: m.CreateBoardForm })));
const CreateSectionForm = lazy(() => import("./save-flow-forms").then((m) => ({ default: m.CreateSectionForm })));
import type { Route } from "./+types/repin";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? STEP_TITLES[loaderData.step] : SAVE_FLOW_COPY.chooseBoard);

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadRepin(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) => repinAction(request, context, params.id);

function noticeSeen(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(NOTICE_PARAM, NOTICE_SEEN);
  return next;
}

export default function RepinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pin, step, picker, board, suggestions, query, next } = loaderData;
  const answer = actionData as Extract<SaveOutcome, { ok: false }> | undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const busyId = pending ? String(pending.get("section_id") || pending.get("board_id") || "") || null : null;
  const saveError = params.get(SAVE_ERROR_PARAM);
  const back = step === "boards" ? next : stepHref(pin.id, next, step === "create_section" && board ? { board: board.id } : {});
  return (
    <main id="main" className="page page--center">
      <div className="save-flow save-flow--page">
        <header className="save-flow__header">
          <Link to={back} className="save-flow__back" aria-label={step === "boards" ? SAVE_FLOW_COPY.cancel : SAVE_FLOW_COPY.back}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M17.28 24c-.57 0-1.14-.22-1.58-.66L4.5 12 15.7.66a2.21 2.21 0 0 1 3.15 0c.87.88.87 2.3 0 3.18L10.79 12l8.06 8.16c.87.88.87 2.3 0 3.18-.44.44-1 .66-1.57.66"
              />
            </svg>
          </Link>
          <h1 className="save-flow__title">{STEP_TITLES[step]}</h1>
        </header>
        <SaveFlowFrame error={saveError} pin={pin} continueHref={`?${noticeSeen(params)}`}>
          <Suspense fallback={null}>
            {step === "boards" ? (
              <BoardPicker
                key={query}
                pinId={pin.id}
                next={next}
                picker={picker}
                Form={Form}
                js={false}
                initialQuery={query}
                busyBoardId={busyId}
              />
            ) : step === "sections" ? (
              <SectionPicker pinId={pin.id} next={next} board={board} Form={Form} js={false} busyId={busyId} />
            ) : step === "create_section" && board ? (
              <CreateSectionForm
                pinId={pin.id}
                next={next}
                boardId={board.id}
                Form={Form}
                js={false}
                answer={answer}
                busy={Boolean(pending)}
              />
            ) : (
              <CreateBoardForm
                pinId={pin.id}
                next={next}
                Form={Form}
                js={false}
                answer={answer}
                busy={Boolean(pending)}
                suggestions={suggestions}
                initialName={params.get("name") ?? ""}
                protectedFor={loaderData.protectedFor}
                key={params.get("name") ?? ""}
              />
            )}
          </Suspense>
        </SaveFlowFrame>
      </div>
    </main>
  );
}
