/**
 * Names the passkeys pages share between server and browser (docs/decisions/038): the security
 * page's form intents and the ceremony steps of POST /resources/passkeys.
 */
export const PASSKEY_INTENTS = { rename: "passkey-rename", remove: "passkey-remove" } as const;

export const isPasskeyIntent = (intent: string) => intent === PASSKEY_INTENTS.rename || intent === PASSKEY_INTENTS.remove;

export type PasskeyStep = "login-options" | "confirm-options" | "register-options" | "register" | "login" | "remove" | "email-code";

/** Where the ceremony steps are posted. */
export const PASSKEY_STEPS_PATH = "/resources/passkeys";

/** The removal form's "Email me a code" button: its name, sent with the form instead of a removal; its value says whose code ("two-factor" or "passkey"). */
export const SEND_CODE_FIELD = "send_code";
