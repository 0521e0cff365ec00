/**
 * The Mini App's side of Telegram's bridge (@telegram-apps/bridge; this module is its own lazy chunk and
 * loads only inside Telegram). It posts `web_app_*` methods through whatever the client offers (the
 * mobile clients' `TelegramWebviewProxy`, the web client's `postMessage`) and hears Telegram's events
 * through `window.Telegram.WebView.receiveEvent`, which the bridge installs.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createPostEvent, on, type PostEventFn } from '@telegram-apps/bridge';
import { setMiniAppHost } from '@/ui/host';
import type { MiniAppLaunch, TelegramThemeParams } from '../miniApp';
import { parseThemeParams } from '../miniApp';
import { hostColors } from '../telegramTheme';
import { useKeyboard } from './keyboard';
import { setFrameVariables } from './frameVariables';

interface Props {
  launch: MiniAppLaunch;
  themeParams: TelegramThemeParams;
  onThemeChanged: (params: TelegramThemeParams) => void;
  onKeyboardChanged: (open: boolean) => void;
}

/** The compact home: no back button there. */
const HOME = '/v1';

/** A post that skips what this client's version does not support, and never throws (no client: a plain browser). */
function safePost(version: string): PostEventFn {
  const post = createPostEvent(version, () => undefined);
  return ((...args: Parameters<PostEventFn>) => {
    try {
      (post as (...a: unknown[]) => void)(...args);
    } catch {
      // Launch parameters without a Telegram client (a copied link): nothing to talk to.
    }
  }) as PostEventFn;
}

/** Talks to Telegram for the compact shell; renders nothing. */
export default function MiniAppBridge({ launch, themeParams, onThemeChanged, onKeyboardChanged }: Props) {
  const post = useMemo(() => safePost(launch.version), [launch.version]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const viewport = useRef<{ height: number; stable: number } | null>(null);
  const recheckKeyboard = useKeyboard(onKeyboardChanged, viewport);

  // Telegram's events: theme, viewport, safe areas; then the start-up calls (the shell has rendered by now).
  useEffect(() => {
    const offs = [
      on('theme_changed', (event) => onThemeChanged(parseThemeParams(JSON.stringify(event.theme_params)))),
      on('viewport_changed', (event) => {
        const stable = event.is_state_stable ? event.height : (viewport.current?.stable ?? event.height);
        viewport.current = { height: event.height, stable };
        setFrameVariables('viewport', { height: event.height, 'stable-height': stable });
        recheckKeyboard();
      }),
      on('safe_area_changed', (insets) => setFrameVariables('safe-area-inset', { ...insets })),
      on('content_safe_area_changed', (insets) => setFrameVariables('content-safe-area-inset', { ...insets })),
    ];
    post('web_app_ready');
    post('web_app_expand');
    post('web_app_request_theme');
    post('web_app_request_viewport');
    post('web_app_request_safe_area');
    post('web_app_request_content_safe_area');
    return () => offs.forEach((off) => off());
  }, [post, onThemeChanged, recheckKeyboard]);

  // Telegram's header bar and the background around the page take the theme's colours.
  useEffect(() => {
    const { header, background } = hostColors(themeParams);
    if (header) post('web_app_set_header_color', { color: header });
    if (background) post('web_app_set_background_color', { color: background });
  }, [post, themeParams]);

  // Telegram's back button: on every nested page, not on the home; pressing it goes back in the router.
  const nested = pathname !== HOME && pathname !== `${HOME}/`;
  useEffect(() => {
    post('web_app_setup_back_button', { is_visible: nested });
  }, [post, nested]);
  useEffect(
    () =>
      on('back_button_pressed', () => {
        // A page opened first (a deep link, the sign-in redirect) has nothing behind it in the app: go home.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) void navigate(-1);
        else void navigate(HOME, { replace: true });
      }),
    [navigate],
  );

  // Haptics and the closing confirmation, for the screens that ask through the shared host.
  useEffect(() => {
    setMiniAppHost({
      notify: (kind) => post('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: kind }),
      setClosingConfirmation: (needed) => post('web_app_setup_closing_behavior', { need_confirmation: needed }),
    });
    return () => setMiniAppHost(null);
  }, [post]);

  // A page left with a field focused: the keyboard state follows the new page.
  useEffect(() => recheckKeyboard(), [pathname, recheckKeyboard]);

  return null;
}
