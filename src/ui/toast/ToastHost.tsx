import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { Button } from '@/ui/primitives/Button';
import { openAppPage } from '@/ui/navigation/appNavigator';
import { attachToastHost, TOAST_DURATION_MS, TOASTS_ABOVE, type ToastLink } from './toast';

/** A toast's one button: it opens the page (without a reload) and closes the toast. */
const linkAction = (link: ToastLink) =>
  function ToastLinkAction(key: SnackbarKey) {
    return (
      <Button
        size="small"
        color="inherit"
        onClick={() => {
          closeSnackbar(key);
          openAppPage(link.path);
        }}
      >
        {link.label}
      </Button>
    );
  };

/**
 * notistack's bottom container, lifted by what the layout says covers the bottom edge. notistack sets `bottom`
 * with one generated class; the doubled class wins over it without `!important`. On wider screens a toast is at
 * most 600 px wide: a long one (the summary after time away) wraps instead of stretching across the page.
 */
const CONTAINER = 'app-toasts';
const containerStyles = {
  [`.${CONTAINER}.${CONTAINER}`]: {
    bottom: `calc(14px + var(${TOASTS_ABOVE}, 0px))`,
    maxHeight: `calc(100% - var(${TOASTS_ABOVE}, 0px))`,
    '@media (min-width: 640px)': { maxWidth: '600px' },
  },
};

/** notistack configured per the contract: bottom-right, 5000 ms, at most three at once, dark (the theme's palette). */
export default function ToastHost() {
  useEffect(
    () =>
      attachToastHost({
        show: (message, variant, link) =>
          enqueueSnackbar(message, { variant, ...(link ? { action: linkAction(link) } : {}) }),
        closeAll: () => closeSnackbar(),
      }),
    [],
  );
  return (
    <>
      <GlobalStyles styles={containerStyles} />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        classes={{ containerAnchorOriginBottomRight: CONTAINER }}
        autoHideDuration={TOAST_DURATION_MS}
        maxSnack={3}
        preventDuplicate
      />
    </>
  );
}
