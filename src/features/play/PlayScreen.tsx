import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { toApiError } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { ActingAsNotice, useActingAsPlayer } from '@/session/actingAs';
import { selectAuthStatus, selectUser } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { selectLocale } from '@/i18n/localeSlice';
import { formatMoney } from '@/ui/format';
import { hapticNotification, useClosingConfirmation } from '@/ui/host';
import { EmptyState } from '@/ui/components/EmptyState';
import { FavouriteButton } from './FavouriteButton';
import { playMessages } from './messages';
import { useStartGameSessionMutation } from './playApi';
import { useGetGameQuery } from '@/api/gameApi';
import { useGeneration } from '@/ui/navigation/generation';
import { isSpinMessage, type PlayMode, type SessionAnswer } from './playTypes';
import { Button } from '@/ui/primitives/Button';

/** Why real-money play cannot start yet (`acting`: an administrator acting as the player), or null when it can. */
type Blocker = 'unknown' | 'signIn' | 'verify' | 'acting' | null;

/** Below the frame: the compact layout's bottom navigation (fixed), or a margin above the desktop footer. */
const BELOW_FRAME = { compact: 64, desktop: 24 };
/** The frame never gets shorter than a slot's reels, stake and Spin button. */
const MIN_FRAME_HEIGHT = 360;

/**
 * The height that fills the window from the frame's top down to what sits below it, on every width and route
 * generation (a fixed aspect ratio made it about 200 px tall on a 360 px phone). Followed on resize and rotation.
 */
