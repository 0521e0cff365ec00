/**
 * The app's in-app links: an `<a href>` that navigates without reloading, built on react-router's own
 * `useHref` and `useLinkClickHandler` (the hooks react-router documents for custom link components).
 * They stand in for react-router's `Link` and `NavLink`, whose framework-mode features (route prefetching,
 * view transitions, server components) the app does not use but every page would download: with
 * scripts/pureReactRouter.cjs, the minifier then leaves them out (about 8 KB minified). Lint refuses the
 * originals (.eslintrc.cjs). Pass these as MUI's `component` prop, as before.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes, relative to the current route as with react-router's `Link`. */
  to: To;
  /** Replace the current history entry instead of adding one (a link to the current page always replaces). */
  replace?: boolean;
}

/**
 * A link inside the app. A plain left click navigates in the page; a click with a modifier key, a middle click
 * or a `target` other than `_self` is left to the browser (a new tab gets the full URL from `href`).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, replace, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

export interface RouterNavLinkProps extends RouterLinkProps {
  /** Active only on exactly this path, not below it (`/` is active only on itself anyway). */
  end?: boolean;
}

/**
 * True when `pathname` is the link's path or, unless `end`, below it (`/games` is active on `/games/new`, not
 * on `/gamesx`); compared without regard to case, as react-router matches routes.
 */
export function isActivePath(pathname: string, linkPath: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const link = linkPath.length > 1 ? linkPath.replace(/\/+$/, '').toLowerCase() : linkPath.toLowerCase();
  if (current === link) return true;
  return !end && link !== '/' && current.startsWith(link) && current.charAt(link.length) === '/';
}

/** A navigation entry: a RouterLink marked `active` (class) and `aria-current="page"` while its page is shown. */
export const RouterNavLink = forwardRef<HTMLAnchorElement, RouterNavLinkProps>(function RouterNavLink({ to, end, className, ...rest }, ref) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(to).pathname, end);
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ');
  return <RouterLink {...rest} ref={ref} to={to} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
});
