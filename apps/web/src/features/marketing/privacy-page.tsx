import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_TITLE, PRIVACY_VERSION, privacyIntro, privacySections } from './privacy-content.tsx';

/** /privacy: the Privacy Policy (spec §1). */
export default function PrivacyPage() {
  return (
    <LegalDocument title={PRIVACY_TITLE} version={PRIVACY_VERSION} intro={privacyIntro} sections={privacySections} />
  );
}
