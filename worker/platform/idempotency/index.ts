/**
 * The idempotency capability's surface (docs/decisions/047-idempotency-keys.md): the middleware
 * every API write passes through, the D1 binding for work that is not the request's change, and
 * the scheduled job that forgets keys after their 24 h.
 */
import type { ScheduledJob } from "../scheduled";
import { deleteExpired } from "./store";

export { idempotency, untrackedDb } from "./middleware";
export { submissionKeyOf } from "./submission";

/** Forgets up to 5,000 expired keys a minute (a retry after 24 h is a new request). */
export const forgetExpiredKeys: ScheduledJob = {
  name: "idempotency: forget expired keys",
  run: async (env, now) => {
    await deleteExpired(env.DB, now, 5_000);
  },
};
