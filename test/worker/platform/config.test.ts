import { expect, test } from "vitest";
import { config, ConfigError } from "~worker/platform/config";

const GOOD = {
  SESSION_IDLE_SECONDS: "1209600",
  SESSION_ABSOLUTE_SECONDS: "7776000",
  RATE_LIMIT_WINDOW_SECONDS: "60",
  RATE_LIMIT_LOGIN_MAX: "30",
  RATE_LIMIT_SIGNUP_MAX: "10",
  RATE_LIMIT_LOOKUP_MAX: "60",
  LOGIN_LOCKOUT_THRESHOLD: "10",
  LOGIN_LOCKOUT_SECONDS: "1800",
};

test("vars are parsed to numbers once per env", () => {
  const env = { ...GOOD } as unknown as Env;
  const cfg = config(env);
  expect(cfg.RATE_LIMIT_LOGIN_MAX).toBe(30);
  expect(cfg.SESSION_IDLE_SECONDS).toBe(1209600);
  expect(config(env)).toBe(cfg);
});

test.each([
  ["RATE_LIMIT_LOGIN_MAX", "thirty"],
  ["LOGIN_LOCKOUT_SECONDS", "-5"],
  ["SESSION_IDLE_SECONDS", "1.5"],
  ["RATE_LIMIT_SIGNUP_MAX", undefined],
])("a bad %s (%s) fails loudly, naming the var", (name, value) => {
  const env = { ...GOOD, [name]: value } as unknown as Env;
  expect(() => config(env)).toThrow(ConfigError);
  expect(() => config(env)).toThrow(new RegExp(`${name}=`));
});
