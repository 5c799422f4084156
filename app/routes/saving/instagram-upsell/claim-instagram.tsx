/**
 * /settings/claim/instagram/ — the local stand-in for Instagram's consent screen
 * (worker/saving/instagram-upsell/instagram-oauth.ts): name the Instagram account, Allow, and come back to
 * /settings/claim/ with its code. Served where DEV_TOOLS is "true" (the API's authorize step is a
 * developer route); a real Instagram app replaces it.
 */
import { data, Form, useNavigation } from "react-router";
import { devToolsEnabled } from "~common/platform/flags";
import { SAVING_COPY } from "~common/saving/messages";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { cloudflareContext } from "../../../lib/cloudflare-context";
import { requireUser } from "../../../lib/guards.server";
import { pageMeta } from "../../../lib/meta";
import { standInAuthorize, type ClaimAnswer } from "./claim.server";
import type { Route } from "./+types/claim-instagram";

export const meta: Route.MetaFunction = () => [...pageMeta(SAVING_COPY.standInTitle), { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  if (!devToolsEnabled(args.context.get(cloudflareContext).env)) throw data(null, { status: 404 });
  await requireUser(args);
  return null;
}

export const action = (args: Route.ActionArgs) => standInAuthorize(args);

export default function InstagramStandIn({ actionData }: Route.ComponentProps) {
  const answer = actionData as ClaimAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main" className="page page--center">
      <div className="card-form">
        <h1 className="page__title">{SAVING_COPY.standInTitle}</h1>
        <p className="page__lead">{SAVING_COPY.standInIntro}</p>
        <Form method="post" noValidate className="auth-form">
          <TextField label={SAVING_COPY.instagramUsernameLabel} name="username" autoComplete="off" error={answer?.fieldError} required />
          <Button type="submit" block busy={busy}>
            {SAVING_COPY.allow}
          </Button>
        </Form>
      </div>
    </main>
  );
}
