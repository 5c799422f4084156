/**
 * Why: developer routes over accounts. `PUT /v3/dev/account_state/` puts an account in a state
 * (auth.md §2.4, §4.6) so a contract's provider state or a local run can show each recovery modal
 * without a database console; like every developer route it answers 404 unless DEV_TOOLS is "true".
 */
import { setAccountStateRoute } from "~common/auth/contracts";
import { normalizeEmail } from "~common/auth/rules";
import { ApiError } from "~common/errors";
import { config } from "../platform/config";
import { ok } from "../platform/respond";
import { createRouter } from "../platform/router";
import { setAccountState } from "../auth/users";

export const accountStateRoutes = createRouter().openapi(setAccountStateRoute, async (c) => {
  if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
  const { email, state } = c.req.valid("json");
  const normalized = normalizeEmail(email);
  if (!(await setAccountState(c.env.DB, normalized, state))) {
    throw new ApiError("NOT_FOUND", { detail: `no account with email ${normalized}` });
  }
  c.header("Cache-Control", "private, no-store");
  return ok(c, { email: normalized, state });
});
