/**
 * The bot-protection part of the log-in and sign-up forms (auth.md §3 recaptchaV2Token,
 * recaptchaV3Token, §8.1, §8.2, §9; docs/decisions/021): two hidden fields the form posts and the
 * place of the v2 challenge, run by ./bot-check-client.ts. Loaded lazily once the page has
 * hydrated (`BotCheck` of ../modal/auth-card.tsx), so the pages' first load stays within its budget
 * (test/build/budgets); without JavaScript there are no fields, and the server's rule decides.
 */
import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import type { BotCheckSetup } from "~common/auth/bot-check/service";
import { attachBotCheck, BOT_CHECK_FIELDS, type BotCheckControl } from "./bot-check-client";

export interface BotCheckProps {
  action: "login" | "signup";
  /** The action's answer: each new one used the tokens; `recaptcha` (§8.2 "too quickly") shows the v2 challenge. */
  answer: { recaptcha?: true } | undefined;
}

export default function BotCheckFields({ action, answer }: BotCheckProps) {
  const challenge = answer?.recaptcha === true;
  const setup = (useRouteLoaderData("root") as { botCheck?: BotCheckSetup } | undefined)?.botCheck;
  const root = useRef<HTMLDivElement>(null);
  const control = useRef<BotCheckControl | null>(null);
  // The answer this part first showed with is not a new one.
  const seen = useRef(answer);
  const first = useRef(challenge);
  useEffect(() => {
    const el = root.current;
    if (!setup || !el) return;
    const c = attachBotCheck(el, setup, action, first.current);
    control.current = c;
    return () => {
      c.stop();
      control.current = null;
    };
  }, [setup, action]);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    control.current?.answered(challenge);
  }, [answer, challenge]);
  return (
    <div ref={root} className="bot-check">
      <input type="hidden" name={BOT_CHECK_FIELDS.v3} />
      <input type="hidden" name={BOT_CHECK_FIELDS.v2} />
    </div>
  );
}
