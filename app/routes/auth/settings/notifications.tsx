/**
 * /settings/notifications/ — which emails we send (issue 34 item 9): board invites can be turned
 * off (users.email_board_invites, honoured by worker/saving/collaborators); security emails —
 * new sign-ins, password and email changes, passkeys, codes — have no switch, and the page says so.
 */
import { Link } from "react-router";
import { SETTINGS_COPY as S } from "~common/auth/settings";
import { FallbackNotice, useNoticeToast } from "../recovery";
import { settingsAction, type SettingsAnswer } from "./settings.server";
import { SwitchSetting } from "./switch-setting";
import { useSettings } from "./settings-layout";
import type { Route } from "./+types/notifications";

export const action = (args: Route.ActionArgs) => settingsAction(args);

export default function NotificationSettings({ actionData }: Route.ComponentProps) {
  const { settings } = useSettings();
  const answer = actionData as SettingsAnswer | undefined;
  useNoticeToast(answer?.notice ?? answer?.formError, answer);
  return (
    <>
      <h1 className="page__title">{S.sections.notifications}</h1>
      <p className="settings__lead">{S.notificationsLead}</p>
      <FallbackNotice message={answer?.notice} />
      <SwitchSetting
        intent="notifications"
        name="email_board_invites"
        label={S.boardInvites}
        hint={S.boardInvitesHint}
        checked={settings.notifications.board_invites}
        answer={answer}
      />
      <p className="settings__notice">
        {S.securityEmails} <Link to="/settings/security/">{S.securityLink}</Link>
      </p>
    </>
  );
}
