import { useParams } from 'react-router';
import { ReferralDashboard } from './ReferralDashboard';
import { ReferralLanding } from './ReferralLanding';

/**
 * The referral screens, one chunk and one screen key (each key costs every first visit a loader): /r/:code is the
 * invitation's landing, /referrals the player's own dashboard (docs/referrals.md).
 */
export default function ReferralScreen() {
  const { code } = useParams();
  return code === undefined ? <ReferralDashboard /> : <ReferralLanding />;
}
