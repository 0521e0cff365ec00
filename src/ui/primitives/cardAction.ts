import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * MUI CardActionArea's look as one style rule, for a `ButtonBase` filling a card: the whole card is the link, and a veil
 * of the text colour shows on hover and on keyboard focus (an `::after` layer where CardActionArea renders a span).
 * Game and tournament cards are on a first visit's first screen; CardActionArea brought its module and MUI's slot
 * utilities (docs/performance.md) for this.
 */
export const cardActionSx = (theme: Theme): SystemStyleObject<Theme> => ({
  display: 'block',
  textAlign: 'inherit',
  borderRadius: 'inherit',
  width: '100%',
  height: '100%',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    opacity: 0,
    backgroundColor: 'currentcolor',
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  '&:hover::after': { opacity: theme.palette.action.hoverOpacity, '@media (hover: none)': { opacity: 0 } },
  '&.Mui-focusVisible::after': { opacity: theme.palette.action.focusOpacity },
});
