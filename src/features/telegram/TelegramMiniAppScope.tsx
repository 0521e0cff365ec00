import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/system'; // as in AppProviders: no CSS-variables provider
import { lazyPart } from '@/ui/lazyRetrying';
import { readLaunch, type MiniAppLaunch, type TelegramThemeParams } from './miniApp';
import { telegramTheme } from './telegramTheme';

/** How the compact layout should fit the Mini App's frame. */
export interface MiniAppFrame {
  /** Inside Telegram: the layout takes Telegram's viewport height and safe areas (CSS variables), not the window's. */
  embedded: boolean;
  /** The on-screen keyboard is (probably) up: a field has the focus or the viewport shrank. */
  keyboardOpen: boolean;
}

const OUTSIDE: MiniAppFrame = { embedded: false, keyboardOpen: false };
const MiniAppFrameContext = createContext<MiniAppFrame>(OUTSIDE);

/** The frame the compact layout runs in (outside Telegram: not embedded). */
export function useMiniAppFrame(): MiniAppFrame {
  return use(MiniAppFrameContext);
}

// Telegram's bridge and everything that talks to it: its own chunk, fetched only inside Telegram.
const MiniAppBridge = lazyPart(() => import(/* webpackChunkName: "telegram-bridge" */ './bridge/MiniAppBridge'));

/** Inside Telegram: the theme from the launch, updated live by the bridge, and the frame the layout fits. */
function MiniAppShell({ launch, children }: { launch: MiniAppLaunch; children: ReactNode }) {
  const [themeParams, setThemeParams] = useState<TelegramThemeParams>(launch.themeParams);
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const themeFn = useMemo(() => telegramTheme(themeParams), [themeParams]);
  const frame = useMemo(() => ({ embedded: true, keyboardOpen }), [keyboardOpen]);
  return (
    <ThemeProvider theme={themeFn}>
      <GlobalStyles styles={(theme) => ({ 'html, body': { backgroundColor: theme.palette.background.default } })} />
      <MiniAppFrameContext value={frame}>
        <Box
          data-telegram-theme=""
          data-keyboard-open={keyboardOpen ? '' : undefined}
          sx={{ bgcolor: 'background.default', color: 'text.primary' }}
        >
          {children}
        </Box>
        <MiniAppBridge
          launch={launch}
          themeParams={themeParams}
          onThemeChanged={setThemeParams}
          onKeyboardChanged={setKeyboardOpen}
        />
      </MiniAppFrameContext>
    </ThemeProvider>
  );
}

/**
 * Around the compact (`/v1`) layout: inside the Telegram Mini App, Telegram's theme colours (live), the
 * frame the layout fits and the bridge to Telegram (back button, viewport, closing confirmation, haptics);
 * elsewhere renders its children unchanged and loads nothing.
 */
export function TelegramMiniAppScope({ children }: { children: ReactNode }) {
  const launch = useMemo(() => readLaunch(), []);
  if (!launch) return <>{children}</>;
  return <MiniAppShell launch={launch}>{children}</MiniAppShell>;
}
