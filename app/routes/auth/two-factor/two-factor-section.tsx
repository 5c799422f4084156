/**
 * The two-factor section of /settings/security (auth.md §1 "Two-factor (MFA) log-in";
 * docs/decisions/019): off, it offers an authenticator app or email (SMS says it cannot be sent
 * here); a set-up shows the app's QR code and key, or says where the email went, and takes the
 * first code; once on, the ten backup codes are shown this one time; on, it says how, how many
 * backup codes are left, makes ten new backup codes with a fresh proof (shown once, to copy or
 * download: the answer that showed the first ones may be lost), and turns off with a fresh code.
 * Plain forms: everything but the QR picture and copying works without JavaScript (the key is
 * there to type instead; the download is a plain link).
 */
import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TWO_FACTOR_SETTINGS_COPY as TF } from "~common/auth/two-factor/settings-messages";
import { AUTH_FIELD_ERRORS } from "~common/auth/errors";
import { AUTH_COPY } from "~common/auth/messages";
import { checkMfaCode } from "~common/auth/two-factor/rules";
import type { TwoFactorSetup, TwoFactorStatus } from "~common/auth/two-factor/schemas";
import { Button, ButtonLink, buttonClassName } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";
import { formString } from "../../../lib/forms";
import type { SecurityAnswer } from "../sessions/index.server";
import { isTwoFactorIntent, TWO_FACTOR_INTENTS as I } from "./two-factor-state";

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

function QrCode({ uri }: { uri: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    import("./qr-code.client").then(({ qrPath }) => live && setQr(qrPath(uri)));
    return () => {
      live = false;
    };
  }, [uri]);
  // Until the picture is drawn (or without JavaScript) the box keeps its place; the key is below.
  return (
    <div className="two-factor__qr" role="img" aria-label={TF.qrLabel}>
      {qr ? (
        <svg viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} width="176" height="176" shapeRendering="crispEdges" aria-hidden="true">
          <rect x="-2" y="-2" width={qr.size + 4} height={qr.size + 4} fill="#fff" />
          <path d={qr.path} fill="#111" />
        </svg>
      ) : null}
    </div>
  );
}

