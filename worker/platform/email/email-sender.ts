/**
 * Why: password recovery (auth.md §2.3, §7 forgot_password) needs email that really arrives, in
 * production and on a laptop alike. Callers see one `EmailSender`; which transport it is depends
 * on where the Worker runs and its bindings, never on the caller:
 *   - on a local run (plain http) or where DEV_TOOLS is "true", the message is kept in the D1
 *     mailbox (mailbox.ts), which /_dev/mailbox shows and the tests read — even when wrangler.toml
 *     declares the binding (the dev server would otherwise hand the Worker a simulated one);
 *   - elsewhere a `send_email` binding named EMAIL (Cloudflare Email Service; docs/deploying.md, "Email")
 *     sends the message for real;
 *   - a deployed (https) Worker with neither refuses to send and says why in the error, rather
 *     than writing reset links to a table nobody reads;
 *   - where the provider-state credential is on (PACT_STATE_SECRET, docs/decisions/025), mail to
 *     the example domains (RFC 2606: never deliverable; the contracts' verification accounts) is
 *     kept in the mailbox too, whatever the transport, so the verifier's states can read it.
 */
import { isExampleDomainEmail } from "~common/auth/rules";
import { PRODUCT_NAME } from "~common/platform/messages";
import { config } from "../config";
import { isLocalRun } from "../deployment";
import { pactStateSecret } from "../../dev/pact-state";
import { storeMessage } from "./mailbox";

/** One message: a plain-text body and an HTML body of the same content. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox row it is sent for (worker/platform/outbox/): the mailbox keeps one message per row. */
  outboxId?: string;
  /** Extra headers the transport allows (a weekly report's one-click List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface EmailSender {
  /** Where messages go: Cloudflare Email Service, the D1 mailbox, or nowhere (not configured). */
  readonly transport: "cloudflare" | "mailbox" | "unconfigured";
  send(message: OutgoingEmail): Promise<void>;
}

/** The bindings email may use; EMAIL exists only where wrangler.toml declares `[[send_email]]`. */
export type EmailEnv = Env & { EMAIL?: SendEmail };

/** Thrown by a deployed Worker that has no way to send (no binding, developer tools off). */
export class EmailNotConfiguredError extends Error {
  override name = "EmailNotConfiguredError";
}

const cloudflareSender = (binding: SendEmail, from: string): EmailSender => ({
  transport: "cloudflare",
  async send(m) {
    await binding.send({
      from: { email: from, name: PRODUCT_NAME },
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      ...(m.headers && { headers: m.headers }),
    });
  },
});

const mailboxSender = (db: D1Database, from: string): EmailSender => ({
  transport: "mailbox",
  async send(m) {
    await storeMessage(db, { ...m, from });
  },
});

const unconfiguredSender: EmailSender = {
  transport: "unconfigured",
  async send(m) {
    throw new EmailNotConfiguredError(
      `no send_email binding named EMAIL: the message "${m.subject}" was not sent (docs/deploying.md, "Email": add [[send_email]] name = "EMAIL")`,
    );
  },
};

/**
 * The sender for this Worker and request.
 *
 * @example
 * await emailSender(env, origin).send({ to, subject, text, html, outboxId });
 */
export function emailSender(env: EmailEnv, requestUrl: string): EmailSender {
  const cfg = config(env);
  const local = isLocalRun(requestUrl, env);
  const mailbox = mailboxSender(env.DB, cfg.EMAIL_FROM);
  if (local || cfg.DEV_TOOLS) return mailbox;
  const sender = env.EMAIL ? cloudflareSender(env.EMAIL, cfg.EMAIL_FROM) : unconfiguredSender;
  if (pactStateSecret(env) === null) return sender;
  return { transport: sender.transport, send: (m) => (isExampleDomainEmail(m.to) ? mailbox : sender).send(m) };
}
