/**
 * /board/{id}/edit — a board's Edit page (issue 34 item 2): name, description, secret or public,
 * the cover Pin, archive, delete with a confirmation that says how many Pins go with it. The owner
 * sees every field; a collaborator the description only (common/saving/boards/rules.ts). Plain
 * forms that work without JavaScript (the delete confirmation is ?confirm=delete); with it, the
 * answer is a toast, the buttons spin, and Archive flips at once, back if the call fails.
 */
import { useEffect } from "react";
import { Form, useFetcher, useNavigate, useNavigation, useSearchParams } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { BOARD_EDIT_COPY as C } from "~common/saving/boards/messages";
import { mayChangeBoardField } from "~common/saving/boards/rules";
import { BOARD_DESCRIPTION_MAX_LENGTH, BOARD_NAME_MAX_LENGTH } from "~common/saving/constants";
import { Button, ButtonLink } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { Toggle } from "../../../components/toggle";
import { requireUser } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { NotFoundPage, notFoundMeta } from "../../not-found-page";
import { boardEditAction, loadBoardEdit, type BoardEditAnswer } from "./board-edit.server";
import type { Route } from "./+types/board-edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.board ? pageMeta(C.editBoardTitle(loaderData.board.name)) : notFoundMeta();

export async function loader(args: Route.LoaderArgs) {
  return loadBoardEdit(args.request, args.context, await requireUser(args), args.params.id);
}

export async function action(args: Route.ActionArgs) {
  return boardEditAction(args.request, args.context, await requireUser(args), args.params.id);
}

/** Says an answer once it comes: a toast (with JavaScript; the page also shows it in place). */
function useAnswerToast(answer: BoardEditAnswer | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (answer?.message) toast.show({ message: answer.message, duration: TOAST_DURATION_MS.notice });
  }, [answer, toast]);
}

export default function BoardEdit({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as BoardEditAnswer | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const archiver = useFetcher<BoardEditAnswer>();
  useAnswerToast(answer);
  useAnswerToast(archiver.data);
  if (!loaderData.board) return <NotFoundPage />;
  const { board, role, covers } = loaderData;
  const owner = role === "owner";
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const values = saveAnswer?.values;
  // Archive shows its new state at once; a failed call's answer puts the loader's state back.
  const pending = archiver.formData?.get("intent");
  const archived = pending ? pending === "archive" : board.archived;
  return (
    <main id="main" className="page page--center">
      <div className="card-form board-edit">
        <h1 className="page__title">{C.editBoardTitle(board.name)}</h1>
        <p className="page__lead">
          <ButtonLink to={board.url} variant="tertiary" size="small">
            {C.backToBoard}
          </ButtonLink>
        </p>
        {answer?.message && navigation.state === "idle" ? (
          <p className={answer.ok ? "board-edit__status" : "board-edit__status board-edit__status--error"} role="status">
            {answer.message}
          </p>
        ) : null}
        {!owner ? <p className="field__hint">{C.collaboratorNote}</p> : null}
        <Form method="post" noValidate className="auth-form" key={board.name}>
          <input type="hidden" name="intent" value="save" />
          {mayChangeBoardField(role, "name") ? (
            <TextField
              label={C.nameLabel}
              name="name"
              defaultValue={values?.name ?? board.name}
              maxLength={BOARD_NAME_MAX_LENGTH * 2}
              autoComplete="off"
              error={saveAnswer?.fieldErrors?.name}
            />
          ) : null}
          <div className={`field${saveAnswer?.fieldErrors?.description ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor="board-description">
              {C.descriptionLabel}
            </label>
            <p id="board-description-hint" className="field__hint">
              {C.descriptionHint}
            </p>
            <div className="field__box">
              <textarea
                id="board-description"
                name="description"
                className="field__input board-edit__description"
                rows={3}
                maxLength={BOARD_DESCRIPTION_MAX_LENGTH}
                defaultValue={values?.description ?? board.description}
                aria-describedby="board-description-hint"
              />
            </div>
            {saveAnswer?.fieldErrors?.description ? (
              <p className="field__error" role="alert">
                {saveAnswer.fieldErrors.description}
              </p>
            ) : null}
          </div>
          {mayChangeBoardField(role, "privacy") ? (
            board.privacy === "protected" ? (
              <p className="field__hint">{C.protectedNote}</p>
            ) : (
              <>
                <input type="hidden" name="privacy_shown" value="1" />
                <Toggle
                  name="secret"
                  label={C.secretLabel}
                  hint={C.secretHint}
                  defaultChecked={values?.secret ?? board.privacy === "secret"}
                />
              </>
            )
          ) : null}
          {mayChangeBoardField(role, "cover_pin_id") ? (
            <fieldset className="board-edit__covers">
              <legend className="field__label">{C.coverLegend}</legend>
              <input type="hidden" name="cover_was" value={board.coverPinId ?? ""} />
              {covers.length === 0 ? <p className="field__hint">{C.noPinsForCover}</p> : null}
              <ul className="board-edit__cover-list">
                {covers.map((cover) => (
                  <li key={cover.id}>
                    <label className="board-edit__cover">
                      <input type="radio" name="cover_pin_id" value={cover.id} defaultChecked={cover.id === board.coverPinId} />
                      <img src={cover.imageUrl} alt={C.coverPin(cover.title)} width={72} height={72} style={{ background: cover.color }} />
                    </label>
                  </li>
                ))}
              </ul>
              {saveAnswer?.fieldErrors?.cover_pin_id ? (
                <p className="field__error" role="alert">
                  {saveAnswer.fieldErrors.cover_pin_id}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <Button type="submit" block busy={busy("save")} busyLabel={C.saving}>
            {C.save}
          </Button>
        </Form>
        {owner ? (
          <>
            <section className="board-edit__part" aria-labelledby="archive-title">
              <h2 id="archive-title" className="section-title">
                {C.archiveHeading}
              </h2>
              <p className="field__hint">{C.archiveHint}</p>
              <archiver.Form method="post">
                <input type="hidden" name="intent" value={archived ? "unarchive" : "archive"} />
                <Button type="submit" variant="secondary" busy={archiver.state !== "idle"} busyLabel={C.saving}>
                  {archived ? C.unarchive : C.archive}
                </Button>
              </archiver.Form>
            </section>
            <section className="board-edit__part" aria-labelledby="delete-title">
              <h2 id="delete-title" className="section-title">
                {C.deleteHeading}
              </h2>
              <p className="field__hint">{C.deleteHint}</p>
              <ButtonLink to="?confirm=delete" variant="secondary" preventScrollReset replace>
                {C.deleteBoard}
              </ButtonLink>
            </section>
          </>
        ) : null}
      </div>
      {owner && params.get("confirm") === "delete" ? (
        <Modal
          title={C.deleteConfirmTitle(board.name)}
          closeLabel={C.cancel}
          onClose={() => navigate(`/board/${board.id}/edit`, { replace: true, preventScrollReset: true })}
        >
          <p className="dialog__body">{C.deleteConfirm(board.pinCount, board.sectionCount)}</p>
          <Form method="post" className="dialog__actions" action={`/board/${board.id}/edit`}>
            <input type="hidden" name="intent" value="delete" />
            <ButtonLink to={`/board/${board.id}/edit`} variant="secondary" replace>
              {C.cancel}
            </ButtonLink>
            <Button type="submit" busy={busy("delete")} busyLabel={C.deleting}>
              {C.deleteForGood}
            </Button>
          </Form>
        </Modal>
      ) : null}
    </main>
  );
}
