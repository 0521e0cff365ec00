import { Suspense, use } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus } from '@/session/authSelectors';
import { InFrameContext } from '../frameRoutes';
import { PageLoader } from '../PageLoader';

/** The bare layouts (`close`, `v1-close`): no header or navigation, for pages that close themselves (payment returns, popups). */
export function CloseLayout({ name }: { name: 'close' | 'v1-close' }) {
  const status = useAppSelector(selectAuthStatus);
  const { pathname } = useLocation();
  const framed = use(InFrameContext);
  return (
    <Box
      component={framed ? 'div' : 'main'}
      data-path={pathname}
      data-layout={name}
      data-auth-status={status}
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
