/**
 * The bot-protection part of the log-in and sign-up forms (auth.md §3 recaptchaV2Token,
 * recaptchaV3Token, §8.1, §8.2, §9; docs/decisions/021): two hidden fields the form posts, filled
 * only when JavaScript runs. A v3 token is asked for once the form shows, again every
 * BOT_CHECK_REFRESH_MS (inside a token's 120 s) and after every answer of the action (a token
 * works once; §8.1 "On any sign-up failure the recaptcha token is refreshed"). After a "logged in
 * too quickly" answer the v2 challenge shows and stays for the next attempts, reset after each.
 * Without JavaScript the fields stay empty and the server's rule decides. The script handling is
 * ./bot-check-client.ts, loaded lazily (test/build/budgets).
 */
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { BOT_CHECK_REFRESH_MS } from "~common/auth/constants";
import type { BotCheckSetup } from "~common/auth/bot-check";
import { AUTH_COPY } from "~common/auth/messages";

/** The form fields the actions read (login.server.ts, signup.server.ts). */
export const BOT_CHECK_FIELDS = { v2: "recaptchaV2Token", v3: "recaptchaV3Token" } as const;

/**
 * @example
 * <BotCheck action="login" answer={actionData} challenge={actionData?.recaptcha === true} />
 */
export function BotCheck({ action, answer, challenge }: { action: "login" | "signup"; answer: unknown; challenge: boolean }) {
  const setup = (useRouteLoaderData("root") as { botCheck?: BotCheckSetup } | undefined)?.botCheck;
  const v3 = useRef<HTMLInputElement>(null);
  const v2 = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const reset = useRef<(() => void) | null>(null);
  const [challenged, setChallenged] = useState(false);
  useEffect(() => {
    if (challenge) setChallenged(true);
  }, [challenge]);

  // A fresh v3 token now (the form showed, or the action answered) and every BOT_CHECK_REFRESH_MS.
  useEffect(() => {
    if (!setup) return;
    let live = true;
    const refresh = () =>
      void import("./bot-check-client")
        .then((m) => m.v3Token(setup, action))
        .then((token) => {
          if (live && v3.current) v3.current.value = token;
        });
    if (v3.current) v3.current.value = "";
    refresh();
    const timer = setInterval(refresh, BOT_CHECK_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [setup, action, answer]);

  // The v2 challenge, rendered once it is asked for; each answer resets it (its token was used).
  useEffect(() => {
    if (!setup || !challenged || reset.current || !box.current) return;
    const container = box.current;
    void import("./bot-check-client")
      .then((m) => m.renderChallenge(setup, container, (token) => v2.current && (v2.current.value = token)))
      .then((r) => (reset.current = r))
      .catch(() => {});
  }, [setup, challenged]);
  useEffect(() => {
    reset.current?.();
  }, [answer]);

  return (
    <>
      <input ref={v3} type="hidden" name={BOT_CHECK_FIELDS.v3} defaultValue="" />
      <input ref={v2} type="hidden" name={BOT_CHECK_FIELDS.v2} defaultValue="" />
      {challenge || challenged ? <div ref={box} className="bot-check" role="group" aria-label={AUTH_COPY.botCheckLabel} /> : null}
    </>
  );
}
