import { LegalPageView } from '../LegalPageView';

/** The privacy-policy legal page. */
export default function PrivacyPolicyScreen() {
  return <LegalPageView slug="privacy-policy" />;
}
