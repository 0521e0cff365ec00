import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { textLinkSx } from '@/ui/primitives/textLinkLook';
import { BlockedPage } from './BlockedPage';
import { blockedMessages } from './messages';

/**
 * Free help services that work in any country; the site's own responsible-gaming page needs its API, which
 * answers 451 here like everything else (docs/blocked-states.md).
 */
const HELP = [
  { href: 'https://www.gamblingtherapy.org/', name: 'Gambling Therapy' },
  { href: 'https://www.gamblersanonymous.org/', name: 'Gamblers Anonymous' },
] as const;

/**
 * The region-not-served screen: why, and no way in (no sign-in, sign-up or deposit); the help links and the
 * support address (from the 451 answer) stay.
 */
export default function RegionBlockedScreen() {
  const t = useMessages(blockedMessages);
  const supportEmail = useAppSelector((state) => state.blocked.supportEmail);
  const link = textLinkSx({ tone: 'primary', type: 'inherit' });
  return (
    <BlockedPage state="region" title={t('regionTitle')}>
      <Typography color="text.secondary">{t('regionText')}</Typography>
      <Box component="section" aria-labelledby="blocked-help" sx={{ mt: 4 }}>
        <Typography id="blocked-help" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('responsibleGaming')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('responsibleGamingText')}
        </Typography>
        <Stack spacing={0.5} data-testid="region-help-links">
          {HELP.map((help) => (
            <Box key={help.href} component="a" href={help.href} target="_blank" rel="noopener noreferrer" sx={link}>
              {help.name}
            </Box>
          ))}
        </Stack>
      </Box>
      {supportEmail ? (
        <Box sx={{ mt: 3 }}>
          <Box component="a" href={`mailto:${supportEmail}`} sx={link} data-testid="region-contact">
            {t('contact')}: {supportEmail}
          </Box>
        </Box>
      ) : null}
    </BlockedPage>
  );
}
