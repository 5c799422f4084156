/**
 * /pin-builder/'s loader and action (business.md §2, §3, §6): the features are
 * common/business/pin-builder/gating.ts's answer for this viewer (visitor, user, partner,
 * acting for someone else), scenario (?scenario=), experiments and locale; the boards are the
 * viewer's (the ad account's while acting for one, saving.md §6). The action's intents: `upload`
 * (the image's bytes to POST /v3/pin_builder/uploads/), `choose_board` (its sections, for a
 * browser without JavaScript) and `publish` (POST /v3/pins/ with the uploaded image, method
 * "uploaded"). What was typed travels back with every answer, so it works as plain forms.
 */
import { data, type RouterContextProvider } from "react-router";
import { PIN_BUILDER_UPLOAD_MAX_BYTES } from "~common/business/constants";
import { pinBuilderUploadRoute } from "~common/business/contracts";
import { PIN_BUILDER_COPY as T } from "~common/business/pin-builder/copy";
import {
  PIN_BUILDER_SCENARIOS,
  pinBuilderFeatures,
  pinBuilderLayouts,
  type PinBuilderFeature,
  type PinBuilderScenario,
} from "~common/business/pin-builder/gating";
import { API_ERRORS } from "~common/errors";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { boardPickerRoute, boardSectionsRoute, createPinRoute } from "~common/saving/contracts";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { experimentsFor } from "../../../lib/experiments.server";
import { formString } from "../../../lib/forms";
import { pageUrl } from "../../../lib/page-url.server";
import { viewerFor } from "../../../lib/viewer.server";
import { actingAdAccountFor } from "../acting-profile/index.server";
import type { BuilderAnswer, BuilderDraft } from "./pin-builder-draft";

type Context = Readonly<RouterContextProvider>;

const scenarioOf = (url: URL): PinBuilderScenario => {
  const s = url.searchParams.get("scenario");
  return (PIN_BUILDER_SCENARIOS as readonly string[]).includes(s ?? "") ? (s as PinBuilderScenario) : "default";
};

/** The first language the browser asks for (§6 video tagging is English only). */
const localeOf = (request: Request) => request.headers.get("accept-language")?.split(",")[0]?.split(";")[0]?.trim() || "en-US";

async function sectionsOf(request: Request, context: Context, boardId: string) {
  if (!ID_PATTERN.test(boardId)) return null;
  const result = await apiClientFor(request, context).call(boardSectionsRoute, { params: { id: boardId }, query: { page_size: 100 } });
  return result.ok ? result.data.items.map((s) => ({ id: s.id, title: s.title })) : null;
}

export async function pinBuilderLoader(request: Request, context: Context) {
  const url = pageUrl(request);
  const scenario = scenarioOf(url);
  const [viewer, experiments] = await Promise.all([viewerFor(request, context), experimentsFor(request, context)]);
  const signedIn = viewer?.type === "AUTH" && viewer.user !== null;
  const acting = signedIn ? await actingAdAccountFor(request, context) : null;
  const features = pinBuilderFeatures({
    signedIn,
    partner: Boolean(viewer?.user?.is_partner),
    scenario,
    // ours: no account has video uploads (no video pipeline yet; docs/decisions/016).
    flags: { video_upload_allowed: false },
    experiments: {
      pin_creation_disabled: experiments.groups.pin_creation_disabled,
      idea_pin_creation_disabled: experiments.groups.idea_pin_creation_disabled,
      video_creation_disabled: experiments.groups.video_creation_disabled,
      pin_builder_features: experiments.groups.pin_builder_features,
    },
    locale: localeOf(request),
    delegated: acting !== null,
  });
  const boards = signedIn
    ? await apiClientFor(request, context).call(boardPickerRoute, { query: { advertiser_id: acting?.advertiserId } })
    : null;
  const board = url.searchParams.get("board");
  return {
    signedIn,
    sections: signedIn && board ? await sectionsOf(request, context, board) : null,
    loginHref: `/login?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`,
    scenario,
    features: [...features] as PinBuilderFeature[],
    layouts: pinBuilderLayouts(features, scenario),
    boards: boards?.ok ? boards.data.all_boards.map((b) => ({ id: b.id, name: b.name })) : [],
    actingFor: acting?.name ?? null,
  };
}

