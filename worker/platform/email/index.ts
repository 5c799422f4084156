/**
 * The email capability's surface: the Worker code other capabilities use. Anything not exported here
 * is email's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { emailSender } from "./email-sender";
export type { OutgoingEmail } from "./email-sender";
export { linkEmailHtml } from "./link-email";
export { findMessage, listMessages } from "./mailbox";
