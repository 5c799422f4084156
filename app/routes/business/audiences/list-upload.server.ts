/**
 * A customer list on its way to the API: the hashes the page's script made, else (without
 * JavaScript) the posted file hashed here; then sent in the pieces one request takes.
 */
import { addListHashesRoute, LIST_HASHES_TOTAL_MAX } from "~common/business/audiences";
import type { ApiClient } from "../../../lib/api-client";
import { AUDIENCES_COPY as T } from "./copy";
import { hashedFile, type HashedList } from "./hashing";

/** The posted list: the browser's hashes, else the file hashed here. */
export async function postedList(form: { hashes?: string; skipped?: number; file?: File }): Promise<HashedList> {
  const sent = (form.hashes ?? "").split(/\s+/).filter(Boolean);
  if (sent.length === 0) return hashedFile(form.file);
  if (sent.length > LIST_HASHES_TOTAL_MAX) return { ok: false, message: T.fileTooMany };
  if (!sent.every((h) => /^[0-9a-f]{64}$/.test(h))) return { ok: false, message: T.somethingWrong };
  return { ok: true, hashes: sent, skipped: form.skipped ?? 0 };
}

/** Sends the rest of a list after its first piece: `stopped` says why it stopped (null: all went), `rows` the list's count. */
export async function sendRest(api: ApiClient, advertiserId: string, audienceId: string, pieces: string[][], total: number) {
  let sent = pieces[0]?.length ?? 0;
  let rows = 0;
  for (const hashes of pieces.slice(1)) {
    const r = await api.call(addListHashesRoute, { params: { advertiserId, audienceId }, json: { hashes } });
    if (!r.ok) return { stopped: T.partlyAdded(sent, total, r.error.message), rows };
    sent += hashes.length;
    rows = r.data.list_rows ?? rows;
  }
  return { stopped: null, rows };
}
