/**
 * The auth area's message catalogue: every user-facing string the auth API returns or the auth
 * pages show, verbatim from auth.md with the product's name where the spec says "the product".
 * Nothing else spells these strings. "ours" marks text where the spec says "not shown".
 */
import { PRODUCT_NAME } from "../platform/messages";
import { AUTH_HEADER_COPY, UNDER_AGE_MESSAGE } from "./header-copy";

/**
 * §2.3 the sign-up page's Facebook banner: Facebook log-in isn't available for new users, continue
 * with email or Google. Part of FACEBOOK_COPY (./facebook/messages.ts `signupBanner`); here, on
 * its own, because the sign-up page's first load already has this module and needs only this
 * string of that catalogue (test/build/budgets.integration.test.ts).
 */
export const FACEBOOK_SIGNUP_BANNER = "Facebook log-in isn't available for new users. Continue with email or Google instead."; // ours (§2.3 describes the banner)

/** Errors and notices (API messages and page errors). */
export const AUTH_MESSAGES = {
  // §5 validation
  emailMissing: "You missed a spot! Don't forget to add your email.",
  emailFormat: "Hmm...that doesn't look like an email address.",
  emailNotValid: "Sorry, this doesn't look like a valid email",
  passwordShape: "The password you entered is incorrect.",
  passwordNotAscii: "Use only a mix of letters, numbers and special characters (for example: ?, !, $).",
  passwordTooShort: "Your password is too short! You need 6+ characters.",
  /** business.md §5 'Your password is too short! You need {{minPasswordLength}}+ characters.' */
  passwordTooShortFor: (minLength: number | string) => `Your password is too short! You need ${minLength}+ characters.`,
  passwordSameAsUsername: "Please make your username and password different.", // business.md §5
  passwordTooWeak: "Please make a stronger password.", // business.md §5; also the primary form's common-password refusal
  businessNameMissing: "You missed a spot! Don't forget to add your business name.", // ours
  businessNameTooLong: "Your business name can be at most 100 characters.", // ours (BUSINESS_NAME_MAX_LENGTH)
  passwordTooLong: "Your password is too long. Use 256 characters or fewer.", // ours
  birthdayMissing: "You missed a spot. Don't forget to add your birthday.",
  birthdayInvalid: "Invalid date",
  // §8.1 sign-up errors
  underAge: UNDER_AGE_MESSAGE,
  ageTooHigh: "Oops! Please use a valid age to sign up.",
  emailHasProductName: "Please stick to your name, or the name of your brand",
  emailTaken: `Looks like you're already on ${PRODUCT_NAME}`, // §2.2 EmailAlreadyExist title
  // §8.2 log-in errors
  // §2.4 / §8.4 rate-limited recovery modal
  rateLimitedTitle: "Oops! Too many login attempts",
  rateLimitedBody: "You have reached the maximum number of login attempts. Try again in 30 minutes.",
  // §8.2 log-in errors of conditions reserved in errors.ts
  mfaRequired: "Two-factor authentication required", // also the §2.2 loginMfa title
  mfaCodeResent: "We sent you a new code!", // §4.3 toast
  // §5 MFA code rows (the code field checks them before sending, as the API does)
  mfaCodeMissing: "You missed a spot! Don't forget to add your verification code.",
  mfaCodeFormat: "Hmm...that doesn't look like a verification code.",
  // §5 typo suggestion
  didYouMean: (email: string) => `Did you mean ${email}?`,
  // §2.3 blocked-provider modal
  facebookUnavailable: "Oops! Facebook isn't available",
  googleUnavailable: "Oops! Google isn't available",
  // §2.4 / §8.4 account-recovery modals (the rate-limited one is above)
  passwordResetSentTitle: "Password reset email sent",
  passwordResetSentBody: (email: string) => `We sent instructions to pick a new password to ${email}.`,
} as const;

/**
 * Messages only the API sends (in its error envelopes; the pages show them as received, or place
 * them through common/auth/rules/error-mapping.ts on the server): a separate object, so the pages'
 * browser bundle does not carry them (as PLATFORM_API_MESSAGES).
 */
