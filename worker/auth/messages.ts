/**
 * Auth message catalogue: every user-facing string of the auth area that the API returns or the
 * pages show, verbatim from auth.md. Pages import this; nothing else spells these strings.
 * Strings marked "ours" fill places where the spec says "not shown".
 */
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
  underAge: "Sorry, you're not eligible to sign up for the product right now.",
  ageMissingEu: "We need to know your age to provide you this service.",
  ageTooHigh: "Oops! Please use a valid age to sign up.",
  emailInvalid: "Your email is invalid.",
  emailHasProductName: "Please stick to your name, or the name of your brand",
  somethingWrong: "Sorry! Something went wrong on our end.",
  modalGenericFailure: "Oops! Something went wrong… Click Continue to try again.",
  emailTaken: "Looks like you're already on the product", // §2.2 EmailAlreadyExist title
  countryInvalid: "Choose a valid country.", // ours
  nameTooLong: "Your first name can be at most 30 characters.", // ours (§9 maximum first name)
  signupTypeUnsupported: "This sign-up method isn't available yet.", // ours
  // §8.2 log-in errors
  passwordIncorrect: "The password you entered is incorrect. Try again or Reset your password.",
  accountNotFound: "The email you entered does not belong to any account.", // ours
  loggedInTooQuickly: "Oops! You logged in too quickly. Please try again with the reCAPTCHA.",
  unknownError: "Unknown Error",
  // §2.4 / §8.4 rate-limited recovery modal
  rateLimitedTitle: "Oops! Too many login attempts",
  rateLimitedBody: "You have reached the maximum number of login attempts. Try again in 30 minutes.",
  rateLimitedIp: "Too many attempts from your network. Wait a minute and try again.", // ours
} as const;
