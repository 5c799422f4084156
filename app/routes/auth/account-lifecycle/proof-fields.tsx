/**
 * The fresh proof's fields of leaving an account and of asking for one's data (the passkeys'
 * proof, docs/decisions/038, 042): the password, else a two-factor code, else the emailed code with
 * its "Email me a code" button — a submit of the same form (works without JavaScript).
 */
import type { ProofKinds } from "~common/auth/passkeys";
import { AUTH_COPY } from "~common/auth/messages";
import { LIFECYCLE_COPY as L } from "~common/auth/account-lifecycle";
import { Button } from "../../../components/button";
import { PasswordField, TextField } from "../../../components/text-field";

/** The form field whose button asks for an emailed code (its value: whose code). */
export const SEND_CODE_FIELD = "send_code";

export function ProofFields({
  kinds,
  error,
  email,
  sendingCode,
}: {
  kinds: ProofKinds;
  error?: string;
  email: string;
  sendingCode?: boolean;
}) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {kinds.password ? (
        <PasswordField
          label={L.passwordLabel}
          name="password"
          autoComplete="current-password"
          showLabel={AUTH_COPY.showPassword}
          hideLabel={AUTH_COPY.hidePassword}
          error={error}
        />
      ) : null}
      {!kinds.password && kinds.code ? (
        <TextField
          label={L.codeLabel}
          name="code"
          hint={kinds.emailCode === "passkey" ? L.emailCodeHint : L.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          error={error}
        />
      ) : null}
      {!kinds.password && kinds.emailCode ? (
        <Button
          type="submit"
          name={SEND_CODE_FIELD}
          value={kinds.emailCode}
          variant="secondary"
          size="small"
          busy={sendingCode}
          busyLabel={L.sendCode}
        >
          {L.sendCode}
        </Button>
      ) : null}
    </>
  );
}
