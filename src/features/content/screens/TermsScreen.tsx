import { LegalPageView } from '../LegalPageView';

/** The terms-and-conditions legal page. */
export default function TermsScreen() {
  return <LegalPageView slug="terms-and-conditions" />;
}
