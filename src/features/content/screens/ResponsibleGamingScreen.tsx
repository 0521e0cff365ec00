import { lazy, Suspense } from 'react';
import { LegalPageView } from '../LegalPageView';

// The signed-in player's tools (limits, reality check, time-out, self-exclusion) sit between the title and the policy text.
const ResponsibleGamingPanel = lazy(() => import('@/features/responsibleGaming/ResponsibleGamingPanel'));

/** The responsible-gaming legal page, with the player's own tools above it when signed in. */
export default function ResponsibleGamingScreen() {
  return <LegalPageView slug="responsible-gaming" lead={<Suspense fallback={null}><ResponsibleGamingPanel /></Suspense>} />;
}
