/**
 * /signup/sso-business-account?email= (auth.md §2.5, §6 "Emails on an SSO domain are routed … to
 * the SSO redirect if the user is not yet an SSO user"; docs/decisions/018): where the log-in and
 * sign-up forms send an SSO email that is not yet an SSO user. A new email gives a business name
 * and a birthdate, then 'Continue with SSO' opens its identity provider's popup and the account is
 * made (sign-up type sso, a business account); an email that already has an account connects it
 * to SSO by logging in through the popup. An email on no SSO domain is pointed at business sign-up
 * with a password. The popup needs JavaScript; without it the action says so.
 */
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useSearchParams } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { isEmailFormat, normalizeEmail } from "~common/auth/rules";
import { safeNextPath } from "~common/auth/rules";
import { SSO_COPY } from "~common/auth/sso/messages";
import { ButtonLink, Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { cookieHeaders } from "../../../lib/api.server";
import { formString, useFormPlumbing } from "../../../lib/forms";
import { requireAnonymous } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { AuthCard, BirthdayField, FormError, useTermsNotice } from "../modal";
import { finishSso, isSsoSubmission, ssoCheckFor, ssoFailureState } from "./sso.server";
import { checkBusinessInfo } from "~common/business/quick-promote";
import { checkBirthday } from "~common/auth/signup";
import { AUTH_FIELD_ERRORS } from "~common/auth/errors";
import { birthdayToEpochSeconds } from "../modal";
import type { BusinessFormState } from "../business-login";
import type { Route } from "./+types/sso-business-account";

export const meta: Route.MetaFunction = () => pageMeta(SSO_COPY.businessTitle, SSO_COPY.businessDescription);
export const handle = { hideAuthActions: true };

const CREATE_INTENT = "create";
const FIELDS = ["business_name", "birthday"] as const;

/** The email of the query, when it looks like one (anything else is not repeated back), and its SSO check. */
export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  const email = normalizeEmail(new URL(args.request.url).searchParams.get("email") ?? "");
  if (!isEmailFormat(email)) return { email: null, check: null };
  const { check, headers } = await ssoCheckFor(args.request, args.context, email);
  return data({ email, check }, { headers });
}

/**
 * The SSO business account's own fields before the popup opens (the email and the sign-in are the
 * identity provider's): the business name as at sign-up, and the birthday; under-age is left to
 * the API, as on /business/create.
 */
function checkSsoBusinessForm(form: FormData, now = new Date()): BusinessFormState | null {
  const fieldErrors: BusinessFormState["fieldErrors"] = {};
  const name = checkBusinessInfo({ business_name: formString(form, "business_name") });
  if (name) fieldErrors.business_name = AUTH_FIELD_ERRORS[name.error as "BUSINESS_NAME_MISSING" | "BUSINESS_NAME_TOO_LONG"].message;
  const birthday = checkBirthday(birthdayToEpochSeconds(formString(form, "birthday")), now);
  if (birthday && birthday.error !== "UNDER_AGE") fieldErrors.birthday = AUTH_FIELD_ERRORS[birthday.error].message;
  return name || fieldErrors.birthday ? { fieldErrors } : null;
}

interface SsoBusinessAnswer extends BusinessFormState {
  businessName: string;
  birthday: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = { businessName: formString(form, "business_name").trim(), birthday: formString(form, "birthday") };
  if (!isSsoSubmission(form))
    return data<SsoBusinessAnswer>({ ...typed, fieldErrors: {}, formError: SSO_COPY.popupsBlocked }, { status: 400 });
  const creating = formString(form, "intent") === CREATE_INTENT;
  const done = await finishSso(
    request,
    context,
    form,
    creating ? { business: { name: typed.businessName, birthday: typed.birthday } } : {},
  );
  if (done.ok) throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")), { headers: cookieHeaders(done.setCookies) });
  const state: BusinessFormState =
    done.error.data?.field === "business_name" ? { fieldErrors: { business_name: done.error.message } } : ssoFailureState(done.error);
  return data<SsoBusinessAnswer>({ ...typed, ...state }, { status: done.status });
}

export default function SsoBusinessAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, check } = loaderData;
  const [params] = useSearchParams();
  const creating = check?.isSso === true && !check.existingUser;
  const formState = useFormPlumbing({ fields: FIELDS, actionData, check: creating ? (f) => checkSsoBusinessForm(f) : undefined });
  const terms = useTermsNotice();
  const [popupError, setPopupError] = useState<string>();
  // A new answer replaces the popup's error (adjusted during the render that sees it).
  const [answerSeen, setAnswerSeen] = useState(actionData);
  if (answerSeen !== actionData) {
    setAnswerSeen(actionData);
    setPopupError(undefined);
  }
  // The popup's watcher (./sso-email.ts), ready before the press.
  const work = useRef<typeof import("./sso-email")>(undefined);
  useEffect(() => void import("./sso-email").then((m) => (work.current = m)), []);

  if (!email || !check?.isSso) {
    const create = email ? `/business/create?${new URLSearchParams({ email })}` : "/business/create";
    return (
      <main id="main" className="page page--center">
        <h1 className="page__title">{email ? SSO_COPY.notSsoTitle : SSO_COPY.noEmail}</h1>
        <p className="page__lead">{SSO_COPY.notSsoBody}</p>
        <ButtonLink to={create}>{AUTH_COPY.createNewAccount}</ButtonLink>
      </main>
    );
  }
  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={creating ? SSO_COPY.businessTitle : SSO_COPY.businessLinkTitle}
        subtitle={creating ? SSO_COPY.businessLead(email) : SSO_COPY.businessLinkLead(email)}
        legal={creating ? terms : undefined}
      >
        <Form
          method="post"
          action={`/signup/sso-business-account?${params}`}
          noValidate
          className="auth-form"
          onSubmit={(event) => {
            const form = event.currentTarget;
            // The popup's code is in: send it.
            if (work.current?.sendingCode(form)) return;
            formState.onSubmit(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            setPopupError(undefined);
            const uri = check.authorizationUri!;
            // Opened within the press, or the browser blocks it (auth.md §2.5, §9: 600x600).
            const popup = window.open(uri, "pinboard-sso", "popup,width=600,height=600");
            void import("./sso-email").then((m) => m.awaitSsoCode(popup, uri, form, setPopupError));
          }}
        >
          {creating ? (
            <>
              <input type="hidden" name="intent" value={CREATE_INTENT} />
              <TextField
                ref={formState.fieldRef("business_name")}
                label={AUTH_COPY.businessNameLabel}
                name="business_name"
                autoComplete="organization"
                defaultValue={actionData?.businessName ?? ""}
                error={formState.errors?.fieldErrors.business_name}
              />
              <BirthdayField
                inputRef={formState.fieldRef("birthday")}
                hint={AUTH_COPY.birthdayHint}
                defaultValue={actionData?.birthday ?? ""}
                locked={false}
                error={formState.errors?.fieldErrors.birthday}
              />
            </>
          ) : null}
          <FormError message={popupError ?? formState.errors?.formError} />
          <Button type="submit" block busy={formState.busy} busyLabel={creating ? AUTH_COPY.signingUp : AUTH_COPY.loggingIn}>
            {AUTH_COPY.continueWithSso}
          </Button>
        </Form>
      </AuthCard>
    </main>
  );
}
