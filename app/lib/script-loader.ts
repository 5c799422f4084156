/**
 * Why: the pages load two third-party scripts on demand — Google Identity Services for the
 * one-tap prompt and reCAPTCHA (or its local stand-in) for bot protection (auth.md §1, §7, §9).
 * Both add the tag once and then wait for the global the script defines, which auth.md §9 times:
 * "Script-load polling 100 ms, up to 20 tries" (SCRIPT_LOAD_POLL). One loader for both.
 */
import { SCRIPT_LOAD_POLL } from "~common/auth/federated";

const added = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` once and resolves when it has loaded; a failed load may be tried again.
 *
 * @example
 * await addScript("https://accounts.google.com/gsi/client");
 */
export function addScript(src: string): Promise<void> {
  let loaded = added.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        added.delete(src);
        script.remove();
        reject(new Error(`${src} did not load`));
      };
      document.head.appendChild(script);
    });
    added.set(src, loaded);
  }
  return loaded;
}

/**
 * What `get` answers once it answers something, looked for every 100 ms up to 20 times (auth.md §9); null
 * when it never did.
 *
 * @example
 * const gis = await pollFor(() => window.google?.accounts?.id);
 */
export async function pollFor<T>(get: () => T | null | undefined): Promise<T | null> {
  for (let tries = 0; tries < SCRIPT_LOAD_POLL.tries; tries++) {
    const found = get();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_LOAD_POLL.everyMs));
  }
  return get() || null;
}
