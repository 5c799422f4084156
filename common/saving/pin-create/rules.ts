/**
 * Why: the pin create page (/pin/create/{method}) and the bookmarklet's popup decide by small
 * rules saving.md states exactly (§2 "Pin create page behaviour by viewer", §4 "Bookmarklet pin
 * creation" and "Mobile-style picker", §7 the logging beacon, §9 the popup's size and timers):
 * which view a viewer gets, when a link to one of our own Pins goes to its repin page instead,
 * how the view closes after a save, the popup's size, and which beacon events are sent. Pure, so
 * the page, its tests and the server agree.
 */
import { MIN_PINNABLE_IMAGE_SIDE, POPUP_HEIGHT_PADDING, POPUP_MIN_HEIGHT, POPUP_WIDTH } from "../constants";

/** saving.md §3 "Pin-creation state": the query parameters the page reads. */
export const PIN_CREATE_PARAMS = ["url", "media", "description", "color", "guid"] as const;
/** ours: the marker added to the page's query when a signed-out popup visitor is sent back after signing up (§2). */
export const PIN_CREATE_RETURN_PARAM = "signed_up";
/** ours: the popup's window name, so the bookmarklet reuses one window. */
export const PIN_CREATE_WINDOW_NAME = "pinboard_pin_create";
/** The method the bookmarklet's link names; that page is the popup (docs/decisions/015). */
export const BOOKMARKLET_METHOD = "button";

export type PinCreateView = "builder" | "signup" | "picker" | "home";

/**
 * §2: in a popup, the builder (signed in) or the preview beside log-in and sign-up (signed out);
 * not in a popup, the mobile-style picker (signed in) or / (signed out).
 *
 * @example
 * pinCreateView({ signedIn: false, popup: false }); // "home"
 */
export function pinCreateView({ signedIn, popup }: { signedIn: boolean; popup: boolean }): PinCreateView {
  if (popup) return signedIn ? "builder" : "signup";
  return signedIn ? "picker" : "home";
}

const OWN_PIN_PATH = /^(?:\/amp)?\/pin\/(\d+)\/?$/;

/**
 * §2: "If the url host is the product's own site or empty and its path is /pin/{digits}/
 * (optionally prefixed by /amp), the user is redirected to /pin/{id}/repin/x/." Null otherwise.
 *
 * @example
 * repinRedirect("https://pinboard.example/amp/pin/42/", "pinboard.example"); // "/pin/42/repin/x/"
 * repinRedirect("/pin/42/", "pinboard.example"); // "/pin/42/repin/x/"
 * repinRedirect("https://elsewhere.example/pin/42/", "pinboard.example"); // null
 */
export function repinRedirect(url: string | null, ownHost: string): string | null {
  if (url === null || url === "") return null;
  let host = "";
  let path: string;
  if (!url.startsWith("/")) {
    try {
      const parsed = new URL(url);
      host = parsed.host.toLowerCase();
      path = parsed.pathname;
    } catch {
      return null;
    }
  } else {
    path = url.split(/[?#]/)[0]!;
  }
  if (host !== "" && host !== ownHost.toLowerCase()) return null;
  const m = OWN_PIN_PATH.exec(path);
  return m ? `/pin/${m[1]}/repin/x/` : null;
}

export type CloseAction = "close" | "back2" | "back1";

/**
 * §4 mobile-style picker: "the window closes if opened as a popup or history is at most 1; it goes
 * back 2 steps if the flow came from [the repin route] and history is longer than 2; otherwise back 1."
 *
 * @example
 * closeAfterSave({ popup: false, historyLength: 5, fromRepin: true }); // "back2"
 */
export function closeAfterSave({
  popup,
  historyLength,
  fromRepin,
}: {
  popup: boolean;
  historyLength: number;
  fromRepin: boolean;
}): CloseAction {
  if (popup || historyLength <= 1) return "close";
  if (fromRepin && historyLength > 2) return "back2";
  return "back1";
}

/**
 * §2, §9: the popup is 750 wide and at least 750 high, its content's height plus 48 px.
 *
 * @example
 * popupSize(900); // { width: 750, height: 948 }
 */
export function popupSize(contentHeight: number): { width: number; height: number } {
  return { width: POPUP_WIDTH, height: Math.max(POPUP_MIN_HEIGHT, Math.ceil(contentHeight) + POPUP_HEIGHT_PADDING) };
}

/**
 * §7 the logging beacon: "success logged only when guid exists; failure always logged".
 *
 * @example
 * beaconEvents("success", null); // []
 */
export function beaconEvents(outcome: "success" | "fail", guid: string | null): ("pin_create_success" | "pin_create_fail")[] {
  if (outcome === "fail") return ["pin_create_fail"];
  return guid ? ["pin_create_success"] : [];
}

/**
 * §2 "After signup the user returns to the same path with the query string plus an extra marker parameter."
 *
 * @example
 * returnAfterSignup("/pin/create/button/", "?url=x"); // "/pin/create/button/?url=x&signed_up=1"
 */
export function returnAfterSignup(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(PIN_CREATE_RETURN_PARAM, "1");
  return `${pathname}?${params}`;
}

/**
 * The bookmarklet (saving.md §2 /bookmarklet, §4): on any page, opens
 * `{origin}/pin/create/button/?url=&media=&description=&guid=` in a 750×750 popup, with the page's
 * address, its og:image (else its largest image, else none: the page is then scraped), its title
 * and a fresh guid. The code stands alone (it runs on other sites).
 *
 * @example
 * `javascript:${encodeURIComponent(bookmarkletSource("https://pinboard.example"))}`
 */
export function bookmarkletSource(origin: string): string {
  return `(function(){var d=document,u=encodeURIComponent,m=d.querySelector('meta[property="og:image"],meta[name="twitter:image"]'),i=m&&m.content?new URL(m.content,location.href).href:'';if(!i){var b=0;[].forEach.call(d.images,function(g){var a=g.naturalWidth*g.naturalHeight;if(a>b&&g.naturalWidth>=${MIN_PINNABLE_IMAGE_SIDE}&&g.naturalHeight>=${MIN_PINNABLE_IMAGE_SIDE}){b=a;i=g.src}})}var q='url='+u(location.href)+'&media='+u(i)+'&description='+u(d.title)+'&guid='+Date.now().toString(36)+Math.random().toString(36).slice(2,8);window.open(${JSON.stringify(origin)}+'/pin/create/${BOOKMARKLET_METHOD}/?'+q,'${PIN_CREATE_WINDOW_NAME}','width=${POPUP_WIDTH},height=${POPUP_MIN_HEIGHT}')})()`;
}
