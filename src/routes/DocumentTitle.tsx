import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '@/i18n/useMessages';
import { useSiteName } from './useSiteName';
import { screenRouteFor, type AuthDialog } from './routeTable';
import { titleMessages, type TitleKey } from './titleMessages';

/** The screen whose title an auth dialog over the home screen takes. */
const dialogTitles: Record<AuthDialog, TitleKey> = {
  'sign-in': 'signIn',
  'sign-up': 'signUp',
  'reset-password': 'resetPassword',
  'restore-password': 'restorePassword',
};

/** The title key of the page at `pathname`: its auth dialog's, else its screen's; the 404 page for unknown paths. */
export function titleKeyFor(pathname: string): TitleKey {
  const route = screenRouteFor(pathname);
  if (!route) return 'notFound';
  return route.dialog ? dialogTitles[route.dialog] : route.screen;
}

/**
 * Keeps the tab's title on «<page> — <site name>» in the current language: on navigation, on a language change and
 * when the site's name arrives or changes. Renders nothing.
 */
export function DocumentTitle(): null {
  const { pathname } = useLocation();
  const t = useMessages(titleMessages);
  const siteName = useSiteName();
  const page = t(titleKeyFor(pathname));
  useEffect(() => {
    document.title = siteName ? `${page} — ${siteName}` : page;
  }, [page, siteName]);
  return null;
}
