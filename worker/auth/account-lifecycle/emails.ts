/**
 * The emails of leaving an account (docs/decisions/042): deactivated, closed (with the deletion
 * date), reopened, deleted. Each says what happened and what to do if it was not the owner;
 * layout worker/platform/email/link-email.ts, words LIFECYCLE_EMAIL_COPY.
 */
import { deletionDate, LIFECYCLE_EMAIL_COPY as T } from "~common/auth/account-lifecycle";
import { linkEmailHtml, type OutgoingEmail } from "../../platform/email";

export type LifecycleEmailKind = "deactivated" | "closed" | "reopened" | "deleted";

const SUBJECTS: Record<LifecycleEmailKind, string> = {
  deactivated: T.deactivatedSubject,
  closed: T.closedSubject,
  reopened: T.reopenedSubject,
  deleted: T.deletedSubject,
};

/**
 * @example
 * await lifecycleEmail("closed", { to, firstName, origin, deletionAt: now + 1209600 });
 */
export async function lifecycleEmail(
  kind: LifecycleEmailKind,
  m: { to: string; firstName: string; origin: string; deletionAt?: number | null },
): Promise<OutgoingEmail> {
  const what =
    kind === "closed"
      ? T.closed(deletionDate(m.deletionAt ?? 0))
      : kind === "deactivated"
        ? T.deactivated
        : kind === "reopened"
          ? T.reopened
          : T.deleted;
  // A deleted account has nothing to log in to: its button goes home.
  const link = new URL(kind === "deleted" ? "/" : "/login/", m.origin).href;
  const reset = new URL("/password/reset", m.origin).href;
  const subject = SUBJECTS[kind];
  const notYou = kind !== "deleted";
  const text = [T.greeting(m.firstName), "", what, "", ...(notYou ? [T.ifNotYou, reset, ""] : []), T.signature, ""].join("\n");
  const html = await linkEmailHtml({
    subject,
    lines: [T.greeting(m.firstName), what],
    button: kind === "deleted" ? T.homeButton : T.button,
    link,
    ...(notYou && { also: { line: T.ifNotYou, link: reset } }),
    footnote: "",
    signature: T.signature,
  });
  return { to: m.to, subject, text, html };
}
