import { LegalDocument } from './legal-document.tsx';
import { TERMS_TITLE, TERMS_VERSION, termsIntro, termsSections } from './terms-content.tsx';

/** /terms: the Terms of Use (spec §1, §9). */
export default function TermsPage() {
  return <LegalDocument title={TERMS_TITLE} version={TERMS_VERSION} intro={termsIntro} sections={termsSections} />;
}
