/**
 * /pin/{id}/edit — edit a Pin (issue 34 item 1): its words (title, description with the hashtag
 * flyout, link, alt text) for its pinner, its board and section (a move) for a member, and Delete
 * with a confirmation for its pinner or its board's owner. Plain forms, the same without
 * JavaScript: another board's sections come with "Show sections", the confirmation is a step of
 * its own (?confirm_delete=1, the dialog rendered open) and after a delete a "deleted" step offers
 * Undo. With JavaScript the board choice fetches its sections, the dialog opens in place and a
 * delete shows the "Pin deleted" toast with Undo for the restore window while the board opens.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigate, useSubmit, type ShouldRevalidateFunctionArgs } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_LINK_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from "~common/saving/constants";
import { PIN_EDIT_COPY, PIN_EDIT_MESSAGES } from "~common/saving/pins/messages";
import { checkPinEdit, PIN_ALT_TEXT_MAX_LENGTH } from "~common/saving/pins/rules";
import { Button, buttonClassName } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { useFormPlumbing } from "../../../lib/forms";
import { requireUser } from "../../../lib/guards.server";
import { useHydrated } from "../../../lib/hydrated";
import { pageMeta } from "../../../lib/meta";
import { LabelledHashtagField } from "../hashtags";
import { NotFoundPage, notFoundMeta } from "../../not-found-page";
import { loadPinEdit, pinEditAction, type PinEditAnswer, type PinEditField } from "./pin-edit.server";
import { CONFIRM_DELETE_PARAM } from "./pin-edit-params";
import type { Route } from "./+types/pin-edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.step === "edit" || loaderData?.step === "deleted"
    ? pageMeta(loaderData.step === "edit" ? PIN_EDIT_COPY.editTitle : PIN_EDIT_COPY.deleted)
    : notFoundMeta();

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  return loadPinEdit(args.request, args.context, viewer, args.params.id);
}

export const action = ({ request, context, params }: Route.ActionArgs) => pinEditAction(request, context, params.id);

/** After a delete the page is left for the board: reading the Pin again would only find it gone. */
export const shouldRevalidate = ({ formData, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === "delete" && (actionResult as PinEditAnswer | undefined)?.ok ? false : defaultShouldRevalidate;

const FIELDS = ["title", "description", "link", "alt_text", "board_id", "section_id"] as const;
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

/** The same rule the API runs, before the form goes. */
function checkForm(form: FormData): PinEditAnswer | null {
  const failure = checkPinEdit({
    title: text(form, "title"),
    description: text(form, "description"),
    link: text(form, "link"),
    alt_text: text(form, "alt_text"),
  });
  return failure ? { ok: false, intent: "save", fieldErrors: { [failure.field]: PIN_EDIT_MESSAGES[failure.failure] } } : null;
}

type EditData = Extract<Route.ComponentProps["loaderData"], { step: "edit" }>;

/** Board, then section: the section choice follows the board (fetched with JavaScript, "Show sections" without). */
function MoveFields({ d, errors }: { d: EditData; errors: PinEditAnswer["fieldErrors"] }) {
  const hydrated = useHydrated();
  const [boardId, setBoardId] = useState(d.sectionsBoard);
  const sectionsFetcher = useFetcher<{ sections: { id: string; title: string }[] }>();
  // The loaded board's sections came with the page; another board's come from the fetcher (none while they load).
  const fetched = sectionsFetcher.state === "idle" ? sectionsFetcher.data?.sections : undefined;
  const sections = { board: boardId, list: boardId === d.sectionsBoard ? d.sections : (fetched ?? []) };
  const current = d.sectionsBoard === d.pin.boardId ? (d.pin.sectionId ?? "") : "";
  return (
    <fieldset className="pin-edit__move">
      <SelectField
        label={PIN_EDIT_COPY.board}
        name="board_id"
        value={boardId}
        onChange={(e) => {
          setBoardId(e.target.value);
          void sectionsFetcher.load(`/resources/board-sections?board=${encodeURIComponent(e.target.value)}`);
        }}
        options={d.boards.map((b) => ({ value: b.id, label: b.name }))}
        error={errors.board_id}
      />
      {hydrated ? null : (
        <Button type="submit" variant="tertiary" size="small" formMethod="get" formNoValidate>
          {PIN_EDIT_COPY.showSections}
        </Button>
      )}
      <input type="hidden" name="sections_board" value={sections.board} />
      <SelectField
        key={sections.board}
        label={PIN_EDIT_COPY.section}
        name="section_id"
        defaultValue={sections.board === d.sectionsBoard ? current : ""}
        disabled={sectionsFetcher.state !== "idle"}
        options={[{ value: "", label: PIN_EDIT_COPY.noSection }, ...sections.list.map((s) => ({ value: s.id, label: s.title }))]}
        error={errors.section_id}
      />
    </fieldset>
  );
}

/** Delete: the confirmation dialog (open on the server for ?confirm_delete=1), then the toast with Undo. */
function DeletePin({ d, open, setOpen }: { d: EditData; open: boolean; setOpen: (open: boolean) => void }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<PinEditAnswer>();
  const toast = useToast();
  const navigate = useNavigate();
  const submit = useSubmit();
  const answer = fetcher.data;
  // A delete that went through closes the dialog in the same render (a toast shown while it is
  // open would go into it, and with it); the effect after shows the toast and opens the board.
  const deleted = fetcher.state === "idle" && answer?.ok && answer.intent === "delete" ? answer : null;
  const shownFor = useRef<PinEditAnswer | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer || answer.intent !== "delete" || shownFor.current === answer) return;
    shownFor.current = answer;
    if (!answer.ok) {
      toast.show({ message: answer.formError ?? PIN_EDIT_COPY.failed, duration: TOAST_DURATION_MS.notice });
      return;
    }
    const id = d.pin.id;
    toast.show({
      message: PIN_EDIT_COPY.deleted,
      duration: TOAST_DURATION_MS.undo,
      // A navigation of its own (this page is gone by then): the action restores the Pin and opens it again.
      action: {
        label: PIN_EDIT_COPY.undo,
        onClick: () => void submit({ intent: "restore" }, { method: "post", action: `/pin/${id}/edit` }),
      },
    });
    void navigate(answer.deleted!.boardUrl);
  }, [fetcher.state, answer, d.pin.id, navigate, submit, toast]);
  const cancelHref = `/pin/${d.pin.id}/edit`;
  return (
    <>
      <Link
        to={`?${CONFIRM_DELETE_PARAM}=1`}
        className={buttonClassName({ variant: "secondary" })}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        {PIN_EDIT_COPY.deletePin}
      </Link>
      {open && !deleted ? (
        <Modal title={PIN_EDIT_COPY.confirmTitle} width={484} onClose={() => setOpen(false)} testId="pin-delete-confirm">
          <p className="dialog__body">{PIN_EDIT_COPY.confirmBody}</p>
          <fetcher.Form method="post" className="dialog__actions">
            <input type="hidden" name="intent" value="delete" />
            {hydrated ? <input type="hidden" name="js" value="1" /> : null}
            {hydrated ? (
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                {PIN_EDIT_COPY.cancel}
              </Button>
            ) : (
              <Link to={cancelHref} className={buttonClassName({ variant: "secondary" })}>
                {PIN_EDIT_COPY.cancel}
              </Link>
            )}
            <Button type="submit" busy={fetcher.state !== "idle"} busyLabel={PIN_EDIT_COPY.deleting}>
              {PIN_EDIT_COPY.confirmDelete}
            </Button>
          </fetcher.Form>
        </Modal>
      ) : null}
    </>
  );
}

