import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ButtonBaseProps } from '@mui/material/ButtonBase';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { showErrorToast } from '@/ui/toast';
import { actingUserAdopted } from './impersonationApi';
import { useActingAsPlayer } from '@/session/actingAs';
import { loginAsCleared } from './impersonationThunks';
import { impersonationMessages } from './messages';
import { Button, IconButton } from '@/ui/primitives/Button';

/** Below this breakpoint (phones) the banner is one line: who, what may be done behind an info button, stop as an icon. */
const COMPACT = 'sm';
const phoneOnly = { display: { xs: 'inline-flex', [COMPACT]: 'none' } } as const;
const widerOnly = { display: { xs: 'none', [COMPACT]: 'inline-flex' } } as const;

/** A small icon button of the one-line phone banner, named by `label`. */
function PhoneAction({
  label,
  Icon,
  ...props
}: { label: string; Icon: typeof LogoutIcon } & Omit<ButtonBaseProps, 'color' | 'children'>) {
  return (
    <IconButton color="inherit" size="small" aria-label={label} sx={phoneOnly} {...props}>
      <Icon fontSize="inherit" />
    </IconButton>
  );
}

/**
 * While an admin impersonates a player (the `login_as` cookie is set), a banner «Вы вошли как …» with a way
 * to stop: the cookie is cleared, the admin is fetched again and every cached answer is refreshed for them.
 */
export function ImpersonationBanner() {
  const t = useMessages(impersonationMessages);
  const dispatch = useAppDispatch();
  // The e-mail only: a balance change (every push of a burst) must not re-render this or read the cookie.
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const [stopping, setStopping] = useState(false);
  const [hintOpen, setHintOpen] = useState(false);
  const hintId = useId();
  const acting = useActingAsPlayer();
  if (!acting) return null;

  const stop = async () => {
    setStopping(true);
    dispatch(loginAsCleared());
    try {
      await dispatch(actingUserAdopted());
    } catch (error) {
      showErrorToast(error);
    } finally {
      setStopping(false);
    }
  };
  const stopLabel = stopping ? t('stopping') : t('stop');

  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="region"
      aria-label={t('banner', { email })}
      data-testid="impersonation-banner"
      sx={{
        alignItems: 'center',
        py: { xs: 0.25, [COMPACT]: 0.75 },
        '& .MuiAlert-icon': { display: { xs: 'none', [COMPACT]: 'flex' } },
        '& .MuiAlert-message': { minWidth: 0, flex: 1, py: { xs: 0.75, [COMPACT]: 1 } },
        '& .MuiAlert-action': { pt: 0, alignItems: 'center', mr: { xs: -1, [COMPACT]: 0 } },
      }}
      action={
        <>
          <PhoneAction
            label={t('hintShow')}
            Icon={InfoOutlined}
            aria-expanded={hintOpen}
            aria-controls={hintId}
            onClick={() => setHintOpen((open) => !open)}
          />
          <PhoneAction
            label={stopLabel}
            Icon={LogoutIcon}
            title={stopLabel}
            disabled={stopping}
            onClick={() => void stop()}
          />
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            disabled={stopping}
            onClick={() => void stop()}
            sx={{ ...widerOnly, whiteSpace: 'nowrap' }}
          >
            {stopLabel}
          </Button>
        </>
      }
    >
      <AlertTitle sx={{ mb: 0, display: { xs: 'none', [COMPACT]: 'block' } }}>{t('banner', { email })}</AlertTitle>
      <Box
        component="span"
        sx={{
          display: { xs: 'block', [COMPACT]: 'none' },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontWeight: 500,
        }}
      >
        {t('bannerShort', { email })}
      </Box>
      <Box id={hintId} sx={{ display: { xs: hintOpen ? 'block' : 'none', [COMPACT]: 'block' } }}>
        {t('bannerHint')}
      </Box>
    </Alert>
  );
}
