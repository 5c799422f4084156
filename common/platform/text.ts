/**
 * Why: every text a client sends is stored and shown to other people, so it must be text: well-formed
 * Unicode (a lone surrogate such as "\ud800" would be stored as invalid UTF-8 and read back as
 * three U+FFFD), no control characters but tab and line breaks (NUL, escape sequences), and no
 * bidirectional overrides (U+202A–U+202E, U+2066–U+2069), which make a name read differently from
 * what it is. User-visible text is also normalised: line breaks to "\n" and NFC, so the same name
 * typed on two keyboards is one name. One schema helper for every request body and query, so the
 * API refuses the same way everywhere (BAD_REQUEST naming the field) and the OpenAPI document says
 * so (docs/decisions/027).
 */
import { z } from "@hono/zod-openapi";
import { PLATFORM_API_MESSAGES } from "./messages";

/** A lone high or low surrogate (not half of a pair). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 controls but tab, line feed and carriage return; DEL and C1 controls; bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex
const REFUSED_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** What the OpenAPI document says of every such field. */
export const TEXT_RULE =
  "Well-formed Unicode: no lone surrogates, no control characters but tab and line breaks, no bidirectional overrides.";

/**
 * True when `value` may be stored as text.
 *
 * @example
 * isWellFormedText("Weeknight dinners"); // true
 * isWellFormedText("\ud800"); // false
 */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !REFUSED_CHARACTERS.test(value);
}

/**
 * The stored form of user-visible text: line breaks as "\n", Unicode NFC.
 *
 * @example
 * normalizeText("Cafe\u0301\r\nmenu"); // "Café\nmenu"
 */
export const normalizeText = (value: string): string => value.replace(/\r\n?/g, "\n").normalize("NFC");

/**
 * A string of at most `max` UTF-16 units that is well-formed text, passed on as sent (tokens,
 * passwords, codes: their bytes matter).
 *
 * @example
 * const Body = z.object({ password: plainText(1024) });
 */
export const plainText = (max: number) =>
  z.string().max(max).refine(isWellFormedText, { message: PLATFORM_API_MESSAGES.textNotWellFormed }).openapi({ description: TEXT_RULE });

/**
 * User-visible text (names, titles, descriptions): well-formed, then line breaks as "\n" and NFC.
 *
 * @example
 * const Body = z.object({ name: userText(2000) });
 */
export const userText = (max: number) => plainText(max).transform(normalizeText);
