/**
 * /board/{id}/create_section/ — add a section to a board (saving.md §2, the mobile-style picker's
 * 'Create section' footer link; §5 "trimmed and required"; §8 the refusal under the field). A plain
 * form, the same without JavaScript; logged-out visitors log in first.
 */
import { Form, useNavigation } from "react-router";
import { SECTION_NAME_MAX_LENGTH } from "~common/saving/constants";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { requireUser } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { NotFoundPage, notFoundMeta } from "../../not-found-page";
import { createSectionFromForm, loadCreateSection, type CreateSectionAnswer } from "./create-section.server";
import type { Route } from "./+types/create-section";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.board ? pageMeta(SAVE_FLOW_COPY.createSectionTitle) : notFoundMeta();

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return loadCreateSection(args.request, args.context, args.params.id);
}

export const action = ({ request, context, params }: Route.ActionArgs) => createSectionFromForm(request, context, params.id);

export default function CreateSection({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as CreateSectionAnswer | undefined;
  const navigation = useNavigation();
  if (!loaderData.board) return <NotFoundPage />;
  return (
    <main id="main" className="page page--center">
      <div className="card-form">
        <h1 className="page__title">{SAVE_FLOW_COPY.createSectionTitle}</h1>
        <p className="page__lead">{loaderData.board.name}</p>
        <Form method="post" noValidate className="auth-form">
          <TextField
            label={SAVE_FLOW_COPY.sectionNameLabel}
            name="name"
            hint={SAVE_FLOW_COPY.sectionNameHint}
            defaultValue={answer?.name}
            maxLength={SECTION_NAME_MAX_LENGTH * 2}
            autoComplete="off"
            error={answer?.fieldError}
            autoFocus
          />
          <Button type="submit" block busy={navigation.state !== "idle"} busyLabel={SAVE_FLOW_COPY.adding}>
            {SAVE_FLOW_COPY.add}
          </Button>
        </Form>
      </div>
    </main>
  );
}