function EditForm({ d, actionData }: { d: EditData; actionData: PinEditAnswer | undefined }) {
  const form = useFormPlumbing<PinEditField, PinEditAnswer>({
    fields: FIELDS,
    actionData: actionData?.intent === "save" ? actionData : undefined,
    check: checkForm,
  });
  const [confirming, setConfirming] = useState(d.confirmDelete);
  const errors = form.errors?.fieldErrors ?? {};
  const failed =
    form.errors?.formError ?? (actionData && !actionData.ok && actionData.intent !== "save" ? actionData.formError : undefined);
  return (
    <main id="main" className="page page--center">
      <div className="card-form pin-edit">
        <h1 className="page__title">{PIN_EDIT_COPY.editTitle}</h1>
        {d.pin.image ? (
          <img
            className="pin-edit__image"
            src={d.pin.image.url}
            width={d.pin.image.width}
            height={d.pin.image.height}
            alt={d.pin.altText || d.pin.title}
            style={{ backgroundColor: d.pin.color }}
          />
        ) : null}
        {failed ? (
          <p className="form-error" role="alert">
            {failed}
          </p>
        ) : null}
        <Form method="post" noValidate className="auth-form" onSubmit={form.onSubmit}>
          <input type="hidden" name="intent" value="save" />
          {d.may.words ? (
            <>
              <TextField
                ref={form.fieldRef("title")}
                label={PIN_EDIT_COPY.title}
                name="title"
                defaultValue={d.pin.title}
                maxLength={PIN_TITLE_MAX_LENGTH * 2}
                autoComplete="off"
                error={errors.title}
              />
              <LabelledHashtagField
                id="pin-edit-description"
                label={PIN_EDIT_COPY.description}
                hint={PIN_EDIT_COPY.descriptionHint}
                name="description"
                rows={3}
                maxLength={PIN_DESCRIPTION_MAX_LENGTH * 2}
                defaultValue={d.pin.description}
              >
                {errors.description ? (
                  <p className="field__error" role="alert">
                    {errors.description}
                  </p>
                ) : null}
              </LabelledHashtagField>
              <TextField
                ref={form.fieldRef("link")}
                label={PIN_EDIT_COPY.link}
                name="link"
                type="url"
                inputMode="url"
                defaultValue={d.pin.link}
                maxLength={PIN_LINK_MAX_LENGTH}
                autoComplete="off"
                error={errors.link}
              />
              <TextField
                ref={form.fieldRef("alt_text")}
                label={PIN_EDIT_COPY.altText}
                hint={PIN_EDIT_COPY.altTextHint}
                name="alt_text"
                defaultValue={d.pin.altText}
                maxLength={PIN_ALT_TEXT_MAX_LENGTH * 2}
                autoComplete="off"
                error={errors.alt_text}
              />
            </>
          ) : null}
          {d.may.move ? <MoveFields d={d} errors={errors} /> : null}
          {d.may.words || d.may.move ? (
            <Button type="submit" block busy={form.busy} busyLabel={PIN_EDIT_COPY.saving}>
              {PIN_EDIT_COPY.save}
            </Button>
          ) : null}
        </Form>
        <div className="pin-edit__footer">
          <Link to={`/pin/${d.pin.id}/`} className={buttonClassName({ variant: "tertiary" })}>
            {PIN_EDIT_COPY.cancel}
          </Link>
          {d.may.delete ? <DeletePin d={d} open={confirming} setOpen={setConfirming} /> : null}
        </div>
      </div>
    </main>
  );
}

