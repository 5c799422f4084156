/**
 * /business/create — the business sign-up card that the business log-in page's 'Create new
 * account' opens (auth.md §2.3): business name, email, password and birthdate. The password
 * follows the business rules (business.md §5), fetched from the API by the loader and shown as a
 * hint; if they cannot be fetched, sign-up is blocked (auth.md §5). Works as a plain HTML form;
 * with JavaScript the shared rules run before sending and the first field in error takes focus.
 */
import { Form, useSearchParams } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { Button } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";
import { useFormPlumbing } from "../../../lib/forms";
import { requireAnonymous } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { AuthCard, BirthdayField, FooterToggle, FormError, RateLimitedModal, useTermsNotice, withNext } from "../modal";
import { ConsentsStep } from "../modal";
import { underageFlagSet } from "../signup/index.server";
import { businessPasswordRules, signUpBusiness } from "./business-signup.server";
import { BUSINESS_FIELDS, checkBusinessSignupForm, passwordRulesHint, type BusinessField, type BusinessFormState } from "./form-state";
import type { Route } from "./+types/business-signup";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_COPY.businessSignupTitle, AUTH_COPY.businessSignupDescription);

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return { rules: await businessPasswordRules(args.request, args.context), underage: underageFlagSet(args.request) };
}

export const action = ({ request, context }: Route.ActionArgs) => signUpBusiness(request, context);

export default function BusinessCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  const { rules } = loaderData;
  const underage = loaderData.underage || actionData?.underage === true;
  const form = useFormPlumbing<BusinessField, BusinessFormState>({
    fields: BUSINESS_FIELDS,
    actionData,
    check: (f) => checkBusinessSignupForm(f),
  });
  const { errors, fieldRef, busy } = form;
  const terms = useTermsNotice();

  // auth.md §4.5, §6: the consents step, with the business terms for a partner account.
  if (actionData?.consents) {
    return (
      <main id="main" className="auth-page">
        <AuthCard title={AUTH_COPY.consentsTitle} footer={null}>
          <ConsentsStep answer={actionData.consents} isPartner busy={busy} />
        </AuthCard>
      </main>
    );
  }

  return (
    <main id="main" className="auth-page">
      <AuthCard
        title={AUTH_COPY.businessSignupTitle}
        subtitle={AUTH_COPY.businessSignupSubtitle}
        footer={<FooterToggle lead={AUTH_COPY.alreadyMember} label={AUTH_COPY.logIn} to={withNext("/business/login", next)} />}
        legal={terms}
      >
        <Form method="post" noValidate className="auth-form" onSubmit={form.onSubmit}>
          <TextField
            ref={fieldRef("business_name")}
            label={AUTH_COPY.businessNameLabel}
            name="business_name"
            autoComplete="organization"
            defaultValue={actionData?.businessName ?? ""}
            error={errors?.fieldErrors.business_name}
          />
          <TextField
            ref={fieldRef("email")}
            label={AUTH_COPY.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={actionData?.email ?? params.get("email") ?? ""}
            error={errors?.fieldErrors.email}
          />
          <PasswordField
            ref={fieldRef("password")}
            label={AUTH_COPY.createPasswordLabel}
            name="password"
            autoComplete="new-password"
            hint={rules ? passwordRulesHint(rules) : undefined}
            error={errors?.fieldErrors.password}
            showLabel={AUTH_COPY.showPassword}
            hideLabel={AUTH_COPY.hidePassword}
          />
          <BirthdayField
            inputRef={fieldRef("birthday")}
            defaultValue={actionData?.birthday ?? ""}
            locked={underage}
            error={errors?.fieldErrors.birthday}
          />
          {/* auth.md §5: without the fetched rules sign-up is blocked. */}
          <FormError message={rules ? errors?.formError : PLATFORM_MESSAGES.somethingWrong} />
          <Button type="submit" block busy={busy} busyLabel={AUTH_COPY.signingUp} disabled={!rules}>
            {AUTH_COPY.continue}
          </Button>
        </Form>
      </AuthCard>
      {actionData?.rateLimited && !busy ? (
        <RateLimitedModal message={actionData.rateLimited} closeHref={withNext("/business/create", next)} />
      ) : null}
    </main>
  );
}
