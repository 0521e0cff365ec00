import type { ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectHasRole } from '@/session/authSelectors';
import { NotFoundScreen } from '../ErrorScreen';
import { PageLoader } from '../PageLoader';

/** A support page: administrators see it; everyone else (guests included) sees the 404 page, as for any unknown path. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const admin = useAppSelector((state) => selectHasRole(state, 'admin'));
  if (status === 'unknown') return <PageLoader />;
  return admin ? children : <NotFoundScreen />;
}
