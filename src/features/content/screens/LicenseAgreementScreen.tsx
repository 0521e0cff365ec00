import { LegalPageView } from '../LegalPageView';

/** The license-agreement legal page. */
export default function LicenseAgreementScreen() {
  return <LegalPageView slug="license-agreement" />;
}
