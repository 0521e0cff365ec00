/** The dark MUI theme and the small wrappers around MUI defaults. */
export { theme } from './theme';
export { brand } from './primitives';
export { Tooltip } from './Tooltip';
