/**
 * Line sign-up and log-in (auth.md §1, §3 creds line_id_token, signup type line; §9 Line when the
 * country is JP) through the same code flow against the local Line issuer (scripts/local-oidc.ts).
 * A Line token is refused where a Google one is expected and the reverse: each provider's tokens
 * are verified against its own issuer and client id.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { birthdayYearsAgo, expectAuthenticatedAs, register, uniqueEmail, type LoggedInUser } from "../../../support/auth-fixtures";
import { idTokenFor } from "../../../support/oidc-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const lineLogIn = (client: ApiClient, token: string) => client.post<{ user: LoggedInUser }>("/v3/sessions/", { line_id_token: token });

describe.concurrent("Line", () => {
  test("the start route sends the browser to the Line issuer with our Line client id", async () => {
    const client = new ApiClient(worker);
    const url = new URL(expectOk(await client.post<{ authorization_url: string }>("/v3/oauth/line/start/", {})).authorization_url);
    expect(url.origin).toBe(worker.oidc.issuers.line);
    expect(url.searchParams.get("client_id")).toBe("pinboard-local-line");
    expect(url.searchParams.get("redirect_uri")).toBe(new URL("/oauth/line/callback", worker.url).toString());
  });

  test("a new person: ACCOUNT_NOT_FOUND (field line), sign-up type line with the birthday, then a Line log-in finds the account", async () => {
    const email = uniqueEmail("haruto", "line");
    const client = new ApiClient(worker);
    const first = await idTokenFor(client, "line", email);
    expectApiError(await lineLogIn(client, first.id_token), "ACCOUNT_NOT_FOUND", { field: "line" });
    const created = expectOk(
      await register(client, { type: "line", line_id_token: first.id_token, birthday: birthdayYearsAgo(25), country: "JP" }),
    );
    await expectAuthenticatedAs(client, created.id);
    const row = await (await worker.env()).DB.prepare("SELECT signup_type, country FROM users WHERE id = ?").bind(created.id).first();
    expect(row).toEqual({ signup_type: "line", country: "JP" });

    const later = new ApiClient(worker);
    expect(expectOk(await lineLogIn(later, (await idTokenFor(later, "line", email)).id_token)).user.id).toBe(created.id);
  });

  test("a Line token given as a Google one, and a Google token given as a Line one, are refused", async () => {
    const client = new ApiClient(worker);
    const line = await idTokenFor(client, "line", uniqueEmail());
    expectApiError(await client.post("/v3/sessions/", { google_open_id_token: line.id_token }), "ID_TOKEN_INVALID", { field: "google" });
    const google = await idTokenFor(client, "google", uniqueEmail());
    expectApiError(await lineLogIn(client, google.id_token), "ID_TOKEN_INVALID", { field: "line" });
  });
});
