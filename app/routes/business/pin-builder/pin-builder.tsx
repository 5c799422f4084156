/**
 * /pin-builder/ (business.md §2, §3, §6; saving.md pin creation): upload an image (stored in R2,
 * method "uploaded"), give it a title, a description with #hashtags and a link, choose a board and
 * section, a layout with its aspect ratios (single and carousel 2:3, 3:4, 1:1; story 9:16), in a
 * column 880 px wide, and publish. The builder shows exactly the features the gating allows
 * (common/business/pin-builder/gating.ts); those that need a service this site does not have
 * say so. The creation status (attempted, uploading, publishing, succeeded) and the editor state
 * are announced. A visitor sees 'Log in to continue'. Works without JavaScript; with it, choosing
 * an image uploads it at once, choosing a board shows its sections, and the description's
 * #hashtags are completed from a flyout (saving.md §2, ../../saving/hashtags/hashtag-field.tsx).
 */
import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigation, useSubmit } from "react-router";
import { AUTH_HEADER_COPY } from "~common/auth/header-copy";
import { PIN_BUILDER_LAYOUTS, PIN_BUILDER_WIDTH } from "~common/business/constants";
import { BUSINESS_COPY } from "~common/business/messages";
import { PIN_BUILDER_COPY as T } from "~common/business/pin-builder/copy";
import type { PinBuilderFeature } from "~common/business/pin-builder/gating";
import { PIN_DESCRIPTION_MAX_LENGTH } from "~common/saving/constants";
import { isDisplayableImage } from "~common/saving/images";
import { hashtags } from "~common/saving/board-picker";
import { linkDomain } from "~common/saving/rules";
import { Button, ButtonLink } from "../../../components/button";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { pageMeta } from "../../../lib/meta";
import { LabelledHashtagField } from "../../saving/hashtags";
import { markPinBuilderVisit } from "../quick-promote";
import { EMPTY_DRAFT, type BuilderAnswer } from "./pin-builder-draft";
import { pinBuilderAction, pinBuilderLoader } from "./pin-builder.server";
import stylesheet from "../business.css?url";
import type { Route } from "./+types/pin-builder";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: Route.MetaFunction = () => pageMeta(T.title, T.description);
export const loader = ({ request, context }: Route.LoaderArgs) => pinBuilderLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => pinBuilderAction(request, context);

/** Features that work here; every other allowed one says it needs a service we do not have. */
const WORKING: ReadonlySet<PinBuilderFeature> = new Set([
  "pin_creation",
  "idea_pin_creation",
  "layouts",
  "link_status_validation",
  "education",
  "pin_quality",
]);

