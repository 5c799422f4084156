/**
 * Why: a report over 90 days of 1,000 campaigns takes longer than a request should wait, and must
 * not be lost halfway — a Cloudflare Workflow (docs/decisions/054) makes each run's CSV with
 * retries, keeps it in R2, emails a weekly run's subscribers through the outbox (one row each,
 * however often the step is retried), then removes the file when its 30 days are over. A run that
 * fails after every retry is marked failed, so no page shows "being made" forever.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import type { ReportSpec } from "~common/business/report-center";
import { outboxIdFor, sendThroughOutbox } from "../../platform/outbox";
import { buildRunCsv } from "./build";
import { reportReadyEmail, unsubscribeToken } from "./email";
import { markFailed, markReady, RUN_TTL_MS, runFileKey, type RunRow } from "./store";

export interface ReportRunParams {
  runId: string;
  /** The site's origin for the email's links. */
  origin: string;
}

const RETRIES = { retries: { limit: 5, delay: "10 seconds", backoff: "exponential" }, timeout: "10 minutes" } as const;

interface Recipient {
  subscription_id: string;
  email: string;
  first_name: string;
  user_id: string;
  advertiser_name: string;
}

export class ReportRun extends WorkflowEntrypoint<Env, ReportRunParams> {
  override async run(event: Readonly<WorkflowEvent<ReportRunParams>>, step: WorkflowStep) {
    const { runId, origin } = event.payload;
    let made: { key: string; expiresAt: number; trigger: RunRow["trigger"]; advertiserId: number; reportId: number | null } | null;
    try {
      made = await step.do("make file", RETRIES, async () => {
        const run = await this.env.DB.prepare("SELECT * FROM report_runs WHERE id = ?").bind(runId).first<RunRow>();
        // Its ad account was deleted meanwhile: nothing to make.
        if (!run) return null;
        const key = runFileKey(run.advertiser_id, run.id);
        const base = { key, trigger: run.trigger, advertiserId: run.advertiser_id, reportId: run.report_id };
        // A retried or restarted instance after the file was made: the row says so.
        if (run.state === "ready") return { ...base, expiresAt: run.expires_at! };
        const advertiser = await this.env.DB.prepare("SELECT id, currency FROM advertisers WHERE id = ?")
          .bind(run.advertiser_id)
          .first<{ id: number; currency: string }>();
        if (!advertiser) return null;
        const built = await buildRunCsv(this.env.DB, advertiser, JSON.parse(run.spec) as ReportSpec, {
          start: run.start_date,
          end: run.end_date,
        });
        const body = new TextEncoder().encode(built.csv);
        await this.env.IMAGES.put(key, body, { httpMetadata: { contentType: "text/csv; charset=utf-8" } });
        const now = Date.now();
        await markReady(this.env.DB, run.id, { key, lines: built.lines, bytes: body.byteLength, truncated: built.truncated, now });
        return { ...base, expiresAt: now + RUN_TTL_MS };
      });
    } catch (error) {
      await step.do("mark failed", RETRIES, async () => {
        await markFailed(this.env.DB, runId);
      });
      throw error;
    }
    if (!made) return { made: false };
    const { key, expiresAt, trigger, advertiserId, reportId } = made;
    if (trigger === "schedule" && reportId !== null)
      await step.do("email subscribers", RETRIES, async () => {
        const run = await this.env.DB.prepare("SELECT name, start_date, end_date FROM report_runs WHERE id = ?")
          .bind(runId)
          .first<{ name: string; start_date: string; end_date: string }>();
        if (!run) return;
        // Only those who still have access to the ad account, with an account in use.
        const { results } = await this.env.DB.prepare(
          `SELECT s.id AS subscription_id, s.user_id, u.email, u.first_name, a.name AS advertiser_name
           FROM report_subscriptions s JOIN users u ON u.id = s.user_id
             JOIN report_definitions d ON d.id = s.report_id JOIN advertisers a ON a.id = d.advertiser_id
           WHERE s.report_id = ?1 AND s.stopped_at IS NULL AND u.hidden_at IS NULL AND u.account_state = 'active'
             AND (a.owner_user_id = u.id OR EXISTS (SELECT 1 FROM business_access ba WHERE ba.profile_user_id = a.owner_user_id AND ba.member_user_id = u.id))
           ORDER BY s.created_at LIMIT 500`,
        )
          .bind(reportId)
          .all<Recipient>();
        for (const r of results) {
          const message = await reportReadyEmail({
            to: r.email,
            firstName: r.first_name,
            origin,
            advertiserId,
            advertiserName: r.advertiser_name,
            reportName: run.name,
            runId,
            start: run.start_date,
            end: run.end_date,
            token: unsubscribeToken(this.env, r.subscription_id),
          });
          await sendThroughOutbox(this.env, "report_ready", message, origin, await outboxIdFor(`report-run:${runId}:${r.user_id}`));
        }
      });
    await step.sleepUntil("file lifetime", new Date(expiresAt));
    await step.do("remove file", RETRIES, async () => {
      await this.env.IMAGES.delete(key);
      await this.env.DB.prepare("UPDATE report_runs SET r2_key = NULL WHERE id = ?").bind(runId).run();
    });
    return { made: true };
  }
}
