/**
 * Why: the notification switches (migrations/0055) must be honoured where the email is sent: a
 * sender asks which of its addresses still want that kind of email. Only non-security kinds have
 * a switch; an address with no account is asked nothing (it never chose).
 */
export type OptionalEmailKind = "board_invites";

const COLUMN: Record<OptionalEmailKind, string> = { board_invites: "email_board_invites" };

/**
 * The addresses of `emails` whose account has not turned `kind` off.
 *
 * @example
 * const wanted = await withoutOptedOut(env.DB, ["ana@example.com"], "board_invites");
 */
export async function withoutOptedOut(db: D1Database, emails: readonly string[], kind: OptionalEmailKind): Promise<Set<string>> {
  const all = new Set(emails.map((e) => e.toLowerCase()));
  if (all.size === 0) return all;
  // Bounded by the caller (an invite's addresses); chunks stay under D1's bound-parameter limit.
  const list = [...all];
  for (let i = 0; i < list.length; i += 50) {
    const chunk = list.slice(i, i + 50);
    const { results } = await db
      .prepare(`SELECT email FROM users WHERE ${COLUMN[kind]} = 0 AND email IN (${chunk.map(() => "?").join(", ")})`)
      .bind(...chunk)
      .all<{ email: string }>();
    for (const r of results) all.delete(r.email);
  }
  return all;
}
