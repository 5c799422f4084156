/**
 * BoardActions: one Durable Object per board (named "board:{id}") that lets one action change the
 * board's Pins at a time (saving.md §8 "Moving pins, api_error_code 2171, 2172 or 2173"). An
 * action `begin`s on every board it touches before it writes and `end`s after; while one runs,
 * another `begin` is told what is running. The object is single-threaded and `begin` checks and
 * records in one turn, so two requests can never both hold a board. A holder that never ends (its
 * Worker died) stops blocking after BOARD_ACTION_TIMEOUT_MS; an alarm then clears the storage.
 */
import { DurableObject } from "cloudflare:workers";
import { BOARD_ACTION_TIMEOUT_MS } from "~common/saving/constants";

/** board_edit: a board deleted or its cover chosen (worker/saving/boards/edit-board.ts). */
export type BoardActionKind = "move" | "section_edit" | "board_edit";

export interface RunningAction {
  id: string;
  kind: BoardActionKind;
  /** epoch ms after which it no longer blocks */
  until: number;
}

export type BeginVerdict = { ok: true } | { ok: false; running: BoardActionKind };

export class BoardActions extends DurableObject<Env> {
  /** Takes the board for action `id` unless another action holds it (for `holdMs` at most). */
  async begin(id: string, kind: BoardActionKind, holdMs: number = BOARD_ACTION_TIMEOUT_MS): Promise<BeginVerdict> {
    const now = Date.now();
    const running = await this.ctx.storage.get<RunningAction>("running");
    if (running && running.id !== id && running.until > now) return { ok: false, running: running.kind };
    const until = now + Math.min(holdMs, BOARD_ACTION_TIMEOUT_MS);
    await this.ctx.storage.put("running", { id, kind, until } satisfies RunningAction);
    await this.ctx.storage.setAlarm(until);
    return { ok: true };
  }

  /** Gives the board back (only the holder's `end` does anything). */
  async end(id: string): Promise<void> {
    const running = await this.ctx.storage.get<RunningAction>("running");
    if (running?.id !== id) return;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** What holds the board now, or null. */
  async running(): Promise<RunningAction | null> {
    const running = await this.ctx.storage.get<RunningAction>("running");
    return running && running.until > Date.now() ? running : null;
  }

  override async alarm(): Promise<void> {
    const running = await this.ctx.storage.get<RunningAction>("running");
    if (!running || running.until <= Date.now()) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(running.until);
  }
}
