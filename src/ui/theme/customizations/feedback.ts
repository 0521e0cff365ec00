import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

/** Tooltips, alerts, dialogs and progress. */
export const feedbackCustomizations: Components<Theme> = {
  MuiTooltip: {
    defaultProps: { arrow: true, enterTouchDelay: 300 },
    styleOverrides: { tooltip: { maxWidth: 350, fontSize: '0.8125rem' } },
  },
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({ backgroundImage: 'none', backgroundColor: theme.palette.background.paper }),
    },
  },
  MuiAlert: { styleOverrides: { root: { borderRadius: radii.alert } } },
};
