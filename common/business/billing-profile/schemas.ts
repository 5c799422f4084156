/**
 * The billing profile's edit (issue 36 item 7): the fields quick promote's billing step asks for,
 * any of them. The country and the currency are the ad account's and not among them — invoices are
 * in that currency — so a body naming them is refused (the object is strict).
 */
import type { z } from "@hono/zod-openapi";
import { BillingBodySchema } from "../schemas";

export const BillingProfileChangeSchema = BillingBodySchema.partial().strict().openapi("BillingProfileChange");
export type BillingProfileChange = z.infer<typeof BillingProfileChangeSchema>;
