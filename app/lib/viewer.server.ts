/**
 * The viewer for the current request, fetched once however many loaders ask: the root loader
 * (header) and the page guards share one API call. The memo is keyed by the request's router
 * context, which lives exactly as long as the request. Also the accounts the device holds, for
 * the header's account menu (auth.md §3 stored accounts, docs/decisions/012).
 */
import type { RouterContextProvider } from "react-router";
import type { StoredAccount } from "~common/auth/sessions";
import { STORED_ACCOUNTS_COOKIE } from "~common/auth/constants";
import { storedAccountsRoute, viewerRoute } from "~common/auth/contracts";
import type { Viewer } from "~common/auth/schemas";
import { apiClientFor } from "./api.server";

const memo = new WeakMap<object, Promise<Viewer | null>>();

export function viewerFor(request: Request, context: Readonly<RouterContextProvider>): Promise<Viewer | null> {
  let viewer = memo.get(context);
  if (!viewer) {
    viewer = apiClientFor(request, context)
      .call(viewerRoute)
      .then((r) => (r.ok ? r.data : null));
    memo.set(context, viewer);
  }
  return viewer;
}

/** The accounts this device holds, for the header's account menu: the active one first. */
export interface DeviceAccounts {
  accounts: StoredAccount[];
}

/** Whether the request carries the stored-accounts cookie (`pin_accts`, `__Host-pin_accts`). */
export const hasStoredAccountsCookie = (request: Request) =>
  (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .some((c) => c.startsWith(`${STORED_ACCOUNTS_COOKIE}=`) || c.startsWith(`__Host-${STORED_ACCOUNTS_COOKIE}=`));

/**
 * The device's accounts for a logged-in viewer (null otherwise), with the Set-Cookie headers of
 * the answer (the API drops tokens that are no longer good from the cookie). A device without
 * the stored-accounts cookie holds only the viewer's account: no API call is needed. Read once
 * per request (the root loader and /add-account share it).
 *
 * @example
 * const device = await deviceAccountsFor(request, context, viewer);
 * device?.accounts.length; // 1 to MAX_ACCOUNTS_PER_DEVICE
 */
export function deviceAccountsFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  viewer: Viewer | null,
): Promise<{ device: DeviceAccounts | null; setCookies: string[] }> {
  let device = deviceMemo.get(context);
  if (!device) {
    device = readDeviceAccounts(request, context, viewer);
    deviceMemo.set(context, device);
  }
  return device;
}

const deviceMemo = new WeakMap<object, Promise<{ device: DeviceAccounts | null; setCookies: string[] }>>();

async function readDeviceAccounts(
  request: Request,
  context: Readonly<RouterContextProvider>,
  viewer: Viewer | null,
): Promise<{ device: DeviceAccounts | null; setCookies: string[] }> {
  if (viewer?.type !== "AUTH" || !viewer.user || !viewer.info) return { device: null, setCookies: [] };
  const { user, info } = viewer;
  const alone: DeviceAccounts = {
    accounts: [
      {
        id: user.id,
        username: user.username,
        email: info.email,
        fullName: user.full_name,
        imageMediumUrl: user.image_large_url,
        imageLargeUrl: user.image_large_url,
        avatarColorIndex: user.avatar_color_index,
      },
    ],
  };
  if (!hasStoredAccountsCookie(request)) return { device: alone, setCookies: [] };
  const result = await apiClientFor(request, context).call(storedAccountsRoute);
  if (!result.ok) return { device: alone, setCookies: result.setCookies };
  const { active_id, accounts } = result.data;
  const active = accounts[active_id];
  const ordered = [...(active ? [active] : []), ...Object.values(accounts).filter((a) => a.id !== active_id)];
  return { device: { accounts: ordered }, setCookies: result.setCookies };
}
