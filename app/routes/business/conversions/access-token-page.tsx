/**
 * Why: the Conversions API's access token page (issue 37 item 1): make a token (its secret shown
 * once, ready to copy), see the live ones with when each was last used, revoke one. Plain forms, so
 * the page works without JavaScript; with it, a toast says what happened.
 */
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { ConversionsTabs } from "./conversions-tabs";
import type { AccessTokensView, TokenAnswer } from "./tokens.server";
import { CONVERSIONS_PAGE_COPY as T } from "./copy";

/**
 * @example
 * <AccessTokenPage advertiserId="7" view={{ tokens: [{ id: "3", name: "Shop server", created: "Dec 2, 2026", lastUsed: null }] }} />
 */
export default function AccessTokenPage({ view, advertiserId }: { view: AccessTokensView; advertiserId: string }) {
  const answer = useActionData<TokenAnswer>();
  const navigation = useNavigation();
  const toast = useToast();
  const shown = useRef<TokenAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || shown.current === answer) return;
    shown.current = answer;
    toast.show({ message: answer.message, duration: TOAST_DURATION_MS.notice });
  }, [answer, toast]);
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <>
      <h1 className="console__title">{T.title}</h1>
      <ConversionsTabs advertiserId={advertiserId} page="tokens" />
      <p>{T.intro(advertiserId)}</p>
      {answer?.token ? (
        <div className="conversions__secret" role="status">
          <p>
            <strong>{answer.message}</strong>
          </p>
          <TextField
            label={T.secretLabel}
            name="secret"
            value={answer.token}
            readOnly
            hint={T.secretHint}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      ) : answer && !answer.ok && answer.intent === "revoke" ? (
        <p className="field__error" role="alert">
          {answer.message}
        </p>
      ) : null}
      {/* A new key after each token made: the form starts empty again. */}
      <Form
        key={answer?.token ?? "form"}
        method="post"
        className="auth-form campaign-controls__edit"
        noValidate
        aria-labelledby="token-make-title"
      >
        <h2 id="token-make-title">{T.makeTitle}</h2>
        <input type="hidden" name="intent" value="create" />
        <TextField
          label={T.nameLabel}
          name="name"
          maxLength={100}
          autoComplete="off"
          error={answer && !answer.ok && answer.intent === "create" ? answer.message : undefined}
        />
        <Button type="submit" busy={busy("create")} busyLabel={T.busy}>
          {T.make}
        </Button>
      </Form>
      <h2>{T.listTitle}</h2>
      {view.tokens.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <table className="console__table">
          <thead>
            <tr>
              <th scope="col">{T.columns.name}</th>
              <th scope="col">{T.columns.created}</th>
              <th scope="col">{T.columns.lastUsed}</th>
              <th scope="col">
                <span className="visually-hidden">{T.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.tokens.map((t) => (
              <tr key={t.id}>
                <th scope="row">{t.name}</th>
                <td>{t.created}</td>
                <td>{t.lastUsed ?? T.never}</td>
                <td>
                  <Form method="post" className="campaign-controls__form">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="token_id" value={t.id} />
                    <input type="hidden" name="name" value={t.name} />
                    <Button type="submit" size="small" variant="secondary" aria-label={T.revokeLabel(t.name)}>
                      {T.revoke}
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
