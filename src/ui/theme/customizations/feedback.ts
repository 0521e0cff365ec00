import type { Components, Theme } from '@mui/material/styles';

/** The corner radius of an alert box: MUI's Alert, and the failed-load box drawn in its look (ui/components/ErrorState). */
export const ALERT_RADIUS_PX = 8;

/** Tooltips, alerts, dialogs and progress. */
export const feedbackCustomizations: Components<Theme> = {
  MuiTooltip: {
    defaultProps: { arrow: true, enterTouchDelay: 300 },
    styleOverrides: { tooltip: { maxWidth: 350, fontSize: '0.8125rem' } },
  },
  MuiDialog: {
    styleOverrides: { paper: ({ theme }) => ({ backgroundImage: 'none', backgroundColor: theme.palette.background.paper }) },
  },
  MuiAlert: { styleOverrides: { root: { borderRadius: ALERT_RADIUS_PX } } },
};
