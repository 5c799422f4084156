/**
 * The contract of new backup codes (issue 35 part 3; docs/decisions/049): the answer that showed the
 * codes when two-factor was turned on may be lost, so a fresh proof makes ten new ones. Its own
 * module, outside this capability's index.ts: it takes the passkeys' fresh proof, and the passkeys'
 * contracts reach two-factor's surface through the auth area's, so importing it there would be a
 * cycle. Registered by worker/auth/two-factor/routes.ts; called by the page's
 * app/routes/auth/two-factor/backup-codes.server.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { BACKUP_CODE_COUNT, BACKUP_CODES_REGENERATIONS_MAX, BACKUP_CODES_WINDOW_SECONDS } from "../constants";
import { FRESH_PROOF_ERRORS, PROOF_FIELDS } from "../passkeys";

export const RegenerateBackupCodesBodySchema = z
  .object(PROOF_FIELDS)
  .openapi("RegenerateBackupCodesPayload", { description: "One fresh proof that it is the account's owner" });

export const BackupCodesSchema = z
  .object({
    backup_codes: z
      .array(z.string())
      .length(BACKUP_CODE_COUNT)
      .openapi({ description: "Single-use, shown this once; every earlier code no longer works", example: ["ab12-cd34"] }),
  })
  .openapi("BackupCodes");

export const regenerateBackupCodesRoute = createRoute({
  operationId: "regenerateBackupCodes",
  method: "post",
  path: "/v3/users/me/two_factor/backup_codes/",
  tags: ["auth"],
  summary: "Replace every backup code with ten new ones, after a fresh proof",
  description: `The password, a two-factor code or a passkey first (a session alone may be a stolen cookie). All earlier codes stop working at once; the new ones are answered this once, stored only as hashes. At most ${BACKUP_CODES_REGENERATIONS_MAX} times per ${BACKUP_CODES_WINDOW_SECONDS / 3600} hours.`,
  request: { body: jsonBody(RegenerateBackupCodesBodySchema) },
  responses: {
    200: okResponse(BackupCodesSchema, "The new backup codes"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "RATE_LIMITED",
      "AUTH_REQUIRED",
      ...FRESH_PROOF_ERRORS,
      "TWO_FACTOR_OFF",
      "BACKUP_CODES_LIMITED",
    ),
  },
});
