/**
 * The passkeys section of /settings/security (docs/decisions/038): the account's passkeys with
 * their authenticator, when each was added and last used; add one (named, or named after the
 * authenticator or this device); rename; remove with a fresh proof — the password, a two-factor
 * code, or a passkey. Adding and confirming with a passkey need JavaScript (WebAuthn does);
 * renaming and removing with a password or code are plain forms that work without it.
 */
import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { PASSKEY_API_MESSAGES, PASSKEY_COPY as P, PASSKEYS_MAX, checkPasskeyName, type Passkey } from "~common/auth/passkeys";
import { AUTH_COPY } from "~common/auth/messages";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { formString } from "../../../lib/forms";
import { useReadOnce } from "../../../lib/hydrated";
import type { SecurityAnswer } from "../sessions/index.server";
import { passkeysSupported, postStep, registerPasskey, signWithPasskey } from "./passkey-client";
import { PASSKEY_INTENTS } from "./passkey-state";

/** "Nov 22, 2026": fixed to UTC so the server and the browser render the same text. */
const day = (epochSeconds: number) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(epochSeconds * 1000));

export interface PasskeysData {
  passkeys: Passkey[];
  max: number;
}

function KeyIcon() {
  return (
    <svg className="passkeys__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11.2 11.2 20 20m-4-4 2.5-2.5M13.5 13.5l2-2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function AddPasskey({ count }: { count: number }) {
  const supported = useReadOnce(passkeysSupported, false);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const toast = useToast();
  const revalidator = useRevalidator();
  const say = (message: string) => toast.show({ message, duration: TOAST_DURATION_MS.notice });
  if (count >= PASSKEYS_MAX) return null;
  if (!supported) return <p className="settings__lead">{P.unsupported}</p>;
  const add = async (name: string) => {
    // A blank name is the default one (the authenticator's or this device's); too long is refused here first.
    const failure = name.trim() === "" ? null : checkPasskeyName(name);
    setNameError(failure ? PASSKEY_API_MESSAGES[failure.error === "PASSKEY_NAME_TOO_LONG" ? "nameTooLong" : "nameMissing"] : undefined);
    if (failure) return;
    setBusy(true);
    try {
      const added = await registerPasskey((credential) => postStep<Passkey>("register", { credential, name }), P.cancelled);
      if (!added.ok) return say(added.message);
      say(P.added(added.data.name));
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="auth-form settings__form passkeys__add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(formString(new FormData(event.currentTarget), "name"));
        event.currentTarget.reset();
      }}
    >
      <TextField label={P.nameLabel} name="name" hint={P.nameHint} maxLength={64} autoComplete="off" error={nameError} />
      <div>
        <Button type="submit" busy={busy} busyLabel={P.adding}>
          {P.add}
        </Button>
      </div>
    </form>
  );
}