export const AUTH_API_MESSAGES = {
  ageMissingEu: "We need to know your age to provide you this service.",
  emailInvalid: "Your email is invalid.",
  modalGenericFailure: "Oops! Something went wrong… Click Continue to try again.",
  countryInvalid: "Choose a valid country.", // ours
  nameTooLong: "Your first name can be at most 30 characters.", // ours (§9 maximum first name)
  signupTypeUnsupported: "Sign up here with an email. Google and LINE sign-up have buttons of their own.", // ours: this route makes email accounts only
  consentMissing: "Please agree to the required terms to continue.", // ours (§4.5, §8.3 consent error)
  passwordIncorrect: "The password you entered is incorrect. Try again or Reset your password.",
  accountNotFound: "The email you entered does not belong to any account.", // ours
  loggedInTooQuickly: "Oops! You logged in too quickly. Please try again with the reCAPTCHA.",
  rateLimitedIp: "Too many attempts from your network. Wait a minute and try again.", // ours
  facebookLoginRetired: "Your account is connected to Facebook, but Facebook login is no longer available.",
  facebookLoginRetiredUsePassword: "Facebook login is no longer available. Log in with your email and password instead.", // ours (§1: the account has a password)
  facebookSignupClosed: FACEBOOK_SIGNUP_BANNER, // §2.3: the sign-up page shows the new-users banner for it
  googleOnlyAccount: "Your account is already linked to Google. To log in with email, set a password.",
  appleOnlyAccount: `Your account is connected to Apple. This option works only on the iOS app. To log into ${PRODUCT_NAME} here, you'll need to set a password.`,
  softBannedLogin:
    "We noticed some strange activity on your account. Reset your password or log in with Facebook or Google to get back into your account.",
  accountDeactivated: "You deactivated this account. Reset your password to reactivate it.", // ours (§8.2 tooltip text not shown)
  socialLoginFailed: "Sorry, we can't log you in.",
  suspendedTitle: "Your account has been deactivated",
  loginAssistanceTitle: "Looks like you're having trouble logging in",
  softBannedTitle: "We protected your account",
  softBannedBody: "For security purposes we've reset your account password and logged you out on all devices and browsers.",
  socialNotMatchedTitle: "Oops! Something went wrong",
  facebookNotMatched: "We couldn't match your Facebook account to any account. Try resetting your password instead.",
  googleNotMatched: "We couldn't match your Google account to any account. Try resetting your password instead.", // §8.4 "analogous"
  providerUnavailable: "This sign-in option isn't available right now. Try again later or use your email.", // ours
  ssoDomainUnknown: "This email doesn't use single sign-on.", // ours
  passwordBreached: "This password has appeared in a data breach. Choose a different one.", // ours (docs/decisions/036)
} as const;

