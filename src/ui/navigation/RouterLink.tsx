/**
 * The app's in-app links are react-router's own `Link` and `NavLink`, as published (`state`, `relative`,
 * `viewTransition`, `end` and the `active` class included). They are named here once so that MUI components take
 * them as their `component` prop under one name across the screens.
 */
export {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps as RouterLinkProps,
  type NavLinkProps as RouterNavLinkProps,
} from 'react-router';
