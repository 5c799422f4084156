/**
 * The passkeys section of /settings/security (docs/decisions/038): the account's passkeys with
 * their authenticator, when each was added and last used; add one (named, or named after the
 * authenticator or this device) with a fresh proof; rename; remove with a fresh proof — the
 * password, a two-factor code, a passkey, or (neither a password nor two-factor) an emailed code.
 * Adding and confirming with a passkey need JavaScript (WebAuthn does); renaming and removing
 * with a password or code are plain forms that work without it.
 */
import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import {
  PASSKEY_API_MESSAGES,
  PASSKEY_COPY as P,
  PASSKEYS_MAX,
  checkPasskeyName,
  checkProof,
  proofKindsOf,
  type Passkey,
  type ProofKinds,
} from "~common/auth/passkeys";
import { AUTH_COPY } from "~common/auth/messages";
import { PASSKEY_ERRORS } from "~common/auth/passkeys/errors";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { formString } from "../../../lib/forms";
import { useReadOnce } from "../../../lib/hydrated";
import type { SecurityAnswer } from "../sessions/index.server";
import {
  onIpAddress,
  passkeysOnLocalhost,
  passkeysSupported,
  postStep,
  registerPasskey,
  signWithPasskey,
  type RegistrationCredential,
} from "./passkey-client";
import { PASSKEY_INTENTS, SEND_CODE_FIELD } from "./passkey-state";

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

/** A proof's refusal under the field it came from; anything else is the toast's. */
type ProofErrors = { password?: string; code?: string };

/** "Email me a code": two-factor's emailed code, or passkeys' own for an account with neither a password nor two-factor. */
function EmailCodeButton({ kind, onSent }: { kind: "two-factor" | "passkey"; onSent: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const sent = await postStep<{ email_hint: string }>("email-code", { kind });
      onSent(sent.ok ? P.emailCodeSent(sent.data.email_hint) : sent.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" busy={busy} busyLabel={P.sendingEmailCode} onClick={() => void send()}>
      {P.sendEmailCode}
    </Button>
  );
}

/** Why this page cannot make passkeys: the address (with this page on localhost where it is a loopback one), else the browser. */
function PasskeysUnavailable() {
  const ipAddress = useReadOnce(onIpAddress, false);
  const localhost = useReadOnce(passkeysOnLocalhost, null);
  if (!ipAddress) return <p className="settings__lead">{P.unsupported}</p>;
  return (
    <p className="settings__lead">
      {P.ipAddress} {localhost ? <a href={localhost}>{P.openOnLocalhost}</a> : null}
    </p>
  );
}

/**
 * "Add a passkey": a name, then a fresh proof — the password, a code, or one of the account's
 * passkeys — sent with the registration options (a session alone cannot add one: docs/decisions/038).
 */
function AddPasskey({ count, email, kinds }: { count: number; email: string; kinds: ProofKinds }) {
  const supported = useReadOnce(passkeysSupported, false);
  const [busy, setBusy] = useState<"typed" | "passkey" | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [proofErrors, setProofErrors] = useState<ProofErrors>({});
  const toast = useToast();
  const revalidator = useRevalidator();
  const say = (message: string) => toast.show({ message, duration: TOAST_DURATION_MS.notice });
  if (count >= PASSKEYS_MAX) return null;
  if (!supported) return <PasskeysUnavailable />;
  const add = async (form: HTMLFormElement, how: "typed" | "passkey") => {
    const fields = new FormData(form);
    const name = formString(fields, "name");
    const typed = { password: formString(fields, "password"), code: formString(fields, "code") };
    // A blank name is the default one (the authenticator's or this device's); too long is refused here first.
    const failure = name.trim() === "" ? null : checkPasskeyName(name);
    setNameError(failure ? PASSKEY_API_MESSAGES[failure.error === "PASSKEY_NAME_TOO_LONG" ? "nameTooLong" : "nameMissing"] : undefined);
    const missing = how === "typed" ? checkProof(typed) : null;
    setProofErrors(missing ? { [kinds.password ? "password" : "code"]: PASSKEY_API_MESSAGES.confirmationRequired } : {});
    if (failure || missing) return;
    setBusy(how);
    try {
      const finish = (credential: RegistrationCredential) => postStep<Passkey>("register", { credential, name });
      const added =
        how === "typed"
          ? await registerPasskey(typed, finish, P.cancelled)
          : await signWithPasskey(
              "confirm-options",
              (credential) => registerPasskey({ credential }, finish, P.cancelled),
              P.loginCancelled,
            );
      if (!added.ok) {
        // A wrong password or code shows under its field (and is read out there); the rest as a toast.
        if (how === "typed" && added.code === PASSKEY_ERRORS.PASSKEY_CONFIRMATION_INCORRECT.code)
          return setProofErrors({ [typed.password ? "password" : "code"]: added.message });
        return say(added.message);
      }
      form.reset();
      say(P.added(added.data.name));
      await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };
  const typedProof = kinds.password || kinds.code;
  return (
    <form
      className="auth-form settings__form passkeys__add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(event.currentTarget, "typed");
      }}
    >
      <h3 className="passkeys__title">{P.add}</h3>
      <TextField label={P.nameLabel} name="name" hint={P.nameHint} maxLength={64} autoComplete="off" error={nameError} />
      <p className="settings__lead">{kinds.emailCode === "passkey" ? P.emailCodeLead : P.addLead}</p>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {kinds.password ? <ProofPassword error={proofErrors.password} /> : null}
      {kinds.code ? (
        <ProofCode
          label={kinds.emailCode === "passkey" ? P.emailCodeLabel : kinds.password ? P.confirmCode : P.codeLabel}
          error={proofErrors.code}
        />
      ) : null}
      <div className="passkeys__actions">
        {typedProof ? (
          <Button type="submit" busy={busy === "typed"} busyLabel={P.adding}>
            {P.add}
          </Button>
        ) : null}
        {kinds.passkey ? (
          <Button
            type="button"
            variant="secondary"
            busy={busy === "passkey"}
            busyLabel={P.adding}
            onClick={(event) => void add(event.currentTarget.form!, "passkey")}
          >
            {P.addWithPasskey}
          </Button>
        ) : null}
        {kinds.emailCode ? <EmailCodeButton kind={kinds.emailCode} onSent={say} /> : null}
      </div>
    </form>
  );
}