/** Labels, titles and other page text of the auth flows. */
export const AUTH_COPY = {
  // §2.2 signup step
  signupTitle: `Welcome to ${PRODUCT_NAME}`, // ours
  signupSubtitle: "Find new ideas to try", // ours
  continueWithEmail: "Continue with email",
  emailLabel: "Email",
  createPasswordLabel: "Create a password",
  birthdayLabel: "Birthdate", // ours
  birthdayHint: "Use the date picker or type MM/DD/YYYY", // ours
  termsNotice: `By continuing, you agree to ${PRODUCT_NAME}'s Terms of Service and acknowledge you've read our Privacy Policy.`, // ours
  /** §6 fdbr_teen_compliance: the Florida under-18 notice variant of the terms text (ours). */
  termsNoticeFloridaTeen: `By continuing, you agree to ${PRODUCT_NAME}'s Terms of Service and acknowledge you've read our Privacy Policy, including the Notice for Florida residents under 18.`,
  // §2.3 business prompt (it leads to the business sign-up, business.md)
  areYouBusiness: "Are you a business?",
  getStartedHere: "Get started here!",
  continue: "Continue",
  // §2.2 login step
  loginTitle: "Log in to see more", // ours
  passwordLabel: "Password", // ours
  logIn: AUTH_HEADER_COPY.logIn, // §2.3
  logOut: AUTH_HEADER_COPY.logOut, // ours
  settings: AUTH_HEADER_COPY.settings, // ours: the header's link to /settings/security
  accountsMenu: AUTH_HEADER_COPY.accountsMenu, // ours: the name of the header's account menu beside the avatar
  showPassword: "Show password", // ours
  hidePassword: "Hide password", // ours
  // §2.3 footer toggles, split where the link starts: "Already a member? Log in" and
  // "Not on the product yet? Sign up" ("Need an account? Sign up now" is the modal's, later).
  alreadyMember: "Already a member?",
  notOnProduct: `Not on ${PRODUCT_NAME} yet?`,
  signUp: AUTH_HEADER_COPY.signUp,
  // §2.4 rate-limited modal
  gotIt: "Got it", // ours
  // §2.4 recovery modals: actions and the layout of the suspended and login-assistance modals (ours where the spec gives no text)
  resetPassword: "Reset password", // ours
  tryAgain: "Try again", // ours
  loginAssistanceBody: "Reset your password and we'll email you a link to get back in.", // ours
  suspendedIntro: "We deactivate accounts that:", // ours
  suspendedReasonGuidelines: "Break our Community Guidelines", // ours (§8.4 "guideline violations")
  suspendedReasonActivity: "Show unusual activity", // ours (§8.4 "unusual activity")
  suspendedReasonClosure: "Their owner asked us to close", // ours (§8.4 "closure request")
  suspendedAppeal: "Think we made a mistake?", // ours
  contactUs: "Contact us",
  // home
  homeGreeting: (name: string) => `Welcome, ${name}!`, // ours (the spec's "Welcome back" is the limited-login step)
  homeLoggedOutTitle: "Get your next great idea", // ours
  loggingIn: "Logging in…", // ours
  signingUp: "Creating your account…", // ours
  loginDescription: `Log in to ${PRODUCT_NAME} to see your boards and save new ideas.`, // ours
  signupDescription: `Join ${PRODUCT_NAME} to save ideas you love and organise them into boards.`, // ours
  // §2.2 signup titles by source (the spec names the sources, not their text: all ours)
  signupTitleBoardInvite: "Sign up to join the board", // ours
  signupTitleSaveButton: "Sign up to save this Pin", // ours
  signupTitleSaveButtonExp: "Create a free account to save this Pin", // ours
  signupTitlePinBookmarklet: "Sign up to save ideas from any website", // ours
  signupTitleDownloadDweb: "Sign up to download this image", // ours
  signupTitleDownloadUnauth: "Create a free account to download images", // ours
  signupTitleFollowButton: "Sign up to follow for more ideas", // ours
  signupTitleCommentComposer: "Sign up to join the conversation", // ours
  joinInviter: (name: string) => `Join ${name} on ${PRODUCT_NAME} for more ideas`,
  continueWithSso: "Continue with SSO",
  // §1, §7 "A Google sign-in button" (its label is not shown)
  continueWithGoogle: "Continue with Google", // ours
  continueWithLine: "Continue with LINE", // ours
  orDivider: "OR", // ours

  // §2.2 other steps
  respondMessageTitle: (name: string) => `Sign up and let ${name} know what you think`,
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  notYou: "Not you? Log in with a different account",
  enterBirthdate: "Enter your birthdate",
  createAccount: "Create account",
  emailCollectionTitle: "What's your email address?",
  notNow: "Not now",
  underageTitle: (birthday: string) => `Were you born on ${birthday}?`, // ours (§2.2 "a title based on the entered birthday")
  underageTitleNoDate: "Check your birthdate", // ours
  underageBody: "You need to be old enough to use this service. If this birthdate is right, confirm it; if not, edit it.", // ours
  edit: "Edit", // ours (§2.2 names the button)
  confirm: "Confirm", // ours (§2.2 names the button)
  // §2.2 / §4.5 consents step
  consentsTitle: "Consents",
  agreeToAll: "Agree to all",
  consentRequired: "Required", // ours (§2.2 names the section)
  consentOptional: "Optional", // ours (§2.2 names the section)
  consentTerms: `I agree to the ${PRODUCT_NAME} Terms of Service`, // ours
  consentTermsBusiness: `I agree to the ${PRODUCT_NAME} Business Terms of Service`, // ours (§6 business terms)
  consentCollectionUse: "Collection and use of personal information", // ours
  consentThirdParty: "Provision of personal information to third parties", // ours
  consentOverseas: "Transfer of personal information overseas", // ours
  consentMarketing: "Marketing emails and notifications", // ours
  back: "Back", // ours (§2.2 names the button)
  next: "Next", // ours (§2.2 names the button)
  // §2.3 footer toggle of the modal ("Need an account? Sign up now")
  needAccount: "Need an account?",
  signUpNow: "Sign up now",
  // §2.1 revamped_business_login_page and §2.3 business login page
  createNewAccount: "Create new account",
  logInToPersonal: "Log in to a personal account",
  businessLoginTitle: "Log in to your business account", // ours
  businessLoginDescription: `Log in to your ${PRODUCT_NAME} business account to promote your ideas.`, // ours
  // /business/create (§2.3 "Create new account"; business.md §5 password rules)
  businessSignupTitle: `Create a ${PRODUCT_NAME} business account`, // ours
  businessSignupSubtitle: "Reach people looking for ideas like yours", // ours
  businessSignupDescription: `Create a free ${PRODUCT_NAME} business account.`, // ours
  businessNameLabel: "Business name", // ours
  /** The parts of the password-rules hint under the business password field (ours, from the fetched rules). */
  passwordHintLength: (minLength: number | string) => `${minLength}+ characters`, // ours
  passwordHintAscii: "only letters, numbers and special characters", // ours
  passwordHintNotUsername: "not your email name", // ours
  passwordHintNotCommon: "not a common password", // ours
  // §2.3 forgot password: the log-in form's link (the recovery pages' text is AUTH_RECOVERY_COPY)
  forgotPassword: "Forgot password?", // ours
} as const;
