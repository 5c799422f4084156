/**
 * /pin/create/{method}'s server work (saving.md §2 "Pin create page behaviour by viewer", §4
 * "Bookmarklet pin creation" and "Mobile-style picker", §7 the pin create payload, PUT
 * /v3/pins/image/, Find-pin-images resource GET, the logging image beacon, §8 "Bookmarklet or
 * picker pin creation fails"). The loader reads url, media, description, color, guid; picks the
 * view (common/saving/pin-create/rules.ts); for a signed-in viewer registers the image (media, or
 * the first pinnable image of url; failures are silent and the page renders anyway) and reads the
 * board picker's lists (or a board's sections, ?board=). The action saves the new Pin to the board
 * (or section) chosen, logs the beacon events, and answers a JavaScript submission with data, a
 * plain form with a redirect.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Viewer } from "~common/auth/schemas";
import { authModalHref } from "~common/auth/modal";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { boardPickerRoute, boardRoute, boardSectionsRoute, createPinRoute } from "~common/saving/contracts";
import { MAX_PAGE_SIZE } from "~common/saving/constants";
import { findImagesRoute, pinCreateLogRoute, registerImageRoute } from "~common/saving/pin-create/contracts";
import { userSettingsRoute } from "~common/saving/instagram-upsell";
import {
  BOOKMARKLET_METHOD,
  beaconEvents,
  PIN_CREATE_PARAMS,
  pinCreateView,
  repinRedirect,
  returnAfterSignup,
  type PinCreateView,
} from "~common/saving/pin-create/rules";
import { ID_PATTERN, type BoardPickerBoard } from "~common/saving/schemas";
import { apiClientFor, navigationApiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { pageUrl } from "../../../lib/page-url.server";
import { viewerFor } from "../../../lib/viewer.server";
import type { PickerBoard, SectionChoice } from "../board-picker/index.server";

type Context = Readonly<RouterContextProvider>;
type Api = ReturnType<typeof apiClientFor>;

export type PinState = Record<(typeof PIN_CREATE_PARAMS)[number], string>;

export interface PinCreateData {
  view: Exclude<PinCreateView, "home">;
  method: string;
  state: PinState;
  /** The image the Pin will have (registered here), or null. */
  image: { url: string; width: number; height: number; source: "media" | "scraped" } | null;
  picker: { allBoards: PickerBoard[]; shortlist: PickerBoard[]; savedTo: null } | null;
  board: { id: string; name: string; sections: SectionChoice[] } | null;
  /** The page with its query (the forms post here; links come back here). */
  here: string;
  signupHref: string;
  loginHref: string;
  /** After a no-JavaScript save: the new Pin and its board (?saved=&saved_to=). */
  saved: { pinId: string; board: string } | null;
  error: string | null;
  /** The viewer's settings, for the Instagram upsell after a save (saving.md §4); null when unknown. */
  settings: { connected_to_instagram: boolean; listed_website_url: string | null } | null;
}

export type PinCreateOutcome = { ok: true; pinId: string; board: { id: string; name: string } } | { ok: false; message: string };

const METHOD = /^[a-z_]{1,32}$/;
const SAVED = "saved";
const SAVED_TO = "saved_to";
const ERROR = "create_error";

const toPickerBoard = (b: BoardPickerBoard): PickerBoard => ({
  id: b.id,
  name: b.name,
  secret: b.privacy !== "public",
  thumbnail: b.image_thumbnail_url,
  sectionCount: b.section_count,
});

function stateOf(params: URLSearchParams): PinState {
  return Object.fromEntries(PIN_CREATE_PARAMS.map((k) => [k, (params.get(k) ?? "").slice(0, 2048)])) as PinState;
}

/**
 * The image for the Pin: `media`, else the first pinnable image of `url` (saving.md §4 steps 1–2);
 * silent on failure. The registration is the navigation's own purpose (navigationApiClientFor).
 */
