/**
 * Pure helpers of the /_dev/mailbox pages (shared by the server render and the browser).
 *
 * `linkify` splits a plain-text email body into text and http(s) links, so /_dev/mailbox/{id} can make the
 * links clickable without rendering any markup from the message.
 *
 * @example
 * linkify("Open http://127.0.0.1/x now") // [{text:"Open "}, {href:"http://127.0.0.1/x"}, {text:" now"}]
 */
export type BodyPart = { text: string } | { href: string };

const URL_RE = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence, not the link. */
const TRAILING = /[.,;:!?)\]]+$/;

export function linkify(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const m of body.matchAll(URL_RE)) {
    const href = m[0].replace(TRAILING, "");
    const start = m.index;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/**
 * "2026-11-22 09:15:03 UTC": the same on the server and in the browser (no hydration mismatch).
 *
 * @example
 * receivedAt(0) // "1970-01-01 00:00:00 UTC"
 */
export const receivedAt = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")} UTC`;
