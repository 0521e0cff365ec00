import { useLocation } from 'react-router';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { buttonSx } from '@/ui/primitives/buttonLook';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';

/** Sign-in and sign-up buttons for guests; sign-in remembers the current page as `intented`. */
export function GuestButtons({ basePath = '', compact = false }: { basePath?: string; compact?: boolean }) {
  const t = useMessages(shellMessages);
  const { pathname, search } = useLocation();
  const onAuthRoute = /\/(sign-in|sign-up|reset-password|restore-password)$/.test(pathname);
  const size = compact ? 'small' : 'medium';
  const intented =
    onAuthRoute || pathname === '/' || pathname === '/v1'
      ? ''
      : `?${new URLSearchParams({ intented: pathname + search }).toString()}`;
  return (
    <Stack direction="row" spacing={compact ? 0.5 : 1}>
      <ButtonBase
        focusRipple
        component={RouterLink}
        to={`${basePath}/sign-in${intented}`}
        data-testid="sign-in-button"
        sx={[
          buttonSx({ variant: 'outlined', size }),
          { whiteSpace: 'nowrap' },
          compact ? {} : { px: { xs: 1, sm: 1.875 } },
        ]}
      >
        {t('signIn')}
      </ButtonBase>
      <ButtonBase
        focusRipple
        component={RouterLink}
        to={`${basePath}/sign-up`}
        data-testid="sign-up-button"
        // Offered at every width; on a phone the desktop header's buttons are a little narrower to fit beside it.
        sx={[
          buttonSx({ variant: 'contained', size }),
          { whiteSpace: 'nowrap' },
          compact ? {} : { px: { xs: 1.25, sm: 2 } },
        ]}
      >
        {t('signUp')}
      </ButtonBase>
    </Stack>
  );
}
