/**
 * Prints a new RS256 private JWK for the stand-ins Worker's secret STAND_IN_SIGNING_KEY
 * (stand-ins/worker.ts): every isolate signs ID tokens and codes with it.
 *
 *   npx tsx stand-ins/signing-key.ts | npx wrangler secret put STAND_IN_SIGNING_KEY -c stand-ins/wrangler.toml
 */
import { exportJWK, generateKeyPair } from "jose";

const { privateKey } = await generateKeyPair("RS256", { extractable: true });
console.log(JSON.stringify(await exportJWK(privateKey)));
