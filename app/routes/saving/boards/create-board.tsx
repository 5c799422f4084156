/**
 * /board/create/ — create a board (saving.md §2 "Link for creating a board"; the Create board form
 * of §2: a name field, a Secret toggle and a collaborator search whose queue is invited once the
 * board is saved, §4). It is where the Save button sends a viewer who has no
 * board yet, with ?pin= to save once the board exists. The action checks the name with the §5 rule
 * ("Don't forget to name your board!", at most 50 characters) before the API does, and the field
 * shows the error. A plain form (no client code beyond the design system's, which keeps the
 * sign-up and log-in pages' shared chunks as they are); logged-out visitors log in first.
 */
import { Form, useLocation, useNavigation, useSearchParams } from "react-router";
import { BOARD_NAME_MAX_LENGTH } from "~common/saving/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { Button, ButtonLink } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { TextField } from "../../../components/text-field";
import { Toggle } from "../../../components/toggle";
import { requireUser } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { createBoardFromForm, type CreateBoardAnswer } from "./create-board.server";
import { CollaboratorsField } from "../collaborators";
import type { Route } from "./+types/create-board";

export const meta: Route.MetaFunction = () => pageMeta(SAVING_COPY.createBoardTitle);

export const loader = async (args: Route.LoaderArgs) => {
  await requireUser(args);
  return null;
};

export const action = ({ request, context }: Route.ActionArgs) => createBoardFromForm(request, context);

export default function CreateBoard({ actionData }: Route.ComponentProps) {
  const answer = actionData as CreateBoardAnswer | undefined;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <main id="main" className="page page--center">
      <div className="card-form">
        <h1 className="page__title">{SAVING_COPY.createBoardTitle}</h1>
        {params.get("pin") ? <p className="page__lead">{SAVING_COPY.noBoardsYet}</p> : null}
        <Form method="post" noValidate className="auth-form">
          <TextField
            label={SAVING_COPY.boardNameLabel}
            name="name"
            hint={SAVING_COPY.boardNamePlaceholderHint}
            defaultValue={answer?.name}
            maxLength={BOARD_NAME_MAX_LENGTH * 2}
            autoComplete="off"
            error={answer?.fieldError}
            autoFocus={answer?.fieldError !== undefined}
          />
          <Toggle name="secret" label={SAVING_COPY.secretToggle} hint={SAVING_COPY.secretHint} defaultChecked={answer?.secret} />
          <CollaboratorsField defaultValue={answer?.invite} />
          <Button type="submit" block busy={busy} busyLabel={SAVING_COPY.creating}>
            {SAVING_COPY.create}
          </Button>
        </Form>
      </div>
      {/* saving.md §8: a board that could not be created (not a name problem) says why, or 'Uh oh! Something went wrong.' */}
      {answer?.formError && navigation.state === "idle" ? (
        <Modal title={SAVING_COPY.createBoardTitle} closeLabel>
          <p className="dialog__body" role="alert">
            {answer.formError}
          </p>
          <div className="dialog__actions">
            <ButtonLink to={`/board/create${location.search}`} variant="secondary">
              {SAVING_COPY.tryAgain}
            </ButtonLink>
          </div>
        </Modal>
      ) : null}
    </main>
  );
}
