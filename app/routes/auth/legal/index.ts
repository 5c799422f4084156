export { TermsNotice } from "./terms-notice";