function useFillingHeight(compact: boolean): [RefObject<HTMLIFrameElement | null>, number | undefined] {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const measure = () => {
      const frame = ref.current;
      if (!frame) return;
      const top = frame.getBoundingClientRect().top + window.scrollY;
      const below = compact ? BELOW_FRAME.compact : BELOW_FRAME.desktop;
      setHeight(Math.max(MIN_FRAME_HEIGHT, Math.round(window.innerHeight - top - below)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [compact]);
  return [ref, height];
}

/** The slot page's address in the interface's language (the browser's Accept-Language may name another). */
function slotAddress(url: string, locale: string): string {
  const address = new URL(url, window.location.href);
  address.searchParams.set('lang', locale);
  return address.href;
}

/**
 * The slot page in an iframe; in demo mode the frame's spin messages update the demo balance shown here.
 * Inside the Telegram Mini App a win is felt (haptic), and closing the app during real-money play asks first.
 */
function GameFrame({ answer, title, compact }: { answer: SessionAnswer; title: string; compact: boolean }) {
  const t = useMessages(playMessages);
  const locale = useAppSelector(selectLocale);
  const [demoBalance, setDemoBalance] = useState(answer.session.demo_balance ?? null);
  const [frameRef, height] = useFillingHeight(compact);
  useClosingConfirmation(answer.session.mode === 'real');
  useEffect(() => {
    const frameOrigin = new URL(answer.url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || !isSpinMessage(event.data)) return;
      if (Number(event.data.win ?? 0) > 0) hapticNotification('success');
      if (answer.session.mode === 'demo') setDemoBalance(event.data.balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [answer]);
  return (
    <>
      {answer.session.mode === 'demo' && demoBalance !== null ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1, px: compact ? 1.5 : 0 }}
          data-testid="demo-balance"
        >
          {t('demoBalance', { balance: formatMoney(demoBalance, 'USD', { display: 'none', numbersIn: locale }) })}
        </Typography>
      ) : null}
      <Box
        component="iframe"
        ref={frameRef}
        src={slotAddress(answer.url, locale)}
        title={t('frameTitle', { title })}
        data-testid="game-frame"
        allow="autoplay; fullscreen"
        sx={{
          display: 'block',
          width: '100%',
          border: 0,
          borderRadius: compact ? 0 : 2,
          bgcolor: '#000',
          height: height ?? MIN_FRAME_HEIGHT,
        }}
      />
    </>
  );
}

/**
 * /play/:slug and /v1/play/:slug: the game in an iframe (a full page in the compact layout).
 * `?mode=demo` needs no sign-in; real money needs a signed-in player with a verified e-mail.
 */
export default function PlayScreen() {
  const t = useMessages(playMessages);
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const prefix = useGeneration();
  const compact = prefix === '/v1';
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const verified = Boolean(user?.email_verified_at);
  const acting = useActingAsPlayer();
  const asked = params.get('mode');
  const mode: PlayMode =
    asked === 'demo' || asked === 'real' ? asked : status === 'signedIn' && verified && !acting ? 'real' : 'demo';
  const blocker: Blocker =
    mode === 'demo'
      ? null
      : status === 'unknown'
        ? 'unknown'
        : status === 'signedOut'
          ? 'signIn'
          : acting
            ? 'acting'
            : verified
              ? null
              : 'verify';

  const game = useGetGameQuery(slug || skipToken);
  const [start, session] = useStartGameSessionMutation();
  const started = useRef('');
  const key = `${slug}:${mode}:${user?.uuid ?? ''}`;
  useEffect(() => {
    // One session per game, mode and player (StrictMode runs effects twice in development).
    // Only for a game that exists: an unknown slug is a 404 page, with no session asked for behind it.
    if (blocker !== null || !slug || !game.isSuccess || started.current === key) return;
    started.current = key;
    void start({ slug, mode });
  }, [blocker, slug, mode, key, start, game.isSuccess]);

  const title = game.data?.title ?? slug;
  // An unknown game is a not-found page: no raw slug for a title, no retry that cannot help.
  const missing =
    toApiError(game.error)?.status === 404 || (session.isError && toApiError(session.error)?.status === 404);
  const setMode = (next: PlayMode | null) => {
    if (next) setParams({ mode: next }, { replace: true });
  };
  const signInPath = `${prefix}/sign-in`;

  if (missing) {
    return (
      <Box
        component="section"
        aria-labelledby="play-title"
        data-testid="game-not-found"
        sx={compact ? { pt: 1 } : undefined}
      >
        <Typography id="play-title" component="h1" variant={compact ? 'h6' : 'h4'} sx={{ fontWeight: 700, mb: 2 }}>
          {t('notFoundTitle')}
        </Typography>
        <EmptyState message={t('notFoundText')}>
          <Button component={RouterLink} to={`${prefix}/games`} variant="contained">
            {t('back')}
          </Button>
        </EmptyState>
      </Box>
    );
  }

  let body;
  if (blocker === 'unknown') body = <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '16 / 10' }} />;
  else if (blocker === 'acting') {
    body = (
      <ActingAsNotice
        refused="realMoney"
        action={
          <Button color="inherit" size="small" onClick={() => setMode('demo')}>
            {t('tryDemo')}
          </Button>
        }
      />
    );
  } else if (blocker === 'signIn' || blocker === 'verify') {
    body = (
      <Alert
        severity="info"
        data-testid={blocker === 'signIn' ? 'real-needs-sign-in' : 'real-needs-verified-email'}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {blocker === 'signIn' ? (
              <Button color="inherit" size="small" component={RouterLink} to={signInPath}>
                {t('signIn')}
              </Button>
            ) : (
              <Button color="inherit" size="small" component={RouterLink} to={`${prefix}/verify-email`}>
                {t('verifyEmail')}
              </Button>
            )}
            <Button color="inherit" size="small" onClick={() => setMode('demo')}>
              {t('tryDemo')}
            </Button>
          </Stack>
        }
      >
        {blocker === 'signIn' ? t('signInForReal') : t('verifyForReal')}
      </Alert>
    );
  } else if (session.data && session.data.session.mode === mode && session.data.session.game_slug === slug) {
    body = <GameFrame key={session.data.session.id} answer={session.data} title={title} compact={compact} />;
  } else if (session.isError) {
    // A refusal (403: excluded, or not allowed to this account) does not change on a second try: no retry then.
    const refused = toApiError(session.error)?.status === 403;
    body = (
      <Alert
        severity="error"
        action={
          refused ? undefined : (
            <Button color="inherit" size="small" onClick={() => void start({ slug, mode })}>
              {t('retry')}
            </Button>
          )
        }
      >
        {toApiError(session.error)?.message ?? t('sessionFailed')}
      </Alert>
    );
  } else {
    body = <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '16 / 10' }} aria-label={t('starting')} />;
  }

  return (
    <Box component="section" aria-labelledby="play-title" sx={compact ? { mx: -1.5, mt: -2 } : undefined}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          mb: 1.5,
          px: compact ? 1.5 : 0,
          pt: compact ? 1 : 0,
        }}
      >
        <Typography
          id="play-title"
          component="h1"
          variant={compact ? 'h6' : 'h4'}
          sx={{ fontWeight: 700, mr: 'auto' }}
          noWrap
        >
          {title}
        </Typography>
        {game.data ? <FavouriteButton game={game.data} /> : null}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, next: PlayMode | null) => setMode(next)}
          aria-label={t('realMode')}
        >
          <ToggleButton value="real" data-testid="mode-real">
            {t('playReal')}
          </ToggleButton>
          <ToggleButton value="demo" data-testid="mode-demo">
            {t('playDemo')}
          </ToggleButton>
        </ToggleButtonGroup>
        {compact ? null : (
          <Button component={RouterLink} to={`${prefix}/games`} size="small">
            {t('back')}
          </Button>
        )}
      </Box>
      {body}
    </Box>
  );
}
