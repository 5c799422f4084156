export { LEGAL_PATHS, PRIVACY, TERMS, TERMS_NOTICE_LINKS, type LegalDocument, type LegalSection } from "./copy";
