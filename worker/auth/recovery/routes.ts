/**
 * Why: the account-recovery API (auth.md §2.3 forgot password, §7 POST /v3/users/forgot_password/)
 * and the password change of /settings/security, registered against the contracts of
 * common/auth/contracts.ts. The work is in this folder (forgot-password.ts, reset-password.ts,
 * change-password.ts); limits per IP are attached here: the "recovery" bucket for links (sending
 * and using them), the "login" bucket for the current-password check.
 */
import { changePasswordRoute, forgotPasswordRoute, passwordResetLinkRoute, resetPasswordRoute } from "~common/auth/contracts";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireSession } from "../../platform/guards";
import { countPasskeys } from "../passkeys";
import { dropRecordsLater } from "../sessions";
import { changePassword } from "./change-password";
import { requestPasswordReset } from "./forgot-password";
import { lockoutClearFails } from "./lockout-clears";
import { liveResetLink, resetPasswordWithLink } from "./reset-password";

const nowSeconds = () => Math.floor(Date.now() / 1000);

const router = createRouter();
router.on("POST", forgotPasswordRoute.path, rateLimit("recovery"));
router.on("GET", "/v3/users/reset_password/:token/", rateLimit("recovery"));
router.on("POST", resetPasswordRoute.path, rateLimit("recovery"));
router.on("POST", changePasswordRoute.path, rateLimit("login"));

export const recoveryRoutes = router
  .openapi(forgotPasswordRoute, async (c) => {
    await requestPasswordReset(c, c.req.valid("json"));
    return ok(c, null);
  })
  .openapi(passwordResetLinkRoute, async (c) => {
    const link = await liveResetLink(c.env.DB, c.req.valid("param").token, nowSeconds());
    c.header("Cache-Control", "private, no-store");
    // The link's holder reads the account's mailbox: how many passkeys it has is theirs to know.
    const passkeys = await countPasskeys(c.env.DB, link.id);
    return ok(c, { email: link.email, username: link.username, expires_at: link.expires_at, passkeys });
  })
  .openapi(resetPasswordRoute, async (c) => {
    dropRecordsLater(c, await resetPasswordWithLink(c.env, c.req.valid("json"), nowSeconds(), lockoutClearFails(c)));
    return ok(c, null);
  })
  .openapi(changePasswordRoute, async (c) => {
    const session = await requireSession(c);
    dropRecordsLater(c, await changePassword(c, session, c.req.valid("json")));
    return ok(c, null);
  });
