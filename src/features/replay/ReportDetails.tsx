import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoadedLog } from '@/diagnostics/logFormat';
import { useMessages } from '@/i18n/useMessages';
import { formatDate } from '@/ui/format';
import { replayMessages } from './messages';

/** What the support inbox knows beside the file (a report opened from it). */
export interface SupportDetails {
  /** What the reporter typed in the dialog. */
  description: string;
  /** The reporter's masked e-mail, or null for a guest. */
  reporter: string | null;
  /** Who resolved it and when, if anyone did. */
  resolved: string | null;
  /** What support can do as the reporter («log in as» them), given by the page; none for a guest's report. */
  reporterAction?: ReactNode;
}

/** What the reporter wrote and where the report was made: version, page, browser, screen, last errors. */
export function ReportDetails({ log, support = null }: { log: LoadedLog; support?: SupportDetails | null }) {
  const t = useMessages(replayMessages);
  const meta = log.meta;
  const rows: [string, string][] = [];
  if (support || meta) rows.push([t('description'), support?.description || meta?.description || '—']);
  if (support) rows.push([t('reporter'), support.reporter ?? t('guest')]);
  if (support?.resolved) rows.push([t('resolved'), support.resolved]);
  if (meta) {
    rows.push(
      [t('appVersion'), meta.appVersion],
      [t('route'), meta.route],
      [t('createdAt'), formatDate(meta.createdAt)],
      [
        t('screen'),
        `${meta.screen.width}×${meta.screen.height} @${meta.screen.devicePixelRatio}x, ${meta.viewport.width}×${meta.viewport.height}`,
      ],
      [t('userAgent'), meta.userAgent],
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="replay-report">
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('report')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              data-testid={label === t('description') ? 'replay-description' : undefined}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {support?.reporterAction ? <Box sx={{ mt: 1.5 }}>{support.reporterAction}</Box> : null}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }} gutterBottom>
        {t('errors')}
      </Typography>
      {log.errors.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noErrors')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {log.errors.map((error, i) => (
            <Typography component="li" variant="body2" key={`${error.at}-${i}`} sx={{ overflowWrap: 'anywhere' }}>
              {formatDate(error.at)} · {error.source}
              {error.actionType ? ` (${error.actionType})` : ''}: {error.message}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
