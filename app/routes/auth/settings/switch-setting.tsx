/**
 * One switch of the settings that saves as it is turned (a plain form with a Save button without
 * JavaScript): Privacy's and Notifications' share it. A new answer remounts it with the saved
 * value, so a refused change rolls back.
 */
import { Form, useSubmit } from "react-router";
import { SETTINGS_COPY as S } from "~common/auth/settings";
import { Button } from "../../../components/button";
import { Toggle } from "../../../components/toggle";
import { useHydrated } from "../../../lib/hydrated";
import type { SettingsAnswer } from "./settings.server";

export function SwitchSetting(props: {
  intent: string;
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  answer: SettingsAnswer | undefined;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form method="post" className="settings__group" onChange={(e) => submit(e.currentTarget)}>
      <input type="hidden" name="intent" value={props.intent} />
      <Toggle
        label={props.label}
        hint={props.hint}
        name={props.name}
        defaultChecked={props.checked}
        key={JSON.stringify([props.checked, props.answer ?? null])}
      />
      {hydrated ? null : (
        <div className="settings__actions">
          <Button type="submit">{S.save}</Button>
        </div>
      )}
    </Form>
  );
}
