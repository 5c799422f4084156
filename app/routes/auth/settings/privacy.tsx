/**
 * /settings/privacy/ — Privacy and data (issue 34 item 9): "Hide your profile from search
 * engines" (users.hide_from_search: the person's profile, boards and Pins then ask not to be
 * indexed). A plain form; with JavaScript the switch saves as it is turned.
 */
import { Link } from "react-router";
import { SETTINGS_COPY as S } from "~common/auth/settings";
import { FallbackNotice, useNoticeToast } from "../recovery";
import { settingsAction, type SettingsAnswer } from "./settings.server";
import { SwitchSetting } from "./switch-setting";
import { useSettings } from "./settings-layout";
import type { Route } from "./+types/privacy";

export const action = (args: Route.ActionArgs) => settingsAction(args);

export default function PrivacySettings({ actionData }: Route.ComponentProps) {
  const { settings } = useSettings();
  const answer = actionData as SettingsAnswer | undefined;
  useNoticeToast(answer?.notice ?? answer?.formError, answer);
  return (
    <>
      <h1 className="page__title">{S.sections.privacy}</h1>
      <p className="settings__lead">{S.privacyLead}</p>
      <FallbackNotice message={answer?.notice} />
      <SwitchSetting
        intent="privacy"
        name="hide_from_search"
        label={S.hideFromSearch}
        hint={S.hideFromSearchHint}
        checked={settings.privacy.hide_from_search}
        answer={answer}
      />
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
