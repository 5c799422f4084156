/**
 * /settings/notifications/ — which emails we send (issue 34 item 9): board invites can be turned
 * off (users.email_board_invites, honoured by worker/saving/collaborators); security emails —
 * new sign-ins, password and email changes, passkeys, codes — have no switch, and the page says so.
 */
import { Form, Link, useSubmit } from "react-router";
import { SETTINGS_COPY as S } from "~common/auth/settings";
import { Button } from "../../../components/button";
import { Toggle } from "../../../components/toggle";
import { useHydrated } from "../../../lib/hydrated";
import { FallbackNotice, useNoticeToast } from "../recovery";
import { settingsAction, type SettingsAnswer } from "./settings.server";
import { useSettings } from "./settings-layout";
import type { Route } from "./+types/notifications";

export const action = (args: Route.ActionArgs) => settingsAction(args);

export default function NotificationSettings({ actionData }: Route.ComponentProps) {
  const { settings } = useSettings();
  const answer = actionData as SettingsAnswer | undefined;
  useNoticeToast(answer?.notice ?? answer?.formError, answer);
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <>
      <h1 className="page__title">{S.sections.notifications}</h1>
      <p className="settings__lead">{S.notificationsLead}</p>
      <FallbackNotice message={answer?.notice} />
      <Form method="post" className="settings__group" onChange={(e) => submit(e.currentTarget)}>
        <input type="hidden" name="intent" value="notifications" />
        <Toggle
          label={S.boardInvites}
          hint={S.boardInvitesHint}
          name="email_board_invites"
          defaultChecked={settings.notifications.board_invites}
          // A new answer remounts it with the saved value: a refused change rolls back.
          key={JSON.stringify([settings.notifications.board_invites, answer ?? null])}
        />
        {hydrated ? null : (
          <div className="settings__actions">
            <Button type="submit">{S.save}</Button>
          </div>
        )}
      </Form>
      <p className="settings__notice">
        {S.securityEmails} <Link to="/settings/security/">{S.securityLink}</Link>
      </p>
    </>
  );
}
