/**
 * Why: a logged-out visitor pressing Save, Follow, Download or Comment anywhere in the product
 * gets the auth flow as a modal over the page they are on (auth.md §2.1, §2.2, §2.5), with the
 * container variant and sign-up source that pick its title. Every page builds that link the same
 * way and the modal reads it back the same way, so both directions live here, pure: the state is
 * in the URL (`?auth=signup&source=saveButton`), which works without JavaScript and survives a
 * reload, and `next` after log-in is the page itself with the modal's parameters removed.
 */
import { SIGNUP_SOURCES, type AuthContainer, type SignupSource } from "./titles";

/** The query parameters of the modal. `inviter` and `respond_to` hold usernames (§3 inviter). */
export const AUTH_MODAL_PARAMS = {
  kind: "auth",
  source: "source",
  inviter: "inviter",
  respondTo: "respond_to",
} as const;

export type AuthModalKind = "login" | "signup";

export interface AuthModalRequest {
  kind: AuthModalKind;
  /** §2.2 sign-up source; null for the plain modal. */
  source: SignupSource | null;
  /** §2.1 container variant, derived from the source. */
  container: AuthContainer;
  /** Username whose invitation brought the visitor (§3 inviter; `?inviter=` on any page). */
  inviter: string | null;
  /** respondMessage: username of the person whose message the visitor answers. */
  respondTo: string | null;
}

/** §2.1 container variant of each §2.2 source (ours: the spec lists both without pairing them). */
const CONTAINER_OF: Record<SignupSource, AuthContainer> = {
  boardInvite: "home_page",
  saveButton: "save",
  saveButtonExp: "save",
  homePage: "home_page",
  pinBookmarklet: "pinBookmarklet",
  downloadImageBtnDweb: "download",
  downloadImageBtnUnauth: "download",
  followButton: "follow",
  commentComposer: "home_page",
};

/** The container a source opens in. */
export const containerForSource = (source: SignupSource | null): AuthContainer => (source ? CONTAINER_OF[source] : "home_page");

const USERNAME = /^[A-Za-z0-9_]{1,30}$/;
const username = (value: string | null): string | null => (value && USERNAME.test(value) ? value : null);
const isSource = (value: string | null): value is SignupSource => (SIGNUP_SOURCES as readonly string[]).includes(value ?? "");

/**
 * The modal asked for by a page's query, or null when none (or a malformed one) is.
 *
 * @example
 * readAuthModal(new URLSearchParams("auth=signup&source=followButton"));
 * // { kind: "signup", source: "followButton", container: "follow", inviter: null, respondTo: null }
 */
export function readAuthModal(params: URLSearchParams): AuthModalRequest | null {
  const kind = params.get(AUTH_MODAL_PARAMS.kind);
  if (kind !== "login" && kind !== "signup") return null;
  const rawSource = params.get(AUTH_MODAL_PARAMS.source);
  const source = isSource(rawSource) ? rawSource : null;
  return {
    kind,
    source,
    container: containerForSource(source),
    inviter: username(params.get(AUTH_MODAL_PARAMS.inviter)),
    respondTo: username(params.get(AUTH_MODAL_PARAMS.respondTo)),
  };
}

/** `search` without the modal's own parameters (`inviter` stays: it belongs to the page's link). */
export function withoutAuthModal(search: string | URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  rest.delete(AUTH_MODAL_PARAMS.kind);
  rest.delete(AUTH_MODAL_PARAMS.source);
  rest.delete(AUTH_MODAL_PARAMS.respondTo);
  return rest;
}

/**
 * The link that opens the auth modal over the page at `pathname` + `search`, keeping the page's
 * own query. Use it for every action a logged-out visitor cannot take (§2.1: save, download,
 * follow, comment); `kind` defaults to sign-up, as those prompts do.
 *
 * @example
 * authModalHref("/pin/42/", "", { source: "saveButton" }); // "/pin/42/?auth=signup&source=saveButton"
 * authModalHref("/ana/", "?x=1", { kind: "login" }); // "/ana/?x=1&auth=login"
 */
export function authModalHref(
  pathname: string,
  search: string | URLSearchParams,
  { kind = "signup", source, respondTo }: { kind?: AuthModalKind; source?: SignupSource; respondTo?: string } = {},
): string {
  const params = withoutAuthModal(search);
  params.set(AUTH_MODAL_PARAMS.kind, kind);
  if (source) params.set(AUTH_MODAL_PARAMS.source, source);
  if (respondTo) params.set(AUTH_MODAL_PARAMS.respondTo, respondTo);
  return `${pathname}?${params}`;
}
