/**
 * /settings/claim/ — claim your accounts (saving.md §2, the Instagram upsell's 'Connect now'): the
 * website listed on the profile, and Instagram, connected through its authorization (here the
 * local stand-in, claim-instagram.tsx) or disconnected. Plain forms: the same without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import { Button, ButtonLink } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { pageMeta } from "../../../lib/meta";
import { claimAction, loadClaim, type ClaimAnswer } from "./claim.server";
import type { Route } from "./+types/claim";

export const meta: Route.MetaFunction = () => [...pageMeta(SAVING_COPY.claimTitle), { name: "robots", content: "noindex" }];
export const loader = (args: Route.LoaderArgs) => loadClaim(args);
export const action = (args: Route.ActionArgs) => claimAction(args);

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, pending, saved } = loaderData;
  const answer = actionData as ClaimAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main" className="page page--center">
      <div className="card-form claim">
        <h1 className="page__title">{SAVING_COPY.claimTitle}</h1>
        {saved ? (
          <p className="claim__saved" role="status">
            {SAVING_COPY.settingsSaved}
          </p>
        ) : null}
        <Form method="post" noValidate className="auth-form">
          <input type="hidden" name="intent" value="website" />
          <TextField
            label={SAVING_COPY.listedWebsiteLabel}
            name="listed_website_url"
            type="url"
            hint={SAVING_COPY.listedWebsiteHint}
            defaultValue={answer?.website ?? settings.listed_website_url ?? ""}
            error={answer?.fieldError}
            autoComplete="url"
          />
          <Button type="submit" block busy={busy}>
            {SAVING_COPY.saveSettings}
          </Button>
        </Form>
        <section aria-labelledby="instagram-title" className="claim__instagram">
          <h2 id="instagram-title" className="section-title">
            {SAVING_COPY.instagramHeading}
          </h2>
          {answer?.formError ? (
            <p className="form-error" role="alert">
              {answer.formError}
            </p>
          ) : null}
          {settings.connected_to_instagram ? (
            <Form method="post" className="claim__row">
              <span>{SAVING_COPY.instagramConnected(settings.instagram_username ?? "")}</span>
              <input type="hidden" name="intent" value="disconnect" />
              <Button type="submit" variant="secondary" size="small">
                {SAVING_COPY.disconnect}
              </Button>
            </Form>
          ) : pending ? (
            <Form method="post" className="claim__row">
              <input type="hidden" name="intent" value="connect" />
              <input type="hidden" name="code" value={pending.code} />
              <Button type="submit">{SAVING_COPY.finishConnecting(pending.username)}</Button>
            </Form>
          ) : (
            <ButtonLink to="/settings/claim/instagram/">{SAVING_COPY.connectInstagram}</ButtonLink>
          )}
        </section>
      </div>
    </main>
  );
}