/** After a delete without JavaScript: Undo (a form) for the window, and the way to the board. */
function Deleted({ id, boardUrl, answer }: { id: string; boardUrl: string; answer: PinEditAnswer | undefined }) {
  return (
    <main id="main" className="page page--center">
      <div className="card-form">
        <h1 className="page__title">{PIN_EDIT_COPY.deleted}</h1>
        <p className="page__lead">{PIN_EDIT_COPY.undoFor}</p>
        {answer && !answer.ok ? (
          <p className="form-error" role="alert">
            {answer.formError}
          </p>
        ) : null}
        <Form method="post" action={`/pin/${id}/edit`} className="dialog__actions">
          <input type="hidden" name="intent" value="restore" />
          <Button type="submit" variant="secondary">
            {PIN_EDIT_COPY.undo}
          </Button>
          <Link to={boardUrl} className={buttonClassName()}>
            {PIN_EDIT_COPY.toBoard}
          </Link>
        </Form>
      </div>
    </main>
  );
}

export default function PinEdit({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as PinEditAnswer | undefined;
  if (loaderData.step === "missing") return <NotFoundPage />;
  if (loaderData.step === "deleted") return <Deleted id={loaderData.id} boardUrl={loaderData.boardUrl} answer={answer} />;
  return <EditForm key={loaderData.pin.id} d={loaderData} actionData={answer} />;
}
