import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scrolls to the top when a link opens another page; back and forward leave the scrolling to the browser. */
export function ScrollToTop(): null {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
