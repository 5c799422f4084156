/**
 * The broker client's settings (scripts/pact-broker-client.ts): the Pact CLI's environment
 * variables, a token (PactFlow) before basic auth (a self-hosted broker), versions from CI first.
 */
import { expect, test } from "vitest";
import { brokerAuth, brokerFromEnv, gitBranch, gitCommit } from "../../scripts/pact-broker-client";

test("the broker comes from PACT_BROKER_* and authenticates by token, else by basic auth", () => {
  expect(brokerFromEnv({})).toBeUndefined();
  const b = brokerFromEnv({ PACT_BROKER_BASE_URL: "https://broker.example", PACT_BROKER_USERNAME: "ci", PACT_BROKER_PASSWORD: "pw" })!;
  expect(brokerAuth(b)).toEqual({ Authorization: `Basic ${Buffer.from("ci:pw").toString("base64")}` });
  expect(brokerAuth({ ...b, pactBrokerToken: "t" })).toEqual({ Authorization: "Bearer t" });
  expect(brokerAuth({})).toEqual({});
});

test("versions are CI's commit and branch when it names them, else git's", () => {
  expect(gitCommit({ GITHUB_SHA: "abc123" })).toBe("abc123");
  expect(gitCommit({ GIT_COMMIT: "def", GITHUB_SHA: "abc" })).toBe("def");
  expect(gitBranch({ GITHUB_REF_NAME: "main" })).toBe("main");
  expect(gitCommit({})).toMatch(/^[0-9a-f]{40}$/);
});