export default function PinBuilderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { features, layouts, boards } = loaderData;
  const on = new Set(features);
  const answer = actionData as BuilderAnswer | undefined;
  const draft = answer?.kind === "draft" ? answer.draft : EMPTY_DRAFT;
  const navigation = useNavigation();
  const submit = useSubmit();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [link, setLink] = useState(draft.link);
  const [description, setDescription] = useState(draft.description);
  // The first layout offered, at its first ratio, unless the answer carries a choice.
  const first = layouts[0] ?? "single";
  const [layout, setLayout] = useState(answer?.kind === "draft" ? draft.layout : first);
  const [ratio, setRatio] = useState(answer?.kind === "draft" ? draft.ratio : PIN_BUILDER_LAYOUTS[first].map(([a, b]) => `${a}:${b}`)[0]!);
  const [boardId, setBoardId] = useState(draft.boardId || boards[0]?.id || "");
  const [sections, setSections] = useState(answer?.kind === "draft" ? answer.sections : null);
  // With JavaScript a board's sections come from the loader (?board=) as soon as it is chosen.
  const sectionsFetcher = useFetcher<typeof loader>();
  useEffect(() => markPinBuilderVisit(), []);
  // A board's sections as they come, then a new answer's draft (adjusted during the render that
  // sees each).
  const [sectionsSeen, setSectionsSeen] = useState(sectionsFetcher.data);
  if (sectionsSeen !== sectionsFetcher.data) {
    setSectionsSeen(sectionsFetcher.data);
    if (sectionsFetcher.data?.sections) setSections(sectionsFetcher.data.sections);
  }
  const [answerSeen, setAnswerSeen] = useState(answer);
  if (answerSeen !== answer) {
    setAnswerSeen(answer);
    if (answer?.kind === "draft") {
      setLink(answer.draft.link);
      setDescription(answer.draft.description);
      setSections(answer.sections);
    }
  }

  if (!loaderData.signedIn) {
    return (
      <main id="main" className="pin-builder">
        <h1 className="pin-builder__title">{BUSINESS_COPY.logInToContinue}</h1>
        <p>{T.visitorLead}</p>
        <ButtonLink to={loaderData.loginHref}>{AUTH_HEADER_COPY.logIn}</ButtonLink>
      </main>
    );
  }
  if (answer?.kind === "published") {
    return (
      <main id="main" className="pin-builder">
        <h1 className="pin-builder__title">{T.published}</h1>
        <p className="pin-builder__status" role="status" data-creation-status="succeeded" data-editor-state="saved">
          {T.creationStatus.succeeded}
        </p>
        <div className="console__actions">
          <ButtonLink to={`/pin/${answer.pinId}`}>{T.viewPin}</ButtonLink>
          <ButtonLink to="/pin-builder/" variant="secondary" reloadDocument>
            {T.makeAnother}
          </ButtonLink>
        </div>
      </main>
    );
  }
  if (!on.has("pin_creation") && !on.has("idea_pin_creation")) {
    return (
      <main id="main" className="pin-builder">
        <h1 className="pin-builder__title">{T.title}</h1>
        <p role="status">{T.creationOff}</p>
      </main>
    );
  }

  const errors = answer?.kind === "draft" ? answer.fieldErrors : {};
  const creationStatus =
    intent === "upload" ? "uploading" : intent === "publish" ? "publishing" : answer?.kind === "draft" ? (answer.status ?? null) : null;
  const editorState = intent === "upload" ? "processing" : intent === "publish" ? "creating" : draft.imageUrl ? "edited" : null;
  const [w, h] = ratio.split(":").map(Number) as [number, number];
  const domain = link.trim() ? linkDomain(link.trim()) : null;
  const tags = hashtags(description);
  const story = loaderData.scenario === "story_pin" || loaderData.scenario === "story_pin_v2";

  return (
    <main id="main" className="pin-builder" style={{ maxWidth: PIN_BUILDER_WIDTH }}>
      <h1 className="pin-builder__title">{T.title}</h1>
      {loaderData.actingFor ? <p>{T.actingFor(loaderData.actingFor)}</p> : null}
      {story ? <p>{T.scenarioNote}</p> : null}
      <p className="pin-builder__status" role="status" data-creation-status={creationStatus ?? ""} data-editor-state={editorState ?? ""}>
        {creationStatus ? T.creationStatus[creationStatus] : ""}
        {editorState ? <span className="visually-hidden"> {T.editorState[editorState]}</span> : null}
      </p>
      <Form method="post" encType="multipart/form-data" className="pin-builder__grid" noValidate>
        <input type="hidden" name="image_url" value={draft.imageUrl} />
        <input type="hidden" name="width" value={draft.width} />
        <input type="hidden" name="height" value={draft.height} />
        <div className="pin-builder__drop">
          {draft.imageUrl ? (
            <img
              className="pin-builder__preview"
              src={draft.imageUrl}
              alt={draft.title || T.imageLabel}
              style={{ aspectRatio: `${w} / ${h}`, width: "100%" }}
            />
          ) : (
            <p>{T.noImage}</p>
          )}
          <div className="field">
            <label className="field__label" htmlFor="pin-builder-image">
              {draft.imageUrl ? T.uploadAnother : T.imageLabel}
            </label>
            <p id="pin-builder-image-hint" className="field__hint">
              {T.imageHint}
            </p>
            <input
              id="pin-builder-image"
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby={`pin-builder-image-hint${errors.image ? " pin-builder-image-error" : ""}`}
              aria-invalid={errors.image ? true : undefined}
              onChange={(e) => {
                // With JavaScript the image goes up as soon as it is chosen.
                const form = e.currentTarget.form;
                if (!form || !e.currentTarget.files?.length) return;
                const body = new FormData(form);
                body.set("intent", "upload");
                submit(body, { method: "post", encType: "multipart/form-data" });
              }}
            />
            {errors.image ? (
              <p id="pin-builder-image-error" className="field__error" role="alert">
                {errors.image}
              </p>
            ) : null}
          </div>
          <Button type="submit" name="intent" value="upload" variant="secondary" size="small" busy={intent === "upload"}>
            {T.upload}
          </Button>
          {on.has("pin_quality") && draft.imageUrl ? (
            <p className="pin-builder__feature-note">{!isDisplayableImage(draft) || draft.width < 1000 ? T.imageTooSmall : T.ratioHint}</p>
          ) : null}
        </div>
        <div className="pin-builder__fields">
          <TextField label={T.titleLabel} name="title" defaultValue={draft.title} error={errors.title} maxLength={100} />
          <LabelledHashtagField
            id="pin-builder-description"
            label={T.descriptionLabel}
            hint={T.descriptionHint}
            name="description"
            rows={3}
            maxLength={PIN_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          >
            {tags.length ? (
              <p className="field__hint">
                {T.hashtags}: {tags.map((t) => `#${t}`).join(" ")}
              </p>
            ) : null}
          </LabelledHashtagField>
          <TextField
            label={T.linkLabel}
            name="link"
            type="url"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={errors.link ?? (on.has("link_status_validation") && link.trim() && !domain ? T.linkInvalid : undefined)}
            hint={on.has("link_status_validation") && domain ? T.linkOk(domain) : undefined}
          />
          {boards.length ? (
            <>
              <SelectField
                label={T.boardLabel}
                name="board_id"
                options={boards.map((b) => ({ value: b.id, label: b.name }))}
                value={boardId}
                error={errors.board}
                onChange={(e) => {
                  setBoardId(e.target.value);
                  setSections(null);
                  void sectionsFetcher.load(
                    `/pin-builder/?${new URLSearchParams({ board: e.target.value, scenario: loaderData.scenario })}`,
                  );
                }}
              />
              {sections && sections.length > 0 ? (
                <SelectField
                  label={T.sectionLabel}
                  name="section"
                  options={[{ value: "", label: T.noSection }, ...sections.map((s) => ({ value: s.id, label: s.title }))]}
                  defaultValue={draft.sectionId}
                />
              ) : (
                <Button type="submit" name="intent" value="choose_board" variant="tertiary" size="small">
                  {T.showSections}
                </Button>
              )}
            </>
          ) : (
            <p>
              {T.noBoards}{" "}
              <Link className="link" to="/board/create">
                {T.createBoard}
              </Link>
            </p>
          )}
          {on.has("layouts") || story ? (
            <fieldset className="pin-builder__layouts">
              <legend className="field__label">{T.layoutLegend}</legend>
              {layouts.flatMap((l) =>
                PIN_BUILDER_LAYOUTS[l].map(([rw, rh]) => (
                  <label key={`${l}-${rw}:${rh}`} className="pin-builder__layout">
                    <input
                      type="radio"
                      name="layout"
                      value={`${l}|${rw}:${rh}`}
                      checked={layout === l && ratio === `${rw}:${rh}`}
                      onChange={() => {
                        setLayout(l);
                        setRatio(`${rw}:${rh}`);
                      }}
                    />
                    {T.layouts[l]} {T.ratio(rw, rh)}
                  </label>
                )),
              )}
              <p className="field__hint">{T.layoutNote}</p>
            </fieldset>
          ) : null}
          {errors && answer?.kind === "draft" && answer.formError ? (
            <p className="form-error" role="alert">
              {answer.formError}
            </p>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="publish"
            busy={intent === "publish"}
            busyLabel={T.publishing}
            disabled={!boards.length}
          >
            {T.publish}
          </Button>
          {features.some((f) => f !== "pin_creation" && f !== "idea_pin_creation") ? (
            <section aria-labelledby="pin-builder-features">
              <h2 id="pin-builder-features" className="field__label">
                {T.featuresTitle}
              </h2>
              <ul className="pin-builder__features" data-testid="pin-builder-features">
                {features
                  .filter((f) => f !== "pin_creation" && f !== "idea_pin_creation")
                  .map((f) => (
                    <li key={f} className="pin-builder__feature" data-feature={f}>
                      <strong>{T.features[f]}</strong>
                      {f === "education" ? (
                        <span>{T.tips.join(" ")}</span>
                      ) : WORKING.has(f) ? null : (
                        <span className="pin-builder__feature-note">{T.notAvailable}</span>
                      )}
                    </li>
                  ))}
              </ul>
            </section>
          ) : null}
        </div>
      </Form>
    </main>
  );
}
