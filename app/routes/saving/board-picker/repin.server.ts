/**
 * The save-to-board flow's server work (saving.md §2 save-to-board modal and mobile-style picker,
 * §4 modal flow, §7 calls, §8 errors), for /pin/{id}/repin/x/ — the page a Save without
 * JavaScript opens — and for the modal, whose fetchers load and post the same route.
 *
 * Loader parts (`?part=`): the picker (the Pin's preview, all_boards and boards_shortlist, where
 * the viewer already saved it), a board's sections (`?board=`), and board title suggestions.
 * The page without `part` gets what its step (`?step=`) shows.
 *
 * Action intents: `save` (a board, or a section of it), `create_board` (then sends its queued
 * invites and saves there),
 * `create_section` (then saves there). A JavaScript submission (`js=1`) gets a SaveOutcome back;
 * a plain form is redirected to `next` with the saved notice, or gets the page back with the
 * field's error.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { safeNextPath } from "~common/auth/rules";
import {
  boardPickerRoute,
  boardRoute,
  boardSectionsRoute,
  boardTitleSuggestionsRoute,
  createPinRoute,
  pinRoute,
  userProfileRoute,
} from "~common/saving/contracts";
import { MAX_PAGE_SIZE } from "~common/saving/constants";
import { isDisplayableImage } from "~common/saving/images";
import { SAVING_MESSAGES } from "~common/saving/messages";
import { saveNotice, type SaveNotice } from "~common/saving/save-success";
import { showFollowCard, showPromote } from "~common/saving/save-success";
import { actingAdAccountFor } from "../../business/acting-profile/index.server";
import type { BoardPickerBoard } from "~common/saving/schemas";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { requireUser, type LoggedInViewer } from "../../../lib/guards.server";
import { toPersonCard } from "../feeds/index.server";
import { sendQueuedInvites } from "../collaborators/index.server";
import { createNamedBoard, createNamedSection } from "../boards/index.server";
import { NOTICE_PARAM, NOTICE_SEEN, SAVE_ERROR_PARAM, SAVED_PARAM, SAVED_SECTION_PARAM, SAVED_TO_PARAM } from "./saved-params";
import type { PersonCard } from "../pins";

type Context = Readonly<RouterContextProvider>;

/** A board row of the picker. */
export interface PickerBoard {
  id: string;
  name: string;
  secret: boolean;
  /** The 170x cover thumbnail (saving.md §9), or null. */
  thumbnail: string | null;
  sectionCount: number;
}

export interface SectionChoice {
  id: string;
  title: string;
  thumbnail: string | null;
}

export interface PinPreview {
  id: string;
  title: string;
  color: string;
  /** The 236x image, or null when it may not be shown (business.md §4). */
  image: { url: string; width: number; height: number } | null;
  /** saving.md §2: the sensitive-content notice that replaces the picker, or null. */
  notice: SaveNotice | null;
}

export type RepinStep = "boards" | "sections" | "create_board" | "create_section";

export interface RepinData {
  /** saving.md §6: the ad account the viewer acts for (boards made now are protected), or null. */
  protectedFor: string | null;
  pin: PinPreview;
  step: RepinStep;
  picker: { allBoards: PickerBoard[]; shortlist: PickerBoard[]; savedTo: { board: string; section: string | null } | null } | null;
  board: { id: string; name: string; sections: SectionChoice[] } | null;
  suggestions: string[] | null;
  query: string;
  next: string;
}

/** What a save (or a create-then-save) answers the modal. */
export type SaveOutcome =
  | {
      ok: true;
      /** The new Pin (the repin). */
      pinId: string;
      board: { id: string; name: string; url: string };
      section: { id: string; title: string } | null;
      /** Set when the board was made by this submission ('Board created', saving.md §2). */
      createdBoard: boolean;
      /** The save-success dialog's inputs (saving.md §2, business.md §4), when the form asked for them (`success=1`). */
      success: SaveSuccess | null;
    }
  | { ok: false; intent: string; fieldError?: string; formError?: string; name?: string; secret?: boolean; invite?: string };

