import { LegalPageView } from '../LegalPageView';

/** The cookie-policy legal page. */
export default function CookiePolicyScreen() {
  return <LegalPageView slug="cookie-policy" />;
}
