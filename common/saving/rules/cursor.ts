/**
 * Why: every list of the saving API (feeds, boards, sections) pages with an opaque `bookmark`
 * (saving.md §7 BoardsResource bookmark pagination): the sort keys of the last item sent, so the
 * next page starts right after it whatever was added or removed meanwhile (keyset pagination, no
 * offsets). The bookmark names the list and order it belongs to; one from another list or order
 * is refused rather than misread. Pure and isomorphic: the Worker makes and reads bookmarks, the
 * tests and pages only pass them on.
 */

export type CursorValue = string | number;

export interface Cursor {
  /** Which list and order the keys belong to, e.g. "boards:alphabetical". */
  scope: string;
  /** The sort keys of the last item of the page, in the order's column order. */
  keys: CursorValue[];
}

const toBase64Url = (bytes: Uint8Array) => {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The longest bookmark accepted (a few keys; anything longer is not ours). */
export const MAX_BOOKMARK_LENGTH = 512;

/**
 * The bookmark for the page after the item whose sort keys are `keys`.
 *
 * @example
 * encodeCursor({ scope: "feed:home", keys: [1042] }); // "eyJzIjoiZmVlZDpob21lIiwiayI6WzEwNDJdfQ"
 */
export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ s: cursor.scope, k: cursor.keys })));
}

/**
 * The keys of a bookmark made for `scope` with `arity` keys, or null when it is not one (malformed,
 * another list's, or tampered with into other types).
 *
 * @example
 * decodeCursor(encodeCursor({ scope: "feed:home", keys: [1042] }), "feed:home", ["number"]); // [1042]
 * decodeCursor("garbage", "feed:home", ["number"]); // null
 */
export function decodeCursor(bookmark: string, scope: string, types: readonly ("string" | "number")[]): CursorValue[] | null {
  if (bookmark.length === 0 || bookmark.length > MAX_BOOKMARK_LENGTH) return null;
  const bytes = fromBase64Url(bookmark);
  if (!bytes) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  if (s !== scope || !Array.isArray(k) || k.length !== types.length) return null;
  for (let i = 0; i < types.length; i++) {
    const value: unknown = k[i];
    if (types[i] === "number" ? !Number.isSafeInteger(value) : typeof value !== "string") return null;
  }
  return k as CursorValue[];
}