/** A code field with its §5 checks before sending (the API's own rule). */
function CodeForm({
  intent,
  label,
  busyLabel,
  error,
  secondary = false,
  children,
}: {
  intent: string;
  label: string;
  busyLabel: string;
  error?: string;
  /** Turning off is not the page's main action. */
  secondary?: boolean;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData !== undefined && formString(navigation.formData, "intent") === intent;
  const [local, setLocal] = useState<string | undefined>(undefined);
  // A new error from the action replaces the local one (adjusted during the render that sees it).
  const [errorSeen, setErrorSeen] = useState(error);
  if (errorSeen !== error) {
    setErrorSeen(error);
    setLocal(undefined);
  }
  return (
    <Form
      method="post"
      noValidate
      className="auth-form settings__form"
      onSubmit={(event) => {
        const failure = checkMfaCode(formString(new FormData(event.currentTarget), "code"));
        setLocal(failure ? AUTH_FIELD_ERRORS[failure.error].message : undefined);
        if (failure) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
      <TextField
        label={TF.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        error={local ?? error}
      />
      <div>
        <Button type="submit" variant={secondary ? "secondary" : "primary"} busy={busy} busyLabel={busyLabel}>
          {label}
        </Button>
      </div>
    </Form>
  );
}

function SetupStep({ setup, error }: { setup: TwoFactorSetup; error?: string }) {
  return (
    <div className="two-factor__setup">
      {setup.method === "totp" && setup.otpauth_uri && setup.secret ? (
        <>
          <p className="settings__lead">{TF.scanQr}</p>
          <QrCode uri={setup.otpauth_uri} />
          <p className="two-factor__key-label">{TF.manualKey}</p>
          <p className="two-factor__key">
            <code>{grouped(setup.secret)}</code>
          </p>
        </>
      ) : (
        <p className="settings__lead">{TF.emailSent(setup.email_hint ?? "")}</p>
      )}
      <CodeForm intent={I.enable} label={TF.turnOn} busyLabel={TF.turningOn} error={error}>
        <input type="hidden" name="method" value={setup.method} />
        {setup.secret ? <input type="hidden" name="secret" value={setup.secret} /> : null}
        {setup.otpauth_uri ? <input type="hidden" name="otpauth_uri" value={setup.otpauth_uri} /> : null}
        {setup.email_hint ? <input type="hidden" name="email_hint" value={setup.email_hint} /> : null}
        <input type="hidden" name="expires_at" value={setup.expires_at} />
      </CodeForm>
      <p className="two-factor__cancel">
        <Link className="link" to="/settings/security" replace>
          {TF.cancel}
        </Link>
      </p>
    </div>
  );
}

/** One way of getting codes, with the button that starts setting it up. */
function MethodRow({
  method,
  name,
  hint,
  action,
  busy,
}: {
  method: "totp" | "email";
  name: string;
  hint: string;
  action: string;
  busy: boolean;
}) {
  return (
    <li className="two-factor__method">
      <div>
        <p className="two-factor__method-name">{name}</p>
        <p className="two-factor__method-hint">{hint}</p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value={I.setup} />
        <input type="hidden" name="method" value={method} />
        <Button type="submit" variant="secondary" size="small" busy={busy} busyLabel={TF.starting}>
          {action}
        </Button>
      </Form>
    </li>
  );
}

function MethodChoice({ emailHint }: { emailHint: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.formData && formString(navigation.formData, "intent") === I.setup
      ? formString(navigation.formData, "method")
      : null;
  return (
    <>
      <p className="settings__lead">{TF.offLead}</p>
      <h3 className="two-factor__question">{TF.chooseMethod}</h3>
      <ul className="two-factor__methods">
        <MethodRow method="totp" name={TF.methodApp} hint={TF.methodAppHint} action={TF.setUpApp} busy={pending === "totp"} />
        <MethodRow
          method="email"
          name={TF.methodEmail}
          hint={TF.methodEmailHint(emailHint)}
          action={TF.setUpEmail}
          busy={pending === "email"}
        />
        <li className="two-factor__method two-factor__method--unavailable">
          <div>
            <p className="two-factor__method-name">{TF.methodSms}</p>
            <p className="two-factor__method-hint">{TF.smsUnavailable}</p>
          </div>
        </li>
      </ul>
    </>
  );
}

/** The codes once, with a copy button (JavaScript) and a download link (a plain data: URL). */
function BackupCodes({ codes, regenerated = false }: { codes: string[]; regenerated?: boolean }) {
  const [copied, setCopied] = useState(false);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join("\n")}\n`)}`;
  const heading = regenerated ? TF.newBackupHeading : TF.backupHeading;
  return (
    <div className="two-factor__backup">
      <h3 className="two-factor__question">{heading}</h3>
      <p className="settings__lead">{TF.backupLead}</p>
      <ul className="two-factor__codes" aria-label={heading}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor__code-actions">
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true))}
        >
          {copied ? TF.codesCopied : TF.copyCodes}
        </Button>
        <a className={buttonClassName({ variant: "secondary", size: "small" })} href={file} download={TF.codesFileName}>
          {TF.downloadCodes}
        </a>
      </div>
      <ButtonLink to="/settings/security" replace>
        {TF.backupDone}
      </ButtonLink>
    </div>
  );
}

/** "Get new backup codes": the password (or, without one, a two-factor code) first. */
function NewCodes({ hasPassword, error }: { hasPassword: boolean; error?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData !== undefined && formString(navigation.formData, "intent") === I.backupCodes;
  return (
    <div className="two-factor__new-codes">
      <h3 className="two-factor__question">{TF.newCodesHeading}</h3>
      <p className="settings__lead">{hasPassword ? TF.newCodesLeadPassword : TF.newCodesLeadCode}</p>
      <Form method="post" noValidate className="auth-form settings__form">
        <input type="hidden" name="intent" value={I.backupCodes} />
        {hasPassword ? (
          <PasswordField
            label={TF.passwordLabel}
            name="password"
            autoComplete="current-password"
            showLabel={AUTH_COPY.showPassword}
            hideLabel={AUTH_COPY.hidePassword}
            error={error}
          />
        ) : (
          <TextField label={TF.codeLabel} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={16} error={error} />
        )}
        <div>
          <Button type="submit" variant="secondary" busy={busy} busyLabel={TF.makingNewCodes}>
            {TF.newCodes}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function TurnOff({ status, error }: { status: TwoFactorStatus; error?: string }) {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formData !== undefined && formString(navigation.formData, "intent") === I.sendCode;
  return (
    <div className="two-factor__off">
      <p className="settings__lead">
        {status.method === "email" ? TF.onLeadEmail : TF.onLeadApp} {TF.backupCodesLeft(status.backup_codes_left)}
      </p>
      <h3 className="two-factor__question">{TF.turnOffHeading}</h3>
      <p className="settings__lead">{status.method === "email" ? TF.turnOffLeadEmail : TF.turnOffLeadApp}</p>
      {status.method === "email" ? (
        <Form method="post" className="two-factor__send">
          <input type="hidden" name="intent" value={I.sendCode} />
          <Button type="submit" variant="secondary" size="small" busy={sending} busyLabel={TF.sendingCode}>
            {TF.sendCode}
          </Button>
        </Form>
      ) : null}
      <CodeForm intent={I.disable} label={TF.turnOff} busyLabel={TF.turningOff} error={error} secondary />
    </div>
  );
}

/**
 * @example
 * <TwoFactorSection status={loaderData.twoFactor} emailHint={loaderData.emailHint} hasPassword={loaderData.hasPassword} answer={actionData} />
 */
export default function TwoFactorSection({
  status,
  emailHint,
  hasPassword,
  answer,
}: {
  status: TwoFactorStatus;
  emailHint: string;
  hasPassword: boolean;
  answer?: SecurityAnswer;
}) {
  const mine = isTwoFactorIntent(answer?.intent) ? answer?.twoFactor : undefined;
  return (
    <section className="settings__section two-factor" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="settings__heading">
        {TF.heading}
      </h2>
      {mine?.backupCodes ? (
        <BackupCodes codes={mine.backupCodes} regenerated={mine.regenerated} />
      ) : status.enabled ? (
        <>
          <TurnOff status={status} error={mine?.codeError} />
          <NewCodes hasPassword={hasPassword} error={mine?.proofError} />
        </>
      ) : mine?.setup ? (
        <SetupStep setup={mine.setup} error={mine.codeError} />
      ) : (
        <MethodChoice emailHint={emailHint} />
      )}
    </section>
  );
}
