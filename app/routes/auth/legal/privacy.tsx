/** /privacy — the Privacy Policy (with the Florida under-18 notice) the sign-up notice links to. */
import { PRIVACY } from "~common/auth/legal";
import { pageMeta } from "../../../lib/meta";
import { LegalPage } from "./legal-page";

export const meta = () => pageMeta(PRIVACY.title, PRIVACY.description);

export default function Privacy() {
  return <LegalPage doc={PRIVACY} />;
}
