import SupportReportsScreen from '@/features/support/SupportReportsScreen';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectHasRole } from '@/session/authSelectors';
import { NotFoundScreen } from '../ErrorScreen';
import { PageLoader } from '../PageLoader';

/** /support/reports: the inbox for administrators; everyone else (guests included) sees the 404 page, as for any unknown path. */
export default function SupportReportsRoute() {
  const status = useAppSelector(selectAuthStatus);
  const admin = useAppSelector((state) => selectHasRole(state, 'admin'));
  if (status === 'unknown') return <PageLoader />;
  return admin ? <SupportReportsScreen /> : <NotFoundScreen />;
}
