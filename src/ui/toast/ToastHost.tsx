import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { attachToastHost, TOAST_DURATION_MS } from './toast';

/** notistack configured per the contract: bottom-right, 5000 ms, at most three at once, dark (the theme's palette). */
export default function ToastHost() {
  useEffect(
    () =>
      attachToastHost({
        show: (message, variant) => enqueueSnackbar(message, { variant }),
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
