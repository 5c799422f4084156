/**
 * /settings/privacy/ — Privacy and data (issue 34 item 9): "Hide your profile from search
 * engines" (users.hide_from_search: the person's profile, boards and Pins then ask not to be
 * indexed). A plain form; with JavaScript the switch saves as it is turned.
 */
import { Form, Link, useSubmit } from "react-router";
import { SETTINGS_COPY as S } from "~common/auth/settings";
import { Button } from "../../../components/button";
import { Toggle } from "../../../components/toggle";
import { useHydrated } from "../../../lib/hydrated";
import { FallbackNotice, useNoticeToast } from "../recovery";
import { settingsAction, type SettingsAnswer } from "./settings.server";
import { useSettings } from "./settings-layout";
import type { Route } from "./+types/privacy";

export const action = (args: Route.ActionArgs) => settingsAction(args);

export default function PrivacySettings({ actionData }: Route.ComponentProps) {
  const { settings } = useSettings();
  const answer = actionData as SettingsAnswer | undefined;
  useNoticeToast(answer?.notice ?? answer?.formError, answer);
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <>
      <h1 className="page__title">{S.sections.privacy}</h1>
      <p className="settings__lead">{S.privacyLead}</p>
      <FallbackNotice message={answer?.notice} />
      <Form method="post" className="settings__group" onChange={(e) => submit(e.currentTarget)}>
        <input type="hidden" name="intent" value="privacy" />
        <Toggle
          label={S.hideFromSearch}
          hint={S.hideFromSearchHint}
          name="hide_from_search"
          defaultChecked={settings.privacy.hide_from_search}
          // A new answer remounts it with the saved value: a refused change rolls back.
          key={JSON.stringify([settings.privacy.hide_from_search, answer ?? null])}
        />
        {hydrated ? null : (
          <div className="settings__actions">
            <Button type="submit">{S.save}</Button>
          </div>
        )}
      </Form>
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
