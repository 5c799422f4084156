/**
 * Which transport the Worker's mail takes (worker/platform/email/email-sender.ts): the D1 mailbox on a
 * local run or with DEV_TOOLS (binding or not), else the Cloudflare binding when there is one
 * (called with the structured message of Cloudflare Email Service), and a refusal naming the fix
 * on a deployed Worker with neither. The binding here records what it is given: Cloudflare itself is not reachable offline.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { EmailNotConfiguredError, emailSender, type EmailEnv } from "~worker/platform/email/email-sender";

function shippedVars(): Record<string, string> {
  const toml = readFileSync(resolve(import.meta.dirname, "../../../../wrangler.toml"), "utf8");
  const section = toml.split(/^\[vars\]$/m)[1]!.split(/^\[/m)[0]!;
  return Object.fromEntries([...section.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
}

const MESSAGE = { to: "jane@example.com", subject: "Reset your Pinboard password", text: "link", html: "<p>link</p>" };

test("with a send_email binding, mail goes through it, from EMAIL_FROM under the product's name", async () => {
  const sent: unknown[] = [];
  const EMAIL = { send: async (m: unknown) => (sent.push(m), { messageId: "1" }) } as unknown as SendEmail;
  const sender = emailSender({ ...shippedVars(), EMAIL } as unknown as EmailEnv, "https://pinboard.example/v3/users/forgot_password/");
  expect(sender.transport).toBe("cloudflare");
  await sender.send(MESSAGE);
  expect(sent).toEqual([{ from: { email: "no-reply@pinboard.example", name: "Pinboard" }, ...MESSAGE }]);
  // A deployment's plain-http request sends too (it once went to the mailbox, lost, for any http: URL).
  expect(emailSender({ ...shippedVars(), EMAIL } as unknown as EmailEnv, "http://pinboard.example/v3/sessions/").transport).toBe(
    "cloudflare",
  );
  // A local run keeps its mail in the mailbox even with the binding declared (the dev server simulates one).
  expect(emailSender({ ...shippedVars(), EMAIL } as unknown as EmailEnv, "http://127.0.0.1:5173/").transport).toBe("mailbox");
  expect(emailSender({ ...shippedVars(), DEV_TOOLS: "true", EMAIL } as unknown as EmailEnv, "https://staging.example/").transport).toBe(
    "mailbox",
  );
});

test("without a binding: the mailbox over http (local) or with DEV_TOOLS; a deployed Worker refuses, saying what to add", async () => {
  const vars = shippedVars();
  expect(emailSender(vars as unknown as EmailEnv, "http://127.0.0.1:5173/").transport).toBe("mailbox");
  expect(emailSender({ ...vars, DEV_TOOLS: "true" } as unknown as EmailEnv, "https://staging.example/").transport).toBe("mailbox");
  const deployed = emailSender(vars as unknown as EmailEnv, "https://pinboard.example/");
  expect(deployed.transport).toBe("unconfigured");
  await expect(deployed.send(MESSAGE)).rejects.toThrow(EmailNotConfiguredError);
  await expect(deployed.send(MESSAGE)).rejects.toThrow(/\[\[send_email\]\] name = "EMAIL"/);
});

test("with the provider-state credential on, mail to the example domains stays in the mailbox; other mail goes out as before", async () => {
  const sent: unknown[] = [];
  const stored: unknown[][] = [];
  const EMAIL = { send: async (m: unknown) => (sent.push(m), { messageId: "1" }) } as unknown as SendEmail;
  const DB = { prepare: () => ({ bind: (...args: unknown[]) => ({ run: async () => void stored.push(args) }) }) } as unknown as D1Database;
  const secret = "pact-state-secret-for-a-test-0123456789";
  const on = emailSender({ ...shippedVars(), EMAIL, DB, PACT_STATE_SECRET: secret } as unknown as EmailEnv, "https://staging.example/");
  expect(on.transport).toBe("cloudflare");
  await on.send(MESSAGE);
  await on.send({ ...MESSAGE, to: "pact.x@acme.example" });
  await on.send({ ...MESSAGE, to: "jane@gmail.com" });
  expect(stored.map((args) => args[1])).toEqual(["jane@example.com", "pact.x@acme.example"]);
  expect(sent).toEqual([{ from: { email: "no-reply@pinboard.example", name: "Pinboard" }, ...MESSAGE, to: "jane@gmail.com" }]);
  // Unset or short: off, every message goes out.
  const short = emailSender({ ...shippedVars(), EMAIL, DB, PACT_STATE_SECRET: "short" } as unknown as EmailEnv, "https://staging.example/");
  await short.send(MESSAGE);
  expect(sent).toHaveLength(2);
  expect(stored).toHaveLength(2);
});
