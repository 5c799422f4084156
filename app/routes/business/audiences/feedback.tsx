/**
 * Why: a write's answer is a toast where JavaScript runs and text in the page where it does not
 * (a plain form post renders the page on the server, where the toast region is empty); a refusal
 * is said by the field or form it is about, so it is never toasted twice.
 */
import { useEffect, useRef } from "react";
import { useActionData, useLocation, useNavigation } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import type { AudienceAnswer } from "./actions.server";

/** The action's answer, its success toasted once (StrictMode renders twice; an answer is one object). */
export function useAudienceAnswer(): AudienceAnswer | undefined {
  const answer = useActionData<AudienceAnswer>();
  const toast = useToast();
  const shown = useRef<AudienceAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer?.ok || shown.current === answer) return;
    shown.current = answer;
    toast.show({ message: answer.message, duration: TOAST_DURATION_MS.notice });
  }, [answer, toast]);
  return answer;
}

/** The refusal of one form (`intent`), for one of its fields or, without `field`, for the form. */
export const refusal = (answer: AudienceAnswer | undefined, intent: string, field?: string) =>
  answer && !answer.ok && answer.intent === intent && (field === undefined || answer.field === field) ? answer.message : undefined;

/** Where the page's forms post: this address without a shown answer (`done`), so a plain form's next answer is the only one said. */
export function useFormTarget(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("done");
  return `${location.pathname}${params.size ? `?${params}` : ""}`;
}

/** True while the form of `intent` is being sent. */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * A success said in the page, without JavaScript only (with it, the toast says it); a form the
 * action could not read, always.
 */
export function AnswerNotice({ answer }: { answer: AudienceAnswer | undefined }) {
  const hydrated = useHydrated();
  if (answer && !answer.ok && answer.intent === "unknown")
    return (
      <p className="insights-error" role="alert">
        {answer.message}
      </p>
    );
  return answer?.ok && !hydrated ? (
    <p className="console__notice" role="status">
      {answer.message}
    </p>
  ) : null;
}

/** A form's refusal that belongs to no one field. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
