import KycReviewScreen from '@/features/support/KycReviewScreen';
import { AdminOnly } from './AdminOnly';

/** /support/verifications: players' documents waiting for review (administrators only). */
export default function SupportVerificationsRoute() {
  return (
    <AdminOnly>
      <KycReviewScreen />
    </AdminOnly>
  );
}
