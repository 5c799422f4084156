/**
 * The "Sign-in history" section of /settings/security (docs/decisions/037): the account's last 50
 * sign-ins and failed attempts, newest first — when, on what device, from where and how — each
 * failed attempt marked in words as well as colour. The loader words the rows
 * (./index.server.ts); loaded with the page's render, not its first script, as the two-factor
 * section (test/build/budgets).
 */
import { SIGN_IN_HISTORY_COPY as C } from "~common/auth/sign-in-history";

/** One row as the page shows it. */
export interface SignInItem {
  /** Epoch seconds. */
  time: number;
  /** The time in words, UTC. */
  when: string;
  method: string;
  /** Not a sign-in but an event shown among them ("A passkey was added"), in words; else absent. */
  event?: string;
  ok: boolean;
  device: string;
  place: string;
}

export default function SignInHistorySection({ signIns }: { signIns: SignInItem[] }) {
  return (
    <section className="settings__section" aria-labelledby="sign-ins-heading">
      <h2 id="sign-ins-heading" className="settings__heading">
        {C.heading}
      </h2>
      <p className="settings__lead">{C.lead}</p>
      {signIns.length === 0 ? (
        <p className="settings__lead">{C.empty}</p>
      ) : (
        <ol className="sign-ins" aria-labelledby="sign-ins-heading">
          {signIns.map((s, i) => (
            <li key={`${s.time}-${i}`} className={s.ok ? "sign-ins__item" : "sign-ins__item sign-ins__item--failed"}>
              <p className="sign-ins__device">
                {s.device}
                {s.ok ? null : <span className="sign-ins__failed">{C.failed}</span>}
              </p>
              <p className="sign-ins__meta">
                <time dateTime={new Date(s.time * 1000).toISOString()}>{s.when}</time>
                <span>{s.place}</span>
                <span>{s.event ?? C.methodLabel(s.method)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
