/**
 * Why: a customer list's emails are hashed before they leave the browser (issue 37 item 2); the
 * page's script and, without JavaScript, the action run this same code, so both send the same
 * hashes and neither keeps an email.
 */
import { LIST_HASHES_PER_REQUEST_MAX, listEmails } from "~common/business/audiences";
import { emailHash } from "~common/business/conversions";
import { AUDIENCES_COPY as T } from "./copy";

/** The largest email file read, on either side. */
export const LIST_FILE_MAX_BYTES = 10 * 1024 * 1024;

export type HashedList = { ok: true; hashes: string[]; skipped: number } | { ok: false; message: string };

/**
 * A file's emails, normalised by listEmails and each SHA-256'd (hex, lower-case).
 *
 * @example
 * await hashedList("email\nana@example.com\nnot one") // { ok: true, hashes: ["<64 hex>"], skipped: 1 }
 */
export async function hashedList(text: string): Promise<HashedList> {
  const list = listEmails(text);
  if ("error" in list) return { ok: false, message: list.error === "TOO_MANY" ? T.fileTooMany : T.fileUnreadable };
  if (list.emails.length === 0) return { ok: false, message: T.fileEmpty };
  return { ok: true, hashes: await Promise.all(list.emails.map(emailHash)), skipped: list.skipped };
}

/** A chosen file's hashed emails, or why not (none, too big). */
export async function hashedFile(file: File | null | undefined): Promise<HashedList> {
  if (!file || file.size === 0) return { ok: false, message: T.fileMissing };
  if (file.size > LIST_FILE_MAX_BYTES) return { ok: false, message: T.fileTooBig };
  return hashedList(await file.text());
}

/** The hashes in API-sized pieces: the first makes or extends the list, the rest follow. */
export function chunks(hashes: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < hashes.length; i += LIST_HASHES_PER_REQUEST_MAX) out.push(hashes.slice(i, i + LIST_HASHES_PER_REQUEST_MAX));
  return out;
}
