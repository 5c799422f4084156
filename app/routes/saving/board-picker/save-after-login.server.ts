/**
 * A logged-out visitor's Save opens the auth modal with `save_pin={pin id}` on the page's URL
 * (app/routes/saving/board-picker/save-button.tsx). The modal sends them back to the page after log-in or
 * sign-up with that parameter still there (common/auth/modal/modal-link.ts removes only its own), and
 * the root loader asks this module where to go: on to the save-to-board screens for that Pin,
 * coming back to the page after (saving.md §2 /pin/{id}/repin/x/), so the save they started is
 * one click away, with or without JavaScript.
 */
import { withoutAuthModal } from "~common/auth/modal";
import type { Viewer } from "~common/auth/schemas";
import { ID_PATTERN } from "~common/saving/schemas";
import { SAVE_AFTER_LOGIN_PARAM } from "./saved-params";

/**
 * The save-to-board page for a logged-in viewer whose URL carries `save_pin`, else null.
 *
 * @example
 * const target = saveAfterLogin(new URL(request.url), viewer);
 * if (target) throw redirect(target);
 */
export function saveAfterLogin(url: URL, viewer: Viewer | null): string | null {
  const pin = url.searchParams.get(SAVE_AFTER_LOGIN_PARAM);
  if (pin === null || viewer?.type !== "AUTH") return null;
  const rest = withoutAuthModal(url.searchParams);
  rest.delete(SAVE_AFTER_LOGIN_PARAM);
  const back = `${url.pathname}${rest.size ? `?${rest}` : ""}`;
  return ID_PATTERN.test(pin) ? `/pin/${pin}/repin/x/?${new URLSearchParams({ next: back })}` : back;
}