function RemoveForm({
  passkey,
  email,
  kinds,
  error,
  open,
}: {
  passkey: Passkey;
  email: string;
  kinds: ProofKinds;
  error?: string;
  /** Kept open after its answer: a refusal, or the emailed code on its way. */
  open: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData : undefined;
  const mine =
    pending !== undefined && formString(pending, "intent") === PASSKEY_INTENTS.remove && formString(pending, "id") === passkey.id;
  const sendingCode = mine && formString(pending, SEND_CODE_FIELD) !== "";
  const busy = mine && !sendingCode;
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
    <details className="passkeys__more" name={`passkey-${passkey.id}`} open={open ? true : undefined}>
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
          {kinds.password ? <ProofPassword error={error} /> : null}
          {kinds.emailCode === "passkey" ? <p className="settings__lead">{P.emailCodeLead}</p> : null}
          {kinds.code ? (
            <ProofCode
              label={kinds.emailCode === "passkey" ? P.emailCodeLabel : P.confirmCode}
              error={kinds.password ? undefined : error}
            />
          ) : null}
          <div className="passkeys__actions">
            {kinds.password || kinds.code ? (
              <Button type="submit" busy={busy} busyLabel={P.removing}>
                {P.remove}
              </Button>
            ) : null}
            {kinds.emailCode ? (
              // Works without JavaScript: the same form, sent with this button's name (passkeys.server.ts).
              <Button
                type="submit"
                name={SEND_CODE_FIELD}
                value={kinds.emailCode}
                variant="secondary"
                busy={sendingCode}
                busyLabel={P.sendingEmailCode}
              >
                {P.sendEmailCode}
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
  twoFactorMethod,
  answer,
}: {
  data: PasskeysData;
  email: string;
  hasPassword: boolean;
  twoFactorMethod: "totp" | "email" | null;
  answer?: SecurityAnswer;
}) {
  const failed = answer?.formError !== undefined ? answer : undefined;
  const kinds = proofKindsOf({ hasPassword, twoFactorMethod, passkeys: data.passkeys.length });
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
                      <span>{p.device ? P.createdAtOn(day(p.created_at), p.device) : P.createdAt(day(p.created_at))}</span>
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
                    kinds={kinds}
                    error={failed?.intent === PASSKEY_INTENTS.remove && failed.passkeyId === p.id ? failed.formError : undefined}
                    open={answer?.intent === PASSKEY_INTENTS.remove && answer.passkeyId === p.id}
                  />
                </div>
              </li>
            ))}
          </ul>
          <p className="passkeys__count">{P.limitNote(data.passkeys.length)}</p>
        </>
      )}
      <AddPasskey count={data.passkeys.length} email={email} kinds={kinds} />
    </section>
  );
}

/** The proof's password field (adding and removing a passkey ask for the same). */
function ProofPassword({ error }: { error?: string }) {
  return (
    <PasswordField
      label={P.confirmPassword}
      name="password"
      autoComplete="current-password"
      showLabel={AUTH_COPY.showPassword}
      hideLabel={AUTH_COPY.hidePassword}
      error={error}
    />
  );
}

/** The proof's code field: a two-factor code, or the emailed one. */
function ProofCode({ label, error }: { label: string; error?: string }) {
  return <TextField label={label} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={16} error={error} />;
}