async function pinImage(api: Api, state: PinState): Promise<PinCreateData["image"]> {
  let source: "media" | "scraped" = "media";
  let imageUrl = state.media;
  if (!imageUrl && /^https?:\/\//i.test(state.url)) {
    const found = await api.call(findImagesRoute, { query: { url: state.url } });
    imageUrl = found.ok ? (found.data.items.find((i) => i.type === "pinnable")?.url ?? "") : "";
    source = "scraped";
  }
  if (!/^https?:\/\//i.test(imageUrl)) return null;
  const stored = await api.call(registerImageRoute, { json: { image_url: imageUrl } });
  return stored.ok ? { url: stored.data.image_url, width: stored.data.width, height: stored.data.height, source } : null;
}

export async function loadPinCreate(request: Request, context: Context, methodParam: string | undefined): Promise<PinCreateData> {
  const method = methodParam ?? "create";
  if (!METHOD.test(method)) throw data(null, { status: 404 });
  const url = pageUrl(request);
  const state = stateOf(url.searchParams);
  const viewer: Viewer | null = await viewerFor(request, context);
  const signedIn = viewer?.type === "AUTH" && viewer.user !== null;
  const popup = method === BOOKMARKLET_METHOD;
  const view = pinCreateView({ signedIn, popup });
  // §2 not in a popup: signed-out visitors go to /; a link to one of our own Pins goes to its repin page.
  if (view === "home") throw redirect("/");
  if (!popup) {
    const repin = repinRedirect(state.url, url.host);
    if (repin) throw redirect(repin);
  }
  const here = `${url.pathname}?${new URLSearchParams(Object.entries(state).filter(([, v]) => v !== ""))}`;
  const back = returnAfterSignup(url.pathname, new URLSearchParams(Object.entries(state).filter(([, v]) => v !== "")).toString());
  const base: Omit<PinCreateData, "image" | "picker" | "board" | "settings"> = {
    view,
    method,
    state,
    here,
    signupHref: authModalHref(url.pathname, new URL(back, url.origin).search, { source: "pinBookmarklet" }),
    loginHref: authModalHref(url.pathname, new URL(back, url.origin).search, { kind: "login", source: "pinBookmarklet" }),
    saved:
      url.searchParams.get(SAVED) && ID_PATTERN.test(url.searchParams.get(SAVED)!)
        ? { pinId: url.searchParams.get(SAVED)!, board: url.searchParams.get(SAVED_TO) ?? "" }
        : null,
    error: url.searchParams.get(ERROR),
  };
  if (view === "signup") {
    // Signed out: the image as it is on its own site (no fetch for a visitor).
    return {
      ...base,
      image: /^https?:\/\//i.test(state.media) ? { url: state.media, width: 236, height: 236, source: "media" } : null,
      picker: null,
      board: null,
      settings: null,
    };
  }
  const api = apiClientFor(request, context);
  const boardId = url.searchParams.get("board");
  const [image, picker, board, settings] = await Promise.all([
    pinImage(navigationApiClientFor(request, context), state),
    api.call(boardPickerRoute, { query: {} }),
    boardId && ID_PATTERN.test(boardId) ? sectionsOf(api, boardId) : null,
    api.call(userSettingsRoute, {}),
  ]);
  return {
    ...base,
    image,
    picker: picker.ok
      ? { allBoards: picker.data.all_boards.map(toPickerBoard), shortlist: picker.data.boards_shortlist.map(toPickerBoard), savedTo: null }
      : null,
    board,
    settings: settings.ok
      ? { connected_to_instagram: settings.data.connected_to_instagram, listed_website_url: settings.data.listed_website_url }
      : null,
  };
}

async function sectionsOf(api: Api, boardId: string) {
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

/** §7 beacon events for an outcome (success only with a guid), sent through the API. */
async function logOutcome(api: Api, method: string, state: PinState, outcome: "success" | "fail", pinId: string | null) {
  for (const event of beaconEvents(outcome, state.guid || null)) {
    await api.call(pinCreateLogRoute, {
      query: {
        client: "web",
        event,
        path: method,
        ...(pinId ? { pin_id: pinId } : {}),
        ...Object.fromEntries(Object.entries(state).filter(([, v]) => v !== "")),
      },
    });
  }
}

export async function pinCreateAction(request: Request, context: Context, methodParam: string | undefined) {
  const method = methodParam ?? "create";
  if (!METHOD.test(method)) throw data(null, { status: 404 });
  const url = pageUrl(request);
  const state = stateOf(url.searchParams);
  const form = await request.formData();
  const js = formString(form, "js") === "1";
  const intent = formString(form, "intent");
  const boardId = formString(form, "board_id");
  const sectionId = formString(form, "section_id");
  // The registered image travels in the form's address (the picker's forms post to the page with it).
  const imageUrl = url.searchParams.get("image_url") ?? "";
  const source = url.searchParams.get("source");
  // The page's description field (it may have been emptied); the address's without it.
  const description = form.has("description") ? formString(form, "description") : state.description;
  const api = apiClientFor(request, context);
  if (!ID_PATTERN.test(boardId)) throw redirect(url.pathname + url.search);
  const board = await api.call(boardRoute, { params: { id: boardId } });
  // A board with sections picked from the list: its sections first (no JavaScript; the page shows them itself with it).
  if (intent === "pick" && !sectionId && board.ok && board.data.section_count > 0 && !js) {
    url.searchParams.set("board", boardId);
    if (description) url.searchParams.set("description", description.slice(0, 2048));
    else url.searchParams.delete("description");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const share = board.ok && board.data.privacy === "secret" ? {} : { share_facebook: false, share_twitter: false };
  const saved = board.ok
    ? await api.call(createPinRoute, {
        json: {
          board_id: boardId,
          section: ID_PATTERN.test(sectionId) ? sectionId : null,
          image_url: /^\/i\/originals\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/.test(imageUrl) ? imageUrl : undefined,
          description: description.slice(0, 500) || undefined,
          link: /^https?:\/\//i.test(state.url) ? state.url : undefined,
          guid: state.guid.slice(0, 64) || undefined,
          method: method === BOOKMARKLET_METHOD ? "button" : source === "scraped" ? "scraped" : "pinbuilder",
          ...(/^#[0-9a-fA-F]{6}$/.test(state.color) ? { color: state.color } : {}),
          ...share,
        },
      })
    : null;
  const outcome: PinCreateOutcome = saved?.ok
    ? { ok: true, pinId: saved.data.id, board: { id: saved.data.board.id, name: saved.data.board.name } }
    : { ok: false, message: PLATFORM_MESSAGES.somethingWrong };
  await logOutcome(api, method, state, outcome.ok ? "success" : "fail", outcome.ok ? outcome.pinId : null).catch(() => undefined);
  if (js) return data(outcome, { status: outcome.ok ? 200 : 400 });
  const back = new URL(url);
  for (const k of ["board", "image_url", "source"]) back.searchParams.delete(k);
  if (outcome.ok) {
    back.searchParams.set(SAVED, outcome.pinId);
    back.searchParams.set(SAVED_TO, outcome.board.name);
  } else back.searchParams.set(ERROR, outcome.message);
  throw redirect(`${back.pathname}${back.search}`);
}
