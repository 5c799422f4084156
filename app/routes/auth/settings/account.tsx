/**
 * /settings/account/ — Account management (issue 34 items 4, 9): change the email (the current
 * password, or for an account without one a code emailed to the current address; then the code
 * sent to the new address), unlink Google or LINE while another way in remains, and the ways to
 * deactivate or close the account and to download one's data (their own pages). Plain forms.
 */
import { Form, Link, useNavigation } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { canUnlink, SETTINGS_COPY as S } from "~common/auth/settings";
import { Button } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";
import { FallbackError, FallbackNotice, useNoticeToast } from "../recovery";
import { settingsAction, type SettingsAnswer } from "./settings.server";
import { useSettings } from "./settings-layout";
import type { Route } from "./+types/account";

export const action = (args: Route.ActionArgs) => settingsAction(args);

export default function AccountSettings({ actionData }: Route.ComponentProps) {
  const { settings } = useSettings();
  const answer = actionData as SettingsAnswer | undefined;
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  useNoticeToast(answer?.notice ?? answer?.formError, answer);
  const errors = answer?.fieldErrors ?? {};
  const pending = answer?.codeSentTo;
  const proofSent = answer?.intent === "email_proof_code" && answer.proofSentTo;
  const ways = settings.ways_in;
  return (
    <>
      <h1 className="page__title">{S.sections.account}</h1>
      <p className="settings__lead">{S.accountLead}</p>
      <FallbackNotice message={answer?.notice} />
      <FallbackError message={answer?.formError} />
      <section className="settings__group" aria-labelledby="email-title">
        <h2 id="email-title" className="section-title">
          {S.email}
        </h2>
        <p className="settings__notice">{settings.email}</p>
        {pending ? (
          <Form method="post" noValidate className="settings__group" key="confirm">
            <input type="hidden" name="intent" value="email_confirm" />
            <input type="hidden" name="pending" value={pending} />
            <p className="settings__lead" role="status">
              {S.codeSent(pending)}
            </p>
            <TextField label={S.code} name="code" inputMode="numeric" autoComplete="one-time-code" error={errors["code"]} />
            <div className="settings__actions">
              <Button type="submit" busy={busyIntent === "email_confirm"}>
                {S.confirmEmail}
              </Button>
            </div>
          </Form>
        ) : (
          <>
            {ways.password ? null : (
              <Form method="post" className="settings__group" key="proof">
                <p className="settings__lead">{S.noPasswordLead}</p>
                {proofSent ? (
                  <p className="settings__lead" role="status">
                    {S.proofCodeSent(proofSent)}
                  </p>
                ) : null}
                <Button type="submit" name="intent" value="email_proof_code" variant="secondary" busy={busyIntent === "email_proof_code"}>
                  {S.sendProofCode}
                </Button>
              </Form>
            )}
            <Form method="post" noValidate className="settings__group" key="start">
              <input type="hidden" name="intent" value="email_start" />
              <TextField
                label={S.newEmail}
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={answer?.values?.["email"] ?? ""}
                error={errors["email"]}
              />
              {ways.password ? <p className="settings__lead">{S.proofLead}</p> : null}
              {ways.password ? (
                <PasswordField
                  label={S.currentPassword}
                  name="password"
                  autoComplete="current-password"
                  showLabel={AUTH_COPY.showPassword}
                  hideLabel={AUTH_COPY.hidePassword}
                  error={errors["password"]}
                />
              ) : (
                <TextField label={S.proofCode} name="code" inputMode="numeric" autoComplete="one-time-code" error={errors["code"]} />
              )}
              <div className="settings__actions">
                <Button type="submit" busy={busyIntent === "email_start"}>
                  {S.sendCode}
                </Button>
              </div>
            </Form>
          </>
        )}
      </section>
      <section className="settings__group" aria-labelledby="linked-title">
        <h2 id="linked-title" className="section-title">
          {S.linked}
        </h2>
        <p className="settings__lead">{S.linkedLead}</p>
        {ways.identities.length === 0 ? <p className="settings__lead">{S.noLinked}</p> : null}
        <ul className="settings__list">
          {ways.identities.map((i) => (
            <li key={i.provider}>
              <span>
                <strong>{S.provider(i.provider)}</strong>
                {i.email ? ` · ${i.email}` : null}
              </span>
              {canUnlink(ways, i.provider) ? (
                <Form method="post">
                  <input type="hidden" name="provider" value={i.provider} />
                  <Button type="submit" name="intent" value="unlink" variant="secondary" size="small" busy={busyIntent === "unlink"}>
                    {S.unlink(i.provider)}
                  </Button>
                </Form>
              ) : (
                <span className="settings__lead">
                  {S.onlyWayIn} <Link to="/settings/security/">{S.securityLink}</Link>
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="settings__group" aria-labelledby="close-title">
        <h2 id="close-title" className="section-title">
          {S.closeHeading}
        </h2>
        <p className="settings__lead">{S.closeLead}</p>
        <p>
          <Link to="/settings/account/close/">{S.closeLink}</Link>
        </p>
      </section>
      <section className="settings__group" aria-labelledby="data-title">
        <h2 id="data-title" className="section-title">
          {S.dataHeading}
        </h2>
        <p>
          <Link to="/settings/data/">{S.dataLink}</Link>
        </p>
      </section>
    </>
  );
}
