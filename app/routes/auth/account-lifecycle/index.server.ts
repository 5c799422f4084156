/** The account-lifecycle capability's server surface: the fresh proof's helpers the data page shares. */
export { proofKinds, proofOf, sendCodeIfAsked } from "./proof.server";
