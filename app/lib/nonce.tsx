/**
 * The Content-Security-Policy nonce, for the elements the root layout renders. On the server it is
 * the response's nonce; in the browser it is "" — browsers hide a nonce attribute once the page
 * has loaded (it reads as ""), so rendering "" there keeps hydration from reporting a mismatch.
 *
 * @example
 * const nonce = useNonce();
 * <Scripts nonce={nonce} />
 */
import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
