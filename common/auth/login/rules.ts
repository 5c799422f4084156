/**
 * Log-in field checks that need no server (auth.md §5): email required and well formed when it
 * looks like an email, password present. The page runs this before submitting; the API applies
 * the same rules (worker/auth/login/log-in.ts) and more.
 */
import { isEmailFormat, normalizeEmail } from "../rules";
import type { RuleFailure } from "../signup";

export function checkLogIn({ email, password }: { email: string; password: string }): RuleFailure | null {
  if (email.trim() === "") return { error: "LOGIN_EMAIL_MISSING", field: "email" };
  if (email.includes("@") && !isEmailFormat(normalizeEmail(email))) return { error: "EMAIL_FORMAT", field: "email" };
  if (password === "") return { error: "PASSWORD_SHAPE", field: "password" };
  return null;
}
