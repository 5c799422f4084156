/**
 * Why: a weekly report's email (docs/decisions/054) links to the console's download page, where
 * the reader's own session downloads the file — the file itself is never in the email, so a
 * forwarded email gives nothing away — and carries a signed link that stops it without logging in.
 */
import { REPORT_CENTER_COPY as T } from "~common/business/report-center";
import { config } from "../../platform/config";
import { linkEmailHtml, type OutgoingEmail } from "../../platform/email";
import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "report-unsubscribe";

// HMAC-SHA-256 under a purpose: a made-up or altered token is refused, and no other MAC of ours is one.
const macOf = (secret: string, value: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}|${value}`).digest().subarray(0, 16).toString("base64url");

function verifiedValue(secret: string, signed: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const [given, expected] = [Buffer.from(signed.slice(dot + 1)), Buffer.from(macOf(secret, value))];
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** The unsubscribe link's token: the subscription's id, signed. */
export const unsubscribeToken = (env: Env, subscriptionId: string) =>
  `${subscriptionId}.${macOf(config(env).DEVICE_COOKIE_SECRET, subscriptionId)}`;

/** The subscription a token names, or null for one this Worker did not make. */
export const subscriptionOfToken = (env: Env, token: string) => verifiedValue(config(env).DEVICE_COOKIE_SECRET, token);

const dayOf = (day: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(day));

export interface ReportEmail {
  to: string;
  firstName: string;
  origin: string;
  advertiserId: number;
  advertiserName: string;
  reportName: string;
  runId: string;
  start: string;
  end: string;
  token: string;
}

export async function reportReadyEmail(m: ReportEmail): Promise<OutgoingEmail> {
  const page = new URL(`/advertiser/${m.advertiserId}/report-center/download/?${new URLSearchParams({ run: m.runId })}`, m.origin).href;
  const stop = new URL(`/advertiser/${m.advertiserId}/report-center/unsubscribe/?${new URLSearchParams({ token: m.token })}`, m.origin)
    .href;
  const subject = T.emailSubject(m.reportName);
  const ready = T.emailReady(m.reportName, m.advertiserName, dayOf(m.start), dayOf(m.end));
  const text = [
    T.emailGreeting(m.firstName),
    "",
    ready,
    "",
    `${T.emailButton}: ${page}`,
    "",
    T.emailWhy,
    `${T.emailUnsubscribe}: ${stop}`,
    "",
    T.emailSignature,
    "",
  ].join("\n");
  const html = await linkEmailHtml({
    subject,
    lines: [T.emailGreeting(m.firstName), ready],
    button: T.emailButton,
    link: page,
    also: { line: T.emailUnsubscribe, link: stop },
    footnote: T.emailWhy,
    signature: T.emailSignature,
  });
  // RFC 8058: a mail client's own "Unsubscribe" button posts here, with no page in between.
  const oneClick = new URL(`/ads/v4/report_unsubscribe/one_click/?${new URLSearchParams({ token: m.token })}`, m.origin).href;
  return {
    to: m.to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
