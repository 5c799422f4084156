/**
 * /board/{id}/section/{sectionId}/edit — a section's Edit page (issue 34 item 2): rename (its
 * address follows, the old one redirects), and delete, asking what happens to its Pins: they stay
 * on the board, or go with it (the board's owner only). Plain forms that work without JavaScript;
 * with it, toasts and spinners. Reordering is on the board page ("Move up/down").
 */
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { BOARD_EDIT_COPY as C } from "~common/saving/boards";
import { SECTION_NAME_MAX_LENGTH } from "~common/saving/constants";
import { Button, ButtonLink } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { requireUser } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { NotFoundPage, notFoundMeta } from "../../not-found-page";
import { loadSectionEdit, sectionEditAction, type SectionEditAnswer } from "./section-edit.server";
import type { Route } from "./+types/section-edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.section ? pageMeta(C.editSectionTitle(loaderData.section.title)) : notFoundMeta();

export async function loader(args: Route.LoaderArgs) {
  return loadSectionEdit(args.request, args.context, await requireUser(args), args.params.id, args.params.sectionId);
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  return sectionEditAction(args.request, args.context, args.params);
}

export default function SectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as SectionEditAnswer | undefined;
  const navigation = useNavigation();
  const toast = useToast();
  useEffect(() => {
    if (answer?.message) toast.show({ message: answer.message, duration: TOAST_DURATION_MS.notice });
  }, [answer, toast]);
  if (!loaderData.section) return <NotFoundPage />;
  const { board, section, owner } = loaderData;
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <main id="main" className="page page--center">
      <div className="card-form board-edit">
        <h1 className="page__title">{C.editSectionTitle(section.title)}</h1>
        <p className="page__lead">
          <ButtonLink to={section.url} variant="tertiary" size="small">
            {board.name}
          </ButtonLink>
        </p>
        {answer?.message && navigation.state === "idle" ? (
          <p className={answer.ok ? "board-edit__status" : "board-edit__status board-edit__status--error"} role="status">
            {answer.message}
          </p>
        ) : null}
        <Form method="post" noValidate className="auth-form" key={section.title}>
          <input type="hidden" name="intent" value="rename" />
          <TextField
            label={C.sectionNameLabel}
            name="name"
            defaultValue={answer?.name ?? section.title}
            maxLength={SECTION_NAME_MAX_LENGTH * 2}
            autoComplete="off"
            error={answer?.nameError}
          />
          <Button type="submit" block busy={busy("rename")} busyLabel={C.saving}>
            {C.save}
          </Button>
        </Form>
        <section className="board-edit__part" aria-labelledby="delete-section-title">
          <h2 id="delete-section-title" className="section-title">
            {C.deleteSection}
          </h2>
          <Form method="post" className="auth-form">
            <input type="hidden" name="intent" value="delete" />
            <fieldset className="board-edit__choices">
              <legend className="field__label">{C.sectionPinsLegend(section.pinCount)}</legend>
              <label className="toggle">
                <input type="radio" name="pins" value="keep" defaultChecked />
                <span>
                  <span className="toggle__label">{C.keepPins}</span>
                  <span className="toggle__hint">{C.keepPinsHint}</span>
                </span>
              </label>
              <label className="toggle">
                <input type="radio" name="pins" value="delete" disabled={!owner} />
                <span>
                  <span className="toggle__label">{C.deletePins}</span>
                  <span className="toggle__hint">{owner ? C.deletePinsHint : C.deletePinsOwnerOnly}</span>
                </span>
              </label>
            </fieldset>
            <Button type="submit" variant="secondary" busy={busy("delete")} busyLabel={C.deleting}>
              {C.deleteSection}
            </Button>
          </Form>
        </section>
      </div>
    </main>
  );
}
