/**
 * The people the auth modal's title names (auth.md §2.2, §3 inviter): the inviter of `?inviter=`
 * ('Join {name} on the product for more ideas' when they have a picture of their own) and the
 * person a respondMessage answers (`respond_to`). Read through the public profile call, only for a
 * logged-out visitor with the modal asked for; an unknown username names no one.
 */
import type { RouterContextProvider } from "react-router";
import { readAuthModal } from "~common/auth/modal/modal-link";
import type { Viewer } from "~common/auth/schemas";
import type { Inviter } from "~common/auth/modal/titles";
import { userProfileRoute } from "~common/saving/contracts";
import { apiClientFor } from "../../../lib/api.server";
import type { AuthModalPeople } from "./auth-modal";

export async function authModalPeople(
  request: Request,
  context: Readonly<RouterContextProvider>,
  viewer: Viewer | null,
): Promise<AuthModalPeople | null> {
  const asked = readAuthModal(new URL(request.url).searchParams);
  if (!asked || viewer?.type === "AUTH" || (!asked.inviter && !asked.respondTo)) return null;
  const api = apiClientFor(request, context);
  const profile = async (username: string | null) => {
    if (!username) return null;
    const result = await api.call(userProfileRoute, { params: { username } });
    return result.ok ? result.data : null;
  };
  const [inviter, respondTo] = await Promise.all([profile(asked.inviter), profile(asked.respondTo)]);
  return {
    inviter: inviter
      ? ({
          first_name: inviter.first_name,
          full_name: inviter.full_name,
          image_medium_url: inviter.image_medium_url,
          is_default_image: inviter.is_default_image,
        } satisfies Inviter)
      : null,
    respondTo: respondTo ? { name: respondTo.first_name || respondTo.full_name || respondTo.username } : null,
  };
}
