import { Suspense, use } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus } from '@/session/authSelectors';
import { InFrameContext } from '../frameRoutes';
import { PageLoader } from '../PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';

/** The desktop layout (`default`): header, the page, footer. */
export function DefaultLayout() {
  const status = useAppSelector(selectAuthStatus);
  const { pathname } = useLocation();
  const framed = use(InFrameContext);
  return (
    <Box
      data-layout="default"
      data-auth-status={status}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving later never pushes it down in view (CLS). */}
      {/* data-path names the page the landmark shows; navigations are transitions, so it changes in the commit that
          shows the new screen (the browser tests wait for it instead of guessing how long a screen takes to load). */}
      <Container
        component={framed ? 'div' : 'main'}
        data-path={pathname}
        maxWidth="xl"
        sx={{ flexGrow: 1, py: { xs: 2, md: 3 }, minHeight: 'calc(100vh - 48px)' }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
    </Box>
  );
}
