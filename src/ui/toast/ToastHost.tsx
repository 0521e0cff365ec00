import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { Button } from '@/ui/primitives/Button';
import { openAppPage } from '@/ui/navigation/appNavigator';
import { attachToastHost, TOAST_DURATION_MS, type ToastLink } from './toast';

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
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      preventDuplicate
    />
  );
}