export interface SaveSuccess {
  image: { url: string; width: number; height: number } | null;
  color: string;
  promote: boolean;
  /** The viewer is a partner (business) account: 'See it now' is grey (saving.md §2). */
  partner: boolean;
  /** The link domain's official user, when the follow card shows. */
  followCard: (PersonCard & { domain: string }) | null;
  /** The viewer's pin count after the save (business.md §4 first-save line). */
  viewerPinCount: number;
}

const toPickerBoard = (b: BoardPickerBoard): PickerBoard => ({
  id: b.id,
  name: b.name,
  secret: b.privacy !== "public",
  thumbnail: b.image_thumbnail_url,
  sectionCount: b.section_count,
});

const STEPS: readonly RepinStep[] = ["boards", "sections", "create_board", "create_section"];
const idParam = (value: string | null) => (value && ID_PATTERN.test(value) ? value : null);

/** `noticeSeen`: the saver chose 'Save anyway' (?notice=seen on the page); an ABUSIVE Pin's notice stays. */
async function pinPreview(api: ReturnType<typeof apiClientFor>, id: string, noticeSeen: boolean): Promise<PinPreview | null> {
  const pin = await api.call(pinRoute, { params: { id }, query: {} });
  if (!pin.ok || !pin.data.images) return null;
  const image = pin.data.images["236x"];
  const notice = saveNotice(pin.data.sensitivity);
  return {
    id: pin.data.id,
    title: pin.data.title ?? "",
    color: pin.data.dominant_color ?? "#efefef",
    image: isDisplayableImage(image) ? image : null,
    notice: notice && !(noticeSeen && notice.canSave) ? notice : null,
  };
}

async function boardSections(api: ReturnType<typeof apiClientFor>, boardId: string) {
  const [board, sections] = await Promise.all([
    api.call(boardRoute, { params: { id: boardId } }),
    api.call(boardSectionsRoute, { params: { id: boardId }, query: { page_size: MAX_PAGE_SIZE } }),
  ]);
  if (!board.ok || !sections.ok) return null;
  return {
    id: board.data.id,
    name: board.data.name,
    sections: sections.data.items.map((s) => ({ id: s.id, title: s.title, thumbnail: s.preview_pins[0]?.image_square_url ?? null })),
  };
}

/**
 * @example
 * export const loader = ({ request, context, params }: Route.LoaderArgs) => loadRepin(request, context, params.id);
 */
