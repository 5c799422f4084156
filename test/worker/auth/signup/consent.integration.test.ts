/**
 * The consents step on the server (auth.md §3 consent keys and answers, §4.1, §4.2 step 3, §4.5,
 * §6 kr_privacy_consent): where the experiment is on for the request, sign-up without
 * `kr_privacy_consent_opt_in: true` is refused with CONSENT_REQUIRED — after every other field
 * is valid — and nothing is written; with it, the answers are stored with the user in one batch.
 * Where it is off, nothing is asked or stored. The migration turns it on for Korea.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONSENT_ANSWERS } from "~common/auth/signup/consent";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { countUsersByEmail, register, userRowByEmail, validSignup } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

/** A browser whose device is in the experiment's enabled group. */
async function consentingBrowser(): Promise<ApiClient> {
  const client = new ApiClient(worker);
  expectOk(await client.get("/v3/experiments/"));
  const env = await worker.env();
  await env.DB.prepare(
    "INSERT OR REPLACE INTO experiment_assignments (scope, subject, experiment, group_name, updated_at) VALUES ('device', ?, 'kr_privacy_consent', 'enabled', 0)",
  )
    .bind(client.jar.get("pin_device")!)
    .run();
  return client;
}

async function answers(email: string): Promise<Record<string, number>> {
  const user = (await userRowByEmail(worker, email))!;
  const env = await worker.env();
  const { results } = await env.DB.prepare("SELECT consent_key, answer FROM user_consents WHERE user_id = ?")
    .bind(user.id)
    .all<{ consent_key: string; answer: number }>();
  return Object.fromEntries(results.map((r) => [r.consent_key, r.answer]));
}

const { YES, NO } = CONSENT_ANSWERS;

describe("POST /v3/register/ with the Korean privacy-consent experiment on", () => {
  test("without the opt-in: 400 CONSENT_REQUIRED on the consent field, no account", async () => {
    const payload = validSignup();
    const result = await register(await consentingBrowser(), payload);
    expectApiError(result, "CONSENT_REQUIRED", { field: "consent", message: "Please agree to the required terms to continue." });
    expect(await countUsersByEmail(worker, payload.email as string)).toBe(0);
  });

  test("an opt-in of false is no opt-in", async () => {
    const result = await register(await consentingBrowser(), validSignup({ kr_privacy_consent_opt_in: false }));
    expectApiError(result, "CONSENT_REQUIRED");
  });

  test("other fields are checked first, so the consents step comes last (§4.2)", async () => {
    const client = await consentingBrowser();
    expectApiError(await register(client, validSignup({ password: "abc" })), "PASSWORD_TOO_SHORT");
    expectApiError(await register(client, validSignup({ email: "nope" })), "EMAIL_FORMAT");
  });

  test("with the opt-in and the marketing opt-out: the four required answers yes, marketing no", async () => {
    const payload = validSignup({ kr_privacy_consent_opt_in: true, marketing_notifs_opt_out: true });
    expectOk(await register(await consentingBrowser(), payload));
    expect(await answers(payload.email as string)).toEqual({
      terms: YES,
      collectionUsePersonalInfo: YES,
      thirdPartyProvisionPersonalInfo: YES,
      overseasTransferPersonalInfo: YES,
      optionalMarketingConsent: NO,
    });
  });

  test("without the opt-out, marketing is yes", async () => {
    const payload = validSignup({ kr_privacy_consent_opt_in: true, marketing_notifs_opt_out: false });
    expectOk(await register(await consentingBrowser(), payload));
    expect((await answers(payload.email as string)).optionalMarketingConsent).toBe(YES);
  });
});

describe("with the experiment off", () => {
  test("sign-up needs no opt-in and stores no answers (0: never asked)", async () => {
    const payload = validSignup();
    expectOk(await register(new ApiClient(worker), payload));
    expect(await answers(payload.email as string)).toEqual({});
  });

  test("the migrations turn the experiment on for Korea only", async () => {
    const env = await worker.env();
    const { results } = await env.DB.prepare(
      "SELECT scope, subject, group_name FROM experiment_assignments WHERE experiment = 'kr_privacy_consent' AND scope = 'country'",
    ).all();
    expect(results).toEqual([{ scope: "country", subject: "KR", group_name: "enabled" }]);
  });
});
