/**
 * The auth area's message catalogue: every user-facing string the auth API returns or the auth
 * pages show, verbatim from auth.md with the product's name where the spec says "the product".
 * Nothing else spells these strings. "ours" marks text where the spec says "not shown".
 */
import { PRODUCT_NAME } from "../platform/messages";

/** Errors and notices (API messages and page errors). */
export const AUTH_MESSAGES = {
  // §5 validation
  emailMissing: "You missed a spot! Don't forget to add your email.",
  emailFormat: "Hmm...that doesn't look like an email address.",
  emailNotValid: "Sorry, this doesn't look like a valid email",
  passwordShape: "The password you entered is incorrect.",
  passwordNotAscii: "Use only a mix of letters, numbers and special characters (for example: ?, !, $).",
  passwordTooShort: "Your password is too short! You need 6+ characters.",
  passwordTooLong: "Your password is too long. Use 256 characters or fewer.", // ours
  birthdayMissing: "You missed a spot. Don't forget to add your birthday.",
  birthdayInvalid: "Invalid date",
  // §8.1 sign-up errors
  underAge: `Sorry, you're not eligible to sign up for ${PRODUCT_NAME} right now.`,
  ageMissingEu: "We need to know your age to provide you this service.",
  ageTooHigh: "Oops! Please use a valid age to sign up.",
  emailInvalid: "Your email is invalid.",
  emailHasProductName: "Please stick to your name, or the name of your brand",
  modalGenericFailure: "Oops! Something went wrong… Click Continue to try again.",
  emailTaken: `Looks like you're already on ${PRODUCT_NAME}`, // §2.2 EmailAlreadyExist title
  countryInvalid: "Choose a valid country.", // ours
  nameTooLong: "Your first name can be at most 30 characters.", // ours (§9 maximum first name)
  signupTypeUnsupported: "This sign-up method isn't available yet.", // ours
  // §8.2 log-in errors
  passwordIncorrect: "The password you entered is incorrect. Try again or Reset your password.",
  accountNotFound: "The email you entered does not belong to any account.", // ours
  loggedInTooQuickly: "Oops! You logged in too quickly. Please try again with the reCAPTCHA.",
  // §2.4 / §8.4 rate-limited recovery modal
  rateLimitedTitle: "Oops! Too many login attempts",
  rateLimitedBody: "You have reached the maximum number of login attempts. Try again in 30 minutes.",
  rateLimitedIp: "Too many attempts from your network. Wait a minute and try again.", // ours
} as const;

/** Labels, titles and other page text of the auth flows. */
export const AUTH_COPY = {
  // §2.2 signup step
  signupTitle: `Welcome to ${PRODUCT_NAME}`, // ours
  signupSubtitle: "Find new ideas to try", // ours
  continueWithEmail: "Continue with email",
  emailLabel: "Email",
  emailPlaceholder: "Email",
  createPasswordLabel: "Create a password",
  birthdayLabel: "Birthdate", // ours
  continue: "Continue",
  // §2.2 login step
  loginTitle: "Log in to see more", // ours
  passwordLabel: "Password", // ours
  passwordPlaceholder: "Password", // ours
  logIn: "Log in", // §2.3
  logOut: "Log out", // ours
  showPassword: "Show password", // ours
  hidePassword: "Hide password", // ours
  // §2.3 footer toggles, split where the link starts: "Already a member? Log in" and
  // "Not on the product yet? Sign up" ("Need an account? Sign up now" is the modal's, later).
  alreadyMember: "Already a member?",
  notOnProduct: `Not on ${PRODUCT_NAME} yet?`,
  signUp: "Sign up",
  // §2.4 rate-limited modal
  gotIt: "Got it", // ours
  // home
  homeGreeting: (name: string) => `Welcome, ${name}!`, // ours (the spec's "Welcome back" is the limited-login step)
  homeLoggedOutTitle: "Get your next great idea", // ours
  loggingIn: "Logging in…", // ours
  signingUp: "Creating your account…", // ours
  loginDescription: `Log in to ${PRODUCT_NAME} to see your boards and save new ideas.`, // ours
  signupDescription: `Join ${PRODUCT_NAME} to save ideas you love and organise them into boards.`, // ours
} as const;
