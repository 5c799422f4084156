/**
 * Why: the auth container's title and toggles depend on where the visitor came from, who invited
 * them and which step is showing (auth.md §2.1–§2.3). Choosing them is pure and shared by the
 * modal and the pages, so it lives here; the texts themselves are in the catalogue
 * (common/auth/messages.ts).
 */
import { AUTH_COPY, AUTH_MESSAGES } from "../messages";
import type { Viewer } from "../schemas";
import type { AuthStep } from "./steps";

/** §2.1 variants of the authentication modal or page. */
export const AUTH_CONTAINERS = [
  "login_page",
  "home_page",
  "save",
  "download",
  "follow",
  "pinBookmarklet",
  "revamped_business_login_page",
  "bottom.right.upsell.email",
] as const;
export type AuthContainer = (typeof AUTH_CONTAINERS)[number];

/** The variants that are a page of their own; the others open as a modal over a page. */
export const PAGE_CONTAINERS: readonly AuthContainer[] = ["login_page", "revamped_business_login_page"];

/** §2.2 where a sign-up started, which picks its title. */
export const SIGNUP_SOURCES = [
  "boardInvite",
  "saveButton",
  "saveButtonExp",
  "homePage",
  "pinBookmarklet",
  "downloadImageBtnDweb",
  "downloadImageBtnUnauth",
  "followButton",
  "commentComposer",
] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

/** §3 inviter. */
export interface Inviter {
  first_name: string;
  full_name: string;
  image_medium_url: string | null;
  is_default_image: boolean;
}

const SOURCE_TITLES: Record<SignupSource, string> = {
  boardInvite: AUTH_COPY.signupTitleBoardInvite,
  saveButton: AUTH_COPY.signupTitleSaveButton,
  saveButtonExp: AUTH_COPY.signupTitleSaveButtonExp,
  homePage: AUTH_COPY.signupTitle,
  pinBookmarklet: AUTH_COPY.signupTitlePinBookmarklet,
  downloadImageBtnDweb: AUTH_COPY.signupTitleDownloadDweb,
  downloadImageBtnUnauth: AUTH_COPY.signupTitleDownloadUnauth,
  followButton: AUTH_COPY.signupTitleFollowButton,
  commentComposer: AUTH_COPY.signupTitleCommentComposer,
};

/** The inviter's name as shown: first name, else full name, else none. */
export function inviterName(inviter: Inviter): string | null {
  return inviter.first_name.trim() || inviter.full_name.trim() || null;
}

/**
 * The signup step's title (§2.2): 'Join {name} on the product for more ideas' when the inviter has
 * a custom image (is_default_image false), else the source's title, else the default.
 *
 * @example
 * signupTitle({ source: "saveButton" }); // "Sign up to save this Pin"
 * signupTitle({ source: "boardInvite", inviter: { first_name: "Ana", full_name: "Ana Lee", image_medium_url: "…", is_default_image: false } });
 * // "Join Ana on Pinboard for more ideas"
 */
export function signupTitle({ source, inviter }: { source?: SignupSource | null; inviter?: Inviter | null } = {}): string {
  const name = inviter && !inviter.is_default_image ? inviterName(inviter) : null;
  if (name) return AUTH_COPY.joinInviter(name);
  return (source && SOURCE_TITLES[source]) || AUTH_COPY.signupTitle;
}

/** The viewer fields the login title reads (§3 Viewer). */
export type TitleViewer = Pick<Viewer, "type"> & { info: Pick<NonNullable<Viewer["info"]>, "firstName"> | null };

/**
 * The login step's title: a returning limited-login viewer is welcomed back by name (§2.2, §6).
 *
 * @example
 * loginTitle({ type: "LIMITED_LOGIN", info: { firstName: "Ana" } }); // "Welcome back, Ana!"
 */
export function loginTitle(viewer?: TitleViewer | null): string {
  const name = viewer?.type === "LIMITED_LOGIN" ? viewer.info?.firstName.trim() : "";
  return name ? AUTH_COPY.welcomeBack(name) : AUTH_COPY.loginTitle;
}

/**
 * A birthday (epoch seconds, §3) as the underage title shows it, e.g. "May 17, 2015". The date is
 * read in UTC, as it was stored.
 */
export function formatBirthday(epochSeconds: number): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(epochSeconds * 1000));
}

export interface StepTitleOptions {
  source?: SignupSource | null;
  inviter?: Inviter | null;
  /** respondMessage: the name of the person whose message is answered. */
  respondTo?: string | null;
  viewer?: TitleViewer | null;
  /** UnderageConfirmation: the birthday entered, in epoch seconds. */
  birthday?: number | null;
}

/**
 * The title of each §2.2 step.
 *
 * @example
 * stepTitle("loginMfa"); // "Two-factor authentication required"
 * stepTitle("respondMessage", { respondTo: "Ana" }); // "Sign up and let Ana know what you think"
 */
export function stepTitle(step: AuthStep, opts: StepTitleOptions = {}): string {
  switch (step) {
    case "signup":
      return signupTitle(opts);
    case "respondMessage": {
      const name = opts.respondTo?.trim();
      return name ? AUTH_COPY.respondMessageTitle(name) : signupTitle(opts);
    }
    case "login":
      return loginTitle(opts.viewer);
    case "loginMfa":
      return AUTH_MESSAGES.mfaRequired;
    case "socialSignupWithAge":
      return AUTH_COPY.enterBirthdate;
    case "EmailCollection":
      return AUTH_COPY.emailCollectionTitle;
    case "EmailAlreadyExist":
      return AUTH_MESSAGES.emailTaken;
    case "UnderageConfirmation":
      return typeof opts.birthday === "number" && Number.isFinite(opts.birthday)
        ? AUTH_COPY.underageTitle(formatBirthday(opts.birthday))
        : AUTH_COPY.underageTitleNoDate;
    case "consents":
      return AUTH_COPY.consentsTitle;
  }
}

/**
 * The footer toggle (§2.3): 'Already a member? Log in' under sign-up; under log-in, 'Not on the
 * product yet? Sign up' on a page and 'Need an account? Sign up now' in a modal.
 *
 * @example
 * footerToggle("login", "save"); // { prompt: "Need an account?", action: "Sign up now" }
 */
export function footerToggle(step: "signup" | "respondMessage" | "login", container: AuthContainer): { prompt: string; action: string } {
  if (step !== "login") return { prompt: AUTH_COPY.alreadyMember, action: AUTH_COPY.logIn };
  return PAGE_CONTAINERS.includes(container)
    ? { prompt: AUTH_COPY.notOnProduct, action: AUTH_COPY.signUp }
    : { prompt: AUTH_COPY.needAccount, action: AUTH_COPY.signUpNow };
}

/** The blocked-provider modal's title (§2.3, §8.3). */
export const providerUnavailableTitle = (provider: "facebook" | "google"): string =>
  provider === "facebook" ? AUTH_MESSAGES.facebookUnavailable : AUTH_MESSAGES.googleUnavailable;