export async function loadRepin(request: Request, context: Context, pinId: string): Promise<RepinData> {
  // saving.md §6 "Signed-out users (…) are redirected to / in the board picker".
  await requireUser({ request, context }).catch(() => {
    throw redirect("/");
  });
  if (!ID_PATTERN.test(pinId)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const part = url.searchParams.get("part");
  const boardId = idParam(url.searchParams.get("board"));
  const requested = url.searchParams.get("step") as RepinStep | null;
  let step: RepinStep = requested && STEPS.includes(requested) ? requested : boardId ? "sections" : "boards";
  if ((step === "sections" || step === "create_section") && !boardId) step = "boards";
  const api = apiClientFor(request, context);

  const wantPicker = part ? part === "picker" : step === "boards";
  const wantBoard = boardId !== null && (part ? part === "sections" : step === "sections" || step === "create_section");
  const wantSuggestions = part ? part === "suggestions" : step === "create_board";

  // saving.md §6: acting for an ad account, the picker lists its boards and new boards are protected.
  const acting = wantPicker || wantSuggestions ? await actingAdAccountFor(request, context) : null;
  const [pin, picker, board, suggestions] = await Promise.all([
    // The notice greets the flow where it starts (the modal's first load, the page's board list);
    // the page's later steps and its board search come after it.
    pinPreview(
      api,
      pinId,
      url.searchParams.get(NOTICE_PARAM) === NOTICE_SEEN ||
        !(part === "picker" || (!part && step === "boards" && !url.searchParams.has("q"))),
    ),
    wantPicker ? api.call(boardPickerRoute, { query: { pin_id: pinId, advertiser_id: acting?.advertiserId } }) : null,
    wantBoard && boardId ? boardSections(api, boardId) : null,
    wantSuggestions ? api.call(boardTitleSuggestionsRoute, { params: { id: pinId } }) : null,
  ]);
  if (!pin) throw data(null, { status: 404 });
  // A board that is gone (or not the viewer's to see): back to the board list.
  if (!part && wantBoard && !board)
    throw redirect(`/pin/${pinId}/repin/x/?${new URLSearchParams({ next: url.searchParams.get("next") ?? "" })}`);
  const savedTo = picker?.ok ? picker.data.saved_to : null;
  return {
    protectedFor: acting?.name ?? null,
    pin,
    step,
    picker: picker?.ok
      ? {
          allBoards: picker.data.all_boards.map(toPickerBoard),
          shortlist: picker.data.boards_shortlist.map(toPickerBoard),
          savedTo: savedTo ? { board: savedTo.board.name, section: savedTo.section?.title ?? null } : null,
        }
      : null,
    board,
    suggestions: suggestions?.ok ? suggestions.data.map((s) => s.title) : null,
    query: url.searchParams.get("q") ?? "",
    next: safeNextPath(url.searchParams.get("next"), `/pin/${pinId}`),
  };
}

/** The save-success dialog's inputs, read after the save (saving.md §2 promote and follow-card rules). */
async function successOf(
  api: ReturnType<typeof apiClientFor>,
  viewer: LoggedInViewer,
  pinId: string,
  boardPrivacy: string,
): Promise<SaveSuccess> {
  const [pin, me] = await Promise.all([
    api.call(pinRoute, { params: { id: pinId }, query: {} }),
    api.call(userProfileRoute, { params: { username: viewer.user.username } }),
  ]);
  const official = pin.ok ? (pin.data.link_domain?.official_user ?? null) : null;
  const officialProfile = official ? await api.call(userProfileRoute, { params: { username: official.username } }) : null;
  const image = pin.ok ? pin.data.images?.["236x"] : undefined;
  return {
    image: image && isDisplayableImage(image) ? image : null,
    color: (pin.ok && pin.data.dominant_color) || "#efefef",
    partner: viewer.user.is_partner,
    promote: showPromote({
      signedIn: true,
      isPartner: viewer.user.is_partner,
      excluded: boardPrivacy !== "public" || !(pin.ok && pin.data.link),
      accountCreatedAt: me.ok ? me.data.created_at : null,
      siteType: 0,
      now: Date.now(),
    }),
    followCard:
      official &&
      pin.ok &&
      pin.data.link_domain &&
      showFollowCard({
        viewerId: viewer.user.id,
        officialUserId: official.id,
        followsOfficialUser: officialProfile?.ok ? officialProfile.data.explicitly_followed_by_me : true,
      })
        ? { ...toPersonCard(official), domain: pin.data.link_domain.domain }
        : null,
    viewerPinCount: me.ok ? me.data.pin_count : 1,
  };
}

/** `next` with the saved notice (or the failure) in its query. */
function backTo(next: string, notice: Record<string, string>): string {
  const url = new URL(next, "http://same-origin.invalid");
  for (const name of [SAVED_PARAM, SAVED_TO_PARAM, SAVED_SECTION_PARAM, SAVE_ERROR_PARAM]) url.searchParams.delete(name);
  for (const [k, v] of Object.entries(notice)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

/**
 * @example
 * export const action = ({ request, context, params }: Route.ActionArgs) => repinAction(request, context, params.id);
 */
export async function repinAction(request: Request, context: Context, pinId: string) {
  const viewer = await requireUser({ request, context });
  if (!ID_PATTERN.test(pinId)) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = formString(form, "intent");
  const js = formString(form, "js") === "1";
  const next = safeNextPath(formString(form, "next"), `/pin/${pinId}`);
  const api = apiClientFor(request, context);
  const here = (params: Record<string, string>) => `/pin/${pinId}/repin/x/?${new URLSearchParams({ ...params, next })}`;
  const fail = (outcome: Extract<SaveOutcome, { ok: false }>, status: number, noJsStep: Record<string, string>) =>
    js || outcome.fieldError
      ? data<SaveOutcome>(outcome, { status })
      : redirect(`${here(noJsStep)}&${new URLSearchParams({ [SAVE_ERROR_PARAM]: outcome.formError ?? "" })}`);

  let board: { id: string; name: string; url: string; privacy: string };
  let createdBoard = false;
  let sectionId: string | null = null;
  let section: { id: string; title: string } | null = null;

  if (intent === "create_board") {
    const name = formString(form, "name");
    const secret = formString(form, "secret") === "on";
    const acting = await actingAdAccountFor(request, context);
    const created = await createNamedBoard(
      api,
      name,
      acting ? { advertiser_id: acting.advertiserId } : { privacy: secret ? "secret" : "public" },
    );
    if (!created.ok) {
      const refused = {
        ok: false as const,
        intent,
        name,
        secret,
        invite: formString(form, "invite"),
        fieldError: created.fieldError,
        formError: created.formError,
      };
      return created.fieldError
        ? data<SaveOutcome>(refused, { status: created.status })
        : fail(refused, created.status, { step: "create_board" });
    }
    board = { id: created.value.id, name: created.value.name, url: created.value.url, privacy: created.value.privacy };
    createdBoard = true;
    // saving.md §4: the queued collaborators are invited once the board exists; a protected
    // board (acting for an ad account, §6) invites no one.
    if (!acting) await sendQueuedInvites(api, board.id, form);
  } else {
    const boardId = idParam(formString(form, "board_id"));
    if (!boardId) return fail({ ok: false, intent, formError: SAVING_MESSAGES.boardNotFound }, 400, {});
    const read = await api.call(boardRoute, { params: { id: boardId } });
    if (!read.ok) return fail({ ok: false, intent, formError: read.error.message_detail ?? read.error.message }, read.status, {});
    board = { id: read.data.id, name: read.data.name, url: read.data.url, privacy: read.data.privacy };
    if (intent === "create_section") {
      const name = formString(form, "name").trim();
      const created = await createNamedSection(api, boardId, name);
      if (!created.ok) return data<SaveOutcome>({ ok: false, intent, name, fieldError: created.fieldError }, { status: created.status });
      section = { id: created.value.id, title: created.value.title };
      sectionId = section.id;
    } else if (intent === "save" || intent === "pick") {
      sectionId = idParam(formString(form, "section_id"));
      // A board picked from the list that has sections: its section list first (saving.md §4
      // modal flow). The modal shows it without asking; the page without JavaScript gets here.
      if (intent === "pick" && !sectionId && read.data.section_count > 0 && !js) throw redirect(here({ board: boardId }));
    } else {
      return fail({ ok: false, intent, formError: SAVING_MESSAGES.createBoardFailed }, 400, {});
    }
  }

  // saving.md §7: a secret board omits the share flags; otherwise they are sent.
  const share = board.privacy === "secret" ? {} : { share_facebook: false, share_twitter: false };
  const saved = await api.call(createPinRoute, { json: { board_id: board.id, pin_id: pinId, section: sectionId, ...share } });
  if (!saved.ok) {
    // saving.md §8 "Saving a pin fails: message_detail or message is shown; the saving state is cleared".
    return fail({ ok: false, intent: "save", formError: saved.error.message_detail ?? saved.error.message }, saved.status, {});
  }
  if (sectionId && !section) section = saved.data.section ? { id: saved.data.section.id, title: saved.data.section.title } : null;
  if (!js) {
    throw redirect(
      backTo(next, { [SAVED_PARAM]: pinId, [SAVED_TO_PARAM]: board.name, ...(section ? { [SAVED_SECTION_PARAM]: section.title } : {}) }),
    );
  }
  return data<SaveOutcome>({
    ok: true,
    pinId: saved.data.id,
    board: { id: board.id, name: board.name, url: board.url },
    section,
    createdBoard,
    success: formString(form, "success") === "1" ? await successOf(api, viewer, pinId, board.privacy) : null,
  });
}
