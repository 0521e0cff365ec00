import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textLinkSx } from '@/ui/primitives/textLinkLook';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { ReportProblemLink } from '@/features/reporting/ReportProblemLink';
import { useMessages } from '@/i18n/useMessages';
import { useSiteName } from '../useSiteName';
import { shellMessages } from '../messages';

const LEGAL = [
  { to: '/terms-and-conditions', key: 'terms' },
  { to: '/privacy-policy', key: 'privacyPolicy' },
  { to: '/cookie-policy', key: 'cookiePolicy' },
  { to: '/responsible-gaming', key: 'responsibleGaming' },
  { to: '/faq', key: 'faq' },
] as const;

/** The footer with the legal links and the age notice. */
export function Footer() {
  const t = useMessages(shellMessages);
  const siteName = useSiteName();
  return (
    <Box component="footer" sx={{ mt: 6, py: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          component="nav"
          aria-label={t('legalNavigation')}
          sx={{ flexWrap: 'wrap' }}
        >
          {LEGAL.map((item) => (
            <Box
              key={item.to}
              component={RouterLink}
              to={item.to}
              sx={textLinkSx({ tone: 'secondary', type: 'body2' })}
            >
              {t(item.key)}
            </Box>
          ))}
          <ReportProblemLink />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          <Box component="span" sx={{ border: 1, borderRadius: 1, px: 0.5, mr: 1, fontWeight: 700 }}>
            18+
          </Box>
          {t('adultsOnly')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          © {new Date().getFullYear()} {siteName ? `${siteName}. ` : ''}
          {t('rights')}
        </Typography>
      </Container>
    </Box>
  );
}
