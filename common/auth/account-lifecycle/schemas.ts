/**
 * Zod schemas of deactivating, closing and reopening an account (docs/decisions/042). Both ways
 * out take the passkeys' fresh proof (a session alone may be a stolen cookie).
 */
import { z } from "@hono/zod-openapi";
import { PROOF_FIELDS } from "../passkeys";
import { LoggedInUserSchema } from "../schemas";

export const DeactivateAccountBodySchema = z
  .object(PROOF_FIELDS)
  .openapi("DeactivateAccountPayload", { description: "One fresh proof that it is the account's owner" });

export const CloseAccountBodySchema = z
  .object({
    ...PROOF_FIELDS,
    acknowledge: z.boolean().optional().openapi({ description: "true: the person read that the account is deleted after the grace" }),
  })
  .openapi("CloseAccountPayload", { description: "One fresh proof that it is the account's owner, and the acknowledgement" });

export const AccountLeftSchema = z
  .object({
    state: z.enum(["deactivated", "closed"]),
    deletion_at: z.number().int().nullable().openapi({ description: "Epoch seconds: when a closed account is deleted for good" }),
  })
  .openapi("AccountLeft");

export const ReopenAccountBodySchema = z
  .object({
    reopen_token: z.string().min(1).max(128).openapi({ description: "ACCOUNT_CLOSED's data.reopen_token, once, 10 minutes" }),
  })
  .openapi("ReopenAccountPayload");

export const AccountReopenedSchema = z.object({ user: LoggedInUserSchema }).openapi("AccountReopened");

export type AccountLeft = z.infer<typeof AccountLeftSchema>;
