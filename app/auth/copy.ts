/**
 * UI text of the auth pages, verbatim from auth.md where the spec gives it. Error messages come
 * from the shared catalogue (worker/auth/messages.ts) so the API and the pages never disagree.
 * Entries marked "ours" fill places where the spec shows no text.
 */
import { AUTH_MESSAGES } from "../../worker/auth/messages";

export { AUTH_MESSAGES };

export const AUTH_COPY = {
  brand: "Pinboard", // ours: the product's wordmark
  // §2.2 signup step
  signupTitle: "Welcome to Pinboard", // ours
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
  // §2.3 footer toggles
  // §2.3 footer toggles, split where the link starts: "Already a member? Log in" and
  // "Not on the product yet? Sign up" ("Need an account? Sign up now" is the modal's, later).
  alreadyMember: "Already a member?",
  notOnProduct: "Not on the product yet?",
  signUp: "Sign up",
  // §2.4 rate-limited modal
  gotIt: "Got it", // ours
  // home
  homeGreeting: (name: string) => `Welcome, ${name}!`, // ours (the spec's "Welcome back" is the limited-login step)
  homeLoggedOutTitle: "Get your next great idea", // ours
  homeLoggedOutBody: "Save what inspires you, organise it into boards and come back to it anytime.", // ours
  loggingIn: "Logging in…", // ours
  signingUp: "Creating your account…", // ours
  notFoundTitle: "We couldn't find that page", // ours
  notFoundBody: "The link may be broken, or the page may have been removed.", // ours
  goHome: "Go to the home feed", // ours
  errorTitle: AUTH_MESSAGES.somethingWrong, // §8.2 generic failure
  errorBody: "Try again in a moment.", // ours
  skipToContent: "Skip to content", // ours
} as const;
