/**
 * /business/convert?next=… (business.md §2): where 'Promote your Pin' (saving.md §2) sends a
 * personal account — the business name and country, then on to `next`
 * (/advertiser/quick_promote?pinId=…). Works as a plain HTML form; with JavaScript the name rule
 * runs before sending and the first field in error takes focus.
 */
import { Form, Link, useSearchParams } from "react-router";
import { BUSINESS_NAME_MAX_LENGTH } from "~common/auth/constants";
import { CONVERT_COPY } from "~common/business/convert/copy";
import { Button } from "../../../components/button";
import { Logo } from "../../../components/logo";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useFormPlumbing } from "../../../lib/forms";
import { pageMeta } from "../../../lib/meta";
import { convertAction, convertLoader, type ConvertAnswer, type ConvertField } from "./convert.server";
import type { Route } from "./+types/convert";

export const meta: Route.MetaFunction = () => pageMeta(CONVERT_COPY.title, CONVERT_COPY.description);
export const loader = ({ request, context }: Route.LoaderArgs) => convertLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => convertAction(request, context);

const FIELDS: readonly ConvertField[] = ["business_name", "country"];

export default function ConvertPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const form = useFormPlumbing<ConvertField, ConvertAnswer>({ fields: FIELDS, actionData });
  const errors = form.errors?.fieldErrors ?? {};
  const back = params.get("next")?.match(/pinId=(\d+)/)?.[1];
  return (
    <main id="main" className="auth-page">
      <section className="auth-card" aria-labelledby="convert-title">
        <div className="auth-card__logo">
          <Logo />
        </div>
        <h1 id="convert-title" className="auth-card__title">
          {CONVERT_COPY.title}
        </h1>
        <p className="auth-card__subtitle">{CONVERT_COPY.lead}</p>
        <div className="auth-card__body">
          <Form method="post" noValidate className="auth-form" onSubmit={form.onSubmit}>
            <TextField
              ref={form.fieldRef("business_name")}
              label={CONVERT_COPY.businessNameLabel}
              name="business_name"
              autoComplete="organization"
              required
              maxLength={BUSINESS_NAME_MAX_LENGTH}
              defaultValue={actionData?.businessName ?? loaderData.businessName}
              error={errors.business_name}
            />
            <SelectField
              label={CONVERT_COPY.countryLabel}
              name="country"
              hint={CONVERT_COPY.countryHint}
              options={loaderData.countries}
              defaultValue={actionData?.country ?? loaderData.country}
              error={errors.country}
            />
            {form.errors?.formError ? (
              <p className="form-error" role="alert">
                {form.errors.formError}
              </p>
            ) : null}
            <Button type="submit" block busy={form.busy} busyLabel={CONVERT_COPY.submitting}>
              {CONVERT_COPY.submit}
            </Button>
          </Form>
          <p className="auth-card__text convert__note">{CONVERT_COPY.keepsPins}</p>
        </div>
        <p className="auth-card__footer">
          <Link to={back ? `/pin/${back}` : "/"} className="link">
            {CONVERT_COPY.notNow}
          </Link>
        </p>
      </section>
    </main>
  );
}
