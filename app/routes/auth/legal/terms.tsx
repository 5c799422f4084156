/** /terms — the Terms of Service the sign-up notice links to. */
import { TERMS } from "~common/auth/legal";
import { pageMeta } from "../../../lib/meta";
import { LegalPage } from "./legal-page";

export const meta = () => pageMeta(TERMS.title, TERMS.description);

export default function Terms() {
  return <LegalPage doc={TERMS} />;
}
