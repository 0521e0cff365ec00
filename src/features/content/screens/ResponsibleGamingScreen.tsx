import { LegalPageView } from '../LegalPageView';

/** The responsible-gaming legal page. */
export default function ResponsibleGamingScreen() {
  return <LegalPageView slug="responsible-gaming" />;
}
