/** Made by scripts/vite-plugin-scalar.ts (Vite only: import it from Worker code, never from Node tooling). */
declare module "virtual:scalar-api-reference" {
  /** Root-relative URL of the hashed Scalar standalone bundle in the static assets. */
  export const scalarScriptPath: string;
  /** Version of @scalar/api-reference the bundle comes from. */
  export const scalarVersion: string;
}
