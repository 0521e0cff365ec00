import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { useMessages } from '@/i18n/useMessages';
import { copyToClipboard } from '@/ui/clipboard';
import { SoftBreaks, urlParts } from '@/ui/components/SoftBreaks';
import { Button } from '@/ui/primitives/Button';
import { dashboardMessages } from './dashboardMessages';

/** The Web Share API, where the browser has it (phones, mostly). */
const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The player's link and code, with copy buttons and, where the browser can share, the share sheet. */
export function ReferralLinkCard({ code, linkPath }: { code: string; linkPath: string }) {
  const t = useMessages(dashboardMessages);
  const locale = useAppSelector(selectLocale);
  const link = `${window.location.origin}${linkPath}`;
  const share = () => {
    // A dismissed share sheet rejects: nothing to report.
    navigator.share({ title: t('shareTitle'), text: t('shareText', { code }), url: link }).catch(() => undefined);
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('yourLink')}
      </Typography>
      <Typography
        component="code"
        data-testid="referral-link"
        sx={{ fontFamily: 'monospace', fontSize: { xs: 15, sm: 18 }, overflowWrap: 'anywhere', display: 'block' }}
      >
        <SoftBreaks parts={urlParts(link)} />
      </Typography>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {t('yourCode')}
      </Typography>
      <Typography
        component="code"
        data-testid="referral-code"
        sx={{ fontFamily: 'monospace', fontSize: 20, fontWeight: 700, letterSpacing: 2 }}
      >
        {code}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copyToClipboard(link, locale)}>
          {t('copyLink')}
        </Button>
        <Button variant="outlined" onClick={() => void copyToClipboard(code, locale)}>
          {t('copyCode')}
        </Button>
        {canShare() ? (
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={share}>
            {t('share')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
