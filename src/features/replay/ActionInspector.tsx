import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/i18n/useMessages';
import type { RecordedAction } from '@/diagnostics/logFormat';
import { replayMessages } from './messages';
import { diffStates, type StateChange } from './stateDiff';

const DIFF_LIMIT = 60;

/** Short JSON for a value in the diff list. */
function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

const codeSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  p: 1.5,
  m: 0,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

function ChangeLine({ change }: { change: StateChange }) {
  const t = useMessages(replayMessages);
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      <Box component="code" sx={{ color: 'primary.light' }}>
        {change.path}
      </Box>
      {': '}
      {change.kind === 'added' ? (
        <span>
          {t('added')} <code>{preview(change.after)}</code>
        </span>
      ) : null}
      {change.kind === 'removed' ? (
        <span>
          {t('removed')} <code>{preview(change.before)}</code>
        </span>
      ) : null}
      {change.kind === 'changed' ? (
        <span>
          <Box component="code" sx={{ color: 'error.light', textDecoration: 'line-through' }}>
            {preview(change.before)}
          </Box>
          {' → '}
          <Box component="code" sx={{ color: 'success.light' }}>
            {preview(change.after)}
          </Box>
        </span>
      ) : null}
    </Box>
  );
}

/** The action that led to the shown state and the state diff it caused. */
export const ActionInspector = memo(function ActionInspector({
  action,
  before,
  after,
}: {
  action: RecordedAction | null;
  before: unknown;
  after: unknown;
}) {
  const t = useMessages(replayMessages);
  const changes = useMemo(() => (action ? diffStates(before, after, DIFF_LIMIT + 1) : []), [action, before, after]);
  if (!action) return <Typography color="text.secondary">{t('initialState')}</Typography>;
  return (
    <Box data-testid="replay-action">
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('action')}
      </Typography>
      <Box component="pre" sx={{ ...codeSx, maxHeight: 260 }}>
        {JSON.stringify(action, null, 2)}
      </Box>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }} gutterBottom>
        {t('diff')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noChanges')}
        </Typography>
      ) : (
        <Box component="ul" data-testid="replay-diff" sx={{ ...codeSx, listStyle: 'none', maxHeight: 260 }}>
          {changes.slice(0, DIFF_LIMIT).map((change) => (
            <ChangeLine key={change.path} change={change} />
          ))}
          {changes.length > DIFF_LIMIT ? <li>{t('moreChanges')}</li> : null}
        </Box>
      )}
    </Box>
  );
});
