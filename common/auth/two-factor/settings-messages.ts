/**
 * Text of two-factor authentication's settings (the section of /settings/security) and of the
 * email that carries a code: the auth catalogue continued (see two-factor-messages.ts). "ours":
 * the spec does not show it. docs/decisions/019.
 */
import { PRODUCT_NAME } from "../../platform/messages";

/** The two-factor section of /settings/security. */
export const TWO_FACTOR_SETTINGS_COPY = {
  heading: "Two-factor authentication", // ours
  offLead: "Log in with a code as well as your password, so a stolen password alone can't open your account.", // ours
  onLeadApp: "On: you log in with your password and a code from your authenticator app.", // ours
  onLeadEmail: "On: you log in with your password and a code we email you.", // ours
  backupCodesLeft: (n: number) => (n === 1 ? "1 backup code left." : `${n} backup codes left.`), // ours
  chooseMethod: "How do you want to get your codes?", // ours
  methodApp: "Authenticator app", // ours
  methodAppHint: "Google Authenticator, 1Password, Authy or any app that makes 6-digit codes.", // ours
  methodEmail: "Email", // ours
  methodEmailHint: (hint: string) => `We email a code to ${hint} each time you log in.`, // ours
  methodSms: "Text message (SMS)", // ours
  smsUnavailable: "Text messages can't be sent here: no SMS service is connected. Use an authenticator app or email instead.", // ours
  setUpApp: "Use an app", // ours
  setUpEmail: "Use email", // ours
  starting: "Starting…", // ours
  scanQr: "Scan this QR code with your authenticator app, then enter the 6-digit code it shows.", // ours
  qrLabel: "QR code for your authenticator app", // ours
  manualKey: "Can't scan it? Enter this key in the app instead:", // ours
  emailSent: (hint: string) => `We sent a 6-digit code to ${hint}. Enter it to turn on two-factor authentication.`, // ours
  codeLabel: "Verification code", // ours
  turnOn: "Turn on", // ours
  turningOn: "Turning on…", // ours
  cancel: "Cancel", // ours
  turnedOn: "Two-factor authentication is on.", // ours
  backupHeading: "Save your backup codes", // ours
  backupLead:
    "Each code works once, when you can't get a code any other way. Keep them somewhere safe: this is the only time we show them.", // ours
  backupDone: "I've saved my codes", // ours
  turnOffHeading: "Turn off two-factor authentication", // ours
  turnOffLeadApp: "Enter a code from your authenticator app, or a backup code.", // ours
  turnOffLeadEmail: "We'll email you a code to make sure it's you. A backup code works too.", // ours
  sendCode: "Email me a code", // ours
  sendingCode: "Sending…", // ours
  codeSent: (hint: string) => `We sent a code to ${hint}.`, // ours
  turnOff: "Turn off", // ours
  turningOff: "Turning off…", // ours
  turnedOff: "Two-factor authentication is off.", // ours
  newCodesHeading: "Get new backup codes", // ours
  newCodesLeadPassword: "Lost your codes? Enter your password to make ten new ones. Your old codes stop working.", // ours
  newCodesLeadCode: "Lost your codes? Enter a code from your authenticator app or email to make ten new ones. Your old codes stop working.", // ours
  passwordLabel: "Password", // ours
  newCodes: "Get new backup codes", // ours
  makingNewCodes: "Making new codes…", // ours
  newCodesMade: "New backup codes made. Your old ones no longer work.", // ours
  newBackupHeading: "Save your new backup codes", // ours
  copyCodes: "Copy codes", // ours
  codesCopied: "Copied", // ours
  downloadCodes: "Download", // ours
  codesFileName: "pinboard-backup-codes.txt", // ours
} as const;

/** The email that carries a code (log-in, turning it on or off). */
export const TWO_FACTOR_EMAIL_COPY = {
  subject: (code: string) => `${code} is your ${PRODUCT_NAME} verification code`, // ours
  intro: (code: string) => `Your ${PRODUCT_NAME} verification code is ${code}.`, // ours
  validity: "It works once, for 10 minutes.", // ours
  notYou: `If you didn't just try to log in or change your security settings, change your ${PRODUCT_NAME} password: someone may know it.`, // ours
  signature: `— The ${PRODUCT_NAME} team`, // ours
} as const;
