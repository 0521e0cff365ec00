import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, not `@mui/material/styles`': that one also ships the CSS-variables provider
// (docs/performance.md), which a theme without CSS variables never uses; for such a theme the two do the same.
import { ThemeProvider } from '@mui/system';
import { theme } from '@/ui/theme';
import { ToastProvider } from '@/ui/toast';
import type { AppStore } from './store';

/** Everything a screen needs around it: Redux, the dark theme with its baseline, and the toast host. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