function RemoveForm({
  passkey,
  email,
  hasPassword,
  twoFactorOn,
  error,
}: {
  passkey: Passkey;
  email: string;
  hasPassword: boolean;
  twoFactorOn: boolean;
  error?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData : undefined;
  const busy =
    pending !== undefined && formString(pending, "intent") === PASSKEY_INTENTS.remove && formString(pending, "id") === passkey.id;
  const supported = useReadOnce(passkeysSupported, false);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  const say = (message: string) => toast.show({ message, duration: TOAST_DURATION_MS.notice });
  const confirmWithPasskey = async () => {
    setConfirming(true);
    try {
      const removed = await signWithPasskey(
        "confirm-options",
        (credential) => postStep("remove", { id: passkey.id, credential }),
        P.loginCancelled,
      );
      if (!removed.ok) return say(removed.message);
      say(P.removed);
      await revalidator.revalidate();
    } finally {
      setConfirming(false);
    }
  };
  return (
    <details className="passkeys__more" name={`passkey-${passkey.id}`} open={error !== undefined ? true : undefined}>
      <summary className="button button--secondary button--small" aria-label={P.removeOf(passkey.name)}>
        {P.remove}
      </summary>
      <div className="passkeys__panel">
        <p className="passkeys__title">{P.removeTitle(passkey.name)}</p>
        <p className="settings__lead">{P.removeLead}</p>
        <Form method="post" noValidate className="auth-form">
          <input type="hidden" name="intent" value={PASSKEY_INTENTS.remove} />
          <input type="hidden" name="id" value={passkey.id} />
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {hasPassword ? (
            <PasswordField
              label={P.confirmPassword}
              name="password"
              autoComplete="current-password"
              showLabel={AUTH_COPY.showPassword}
              hideLabel={AUTH_COPY.hidePassword}
              error={error}
            />
          ) : null}
          {twoFactorOn ? (
            <TextField label={P.confirmCode} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={16} />
          ) : null}
          {hasPassword || twoFactorOn ? null : (
            <p className="settings__lead">{supported ? P.confirmOnlyWithPasskey : P.setPasswordToRemove}</p>
          )}
          <div className="passkeys__actions">
            {hasPassword || twoFactorOn ? (
              <Button type="submit" busy={busy} busyLabel={P.removing}>
                {P.remove}
              </Button>
            ) : null}
            {supported ? (
              <Button type="button" variant="secondary" busy={confirming} busyLabel={P.removing} onClick={() => void confirmWithPasskey()}>
                {P.confirmWithPasskey}
              </Button>
            ) : null}
          </div>
        </Form>
      </div>
    </details>
  );
}

function RenameForm({ passkey, error }: { passkey: Passkey; error?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData : undefined;
  const busy =
    pending !== undefined && formString(pending, "intent") === PASSKEY_INTENTS.rename && formString(pending, "id") === passkey.id;
  return (
    <details className="passkeys__more" name={`passkey-${passkey.id}`} open={error !== undefined ? true : undefined}>
      <summary className="button button--secondary button--small" aria-label={P.renameOf(passkey.name)}>
        {P.rename}
      </summary>
      <div className="passkeys__panel">
        <Form method="post" noValidate className="auth-form">
          <input type="hidden" name="intent" value={PASSKEY_INTENTS.rename} />
          <input type="hidden" name="id" value={passkey.id} />
          <TextField label={P.nameLabel} name="name" defaultValue={passkey.name} maxLength={64} autoComplete="off" error={error} />
          <div>
            <Button type="submit" busy={busy} busyLabel={P.saving}>
              {P.save}
            </Button>
          </div>
        </Form>
      </div>
    </details>
  );
}

export default function PasskeysSection({
  data,
  email,
  hasPassword,
  twoFactorOn,
  answer,
}: {
  data: PasskeysData;
  email: string;
  hasPassword: boolean;
  twoFactorOn: boolean;
  answer?: SecurityAnswer;
}) {
  const failed = answer?.formError !== undefined ? answer : undefined;
  return (
    <section className="settings__section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="settings__heading">
        {P.heading}
      </h2>
      <p className="settings__lead">{P.lead}</p>
      {data.passkeys.length === 0 ? (
        <p className="settings__lead">{P.none}</p>
      ) : (
        <>
          <ul className="passkeys" aria-labelledby="passkeys-heading">
            {data.passkeys.map((p) => (
              <li key={p.id} className="passkeys__item" data-passkey-id={p.id}>
                <div className="passkeys__row">
                  <KeyIcon />
                  <div className="passkeys__text">
                    <p className="passkeys__name">
                      {p.name}
                      {p.authenticator && p.authenticator !== p.name ? <span className="passkeys__badge">{p.authenticator}</span> : null}
                      {p.backed_up ? <span className="passkeys__badge">{P.synced}</span> : null}
                    </p>
                    <p className="sessions__meta">
                      <span>{P.createdAt(day(p.created_at))}</span>
                      <span>{p.last_used_at ? P.lastUsedAt(day(p.last_used_at)) : P.neverUsed}</span>
                    </p>
                  </div>
                </div>
                <div className="passkeys__controls">
                  <RenameForm
                    passkey={p}
                    error={failed?.intent === PASSKEY_INTENTS.rename && failed.passkeyId === p.id ? failed.formError : undefined}
                  />
                  <RemoveForm
                    passkey={p}
                    email={email}
                    hasPassword={hasPassword}
                    twoFactorOn={twoFactorOn}
                    error={failed?.intent === PASSKEY_INTENTS.remove && failed.passkeyId === p.id ? failed.formError : undefined}
                  />
                </div>
              </li>
            ))}
          </ul>
          <p className="passkeys__count">{P.limitNote(data.passkeys.length)}</p>
        </>
      )}
      <AddPasskey count={data.passkeys.length} />
    </section>
  );
}
