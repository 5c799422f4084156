/**
 * The outbox capability's surface (docs/decisions/048-outbox.md): the statement that enqueues an
 * email in the caller's batch, the queue send after it, the queue consumer and the scheduled sweep.
 */
export { deliverOutbox, OUTBOX_MAX_ATTEMPTS, backoffSeconds } from "./deliver";
export { deliverSoon, outboxEmail, outboxIdFor, sendThroughOutbox, OUTBOX_KINDS, SWEEP_GRACE_MS } from "./store";
export type { OutboxCondition, OutboxKind, OutboxMessage, OutboxRow } from "./store";
export { sweepOutbox } from "./sweep";