export type PinBuilderLoaderData = Awaited<ReturnType<typeof pinBuilderLoader>>;

function readDraft(form: FormData): BuilderDraft {
  const n = (name: string) => Number(formString(form, name)) || 0;
  return {
    imageUrl: formString(form, "image_url"),
    width: n("width"),
    height: n("height"),
    title: formString(form, "title"),
    description: formString(form, "description"),
    link: formString(form, "link"),
    boardId: formString(form, "board_id"),
    sectionId: formString(form, "section"),
    // The layout radio's value is "{layout}|{w}:{h}" (business.md §3 aspect ratios per layout).
    layout: /^(single|carousel|story)\|/.exec(formString(form, "layout"))?.[1] ?? "single",
    ratio: /\|(\d+:\d+)$/.exec(formString(form, "layout"))?.[1] ?? "2:3",
  };
}

export async function pinBuilderAction(request: Request, context: Context) {
  const form = await request.formData();
  const intent = formString(form, "intent");
  const draft = readDraft(form);
  const api = apiClientFor(request, context);
  const answer = (a: BuilderAnswer, status = 200) => data<BuilderAnswer>(a, { status });
  const sections = draft.boardId ? await sectionsOf(request, context, draft.boardId) : null;
  const draftAnswer = (extra: Partial<Extract<BuilderAnswer, { kind: "draft" }>> = {}, status = 200) =>
    answer({ kind: "draft", draft, sections, fieldErrors: {}, ...extra }, status);

  if (intent === "upload") {
    const file = form.get("image");
    if (!(file instanceof File) || file.size === 0) return draftAnswer({ fieldErrors: { image: T.imageMissing } }, 400);
    if (file.size > PIN_BUILDER_UPLOAD_MAX_BYTES) return draftAnswer({ fieldErrors: { image: T.imageHint } }, 413);
    const uploaded = await api.call(pinBuilderUploadRoute, {
      raw: { contentType: file.type || "application/octet-stream", body: new Uint8Array(await file.arrayBuffer()) },
    });
    if (!uploaded.ok) {
      const message = uploaded.error.api_error_code === API_ERRORS.UNSUPPORTED_MEDIA_TYPE.code ? T.imageHint : uploaded.error.message;
      return draftAnswer({ fieldErrors: { image: message } }, uploaded.status);
    }
    return answer({
      kind: "draft",
      draft: { ...draft, imageUrl: uploaded.data.image_url, width: uploaded.data.width, height: uploaded.data.height },
      sections,
      fieldErrors: {},
    });
  }

  if (intent === "choose_board") return draftAnswer();

  if (intent === "publish") {
    if (!draft.imageUrl) return draftAnswer({ fieldErrors: { image: T.imageMissing }, status: "attempted" }, 400);
    const created = await api.call(createPinRoute, {
      json: {
        board_id: draft.boardId,
        section: draft.sectionId || null,
        title: draft.title.trim() || undefined,
        description: draft.description.trim() || undefined,
        link: draft.link.trim() || undefined,
        image_url: draft.imageUrl,
        method: "uploaded",
      },
    });
    if (created.ok) return answer({ kind: "published", pinId: created.data.id, title: created.data.title });
    const field = created.error.data?.field;
    const key =
      field === "link"
        ? "link"
        : field === "board_id" || field === "section"
          ? "board"
          : field === "image_url"
            ? "image"
            : field === "title"
              ? "title"
              : null;
    const message = [created.error.message, created.error.message_detail].filter(Boolean).join(" ") || PLATFORM_MESSAGES.somethingWrong;
    return draftAnswer(
      key ? { fieldErrors: { [key]: message }, status: "attempted" } : { formError: message, status: "attempted" },
      created.status,
    );
  }
  return draftAnswer({}, 400);
}
