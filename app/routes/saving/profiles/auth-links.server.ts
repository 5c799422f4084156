/**
 * The auth modal links of a page's Save, Follow, Download and comment buttons for a logged-out visitor (auth.md
 * §2.1: the modal opens over the page, source saveButton or followButton; common/auth/modal/modal-link.ts
 * builds them). Made by the page's loader, so the link builder and the sign-up sources it checks
 * stay out of the browser bundle; they depend on the page's URL only, not on the Pin.
 */
import { authModalHref } from "~common/auth/modal";
import { pageUrl } from "../../../lib/page-url.server";

export interface AuthLinks {
  save: string;
  follow: string;
  /** Follow for a device that remembers an account (limited login): the log-in modal. */
  followLogIn: string;
  /** The Pin page's Download (auth.md §2.2 source downloadImageBtnUnauth). */
  download: string;
  /** The Pin page's comment composer (auth.md §2.2 source commentComposer). */
  comment: string;
}

export function authLinks(request: Request): AuthLinks {
  const { pathname, search } = pageUrl(request);
  return {
    save: authModalHref(pathname, search, { source: "saveButton" }),
    follow: authModalHref(pathname, search, { source: "followButton" }),
    followLogIn: authModalHref(pathname, search, { kind: "login", source: "followButton" }),
    download: authModalHref(pathname, search, { source: "downloadImageBtnUnauth" }),
    comment: authModalHref(pathname, search, { source: "commentComposer" }),
  };
}
