import { useCallback, useMemo, useState, type ChangeEvent, type DragEvent } from 'react';
import type { RouteObject } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useAppSelector } from '@/app/hooks';
import { readWindowConfig } from '@/config/appConfig';
import { selectAuthStatus, selectHasRole } from '@/session/authSelectors';
import { parseReportFile, parseReportValue, type LoadedLog } from '@/diagnostics/logFormat';
import { useMessages } from '@/i18n/useMessages';
import { PageHeader } from '@/ui/components/PageHeader';
import { ActionInspector } from './ActionInspector';
import { replayMessages } from './messages';
import { ReplayFrame } from './ReplayFrame';
import { ReportDetails, type SupportDetails } from './ReportDetails';
import { foldLog, routeAt, type FoldReducer, type Replay } from './replayLog';
import { useReplayKeys } from './useReplayKeys';
import { VerificationBanner } from './VerificationBanner';
import { Button, IconButton } from '@/ui/primitives/Button';

type Step = number | 'first' | 'last';

/** Support may replay: admins, and everyone outside production (development and test builds). */
function useReplayAllowed(): boolean | null {
  const environment = useMemo(() => readWindowConfig().environment, []);
  const status = useAppSelector(selectAuthStatus);
  const admin = useAppSelector((state) => selectHasRole(state, 'admin'));
  if (environment !== 'production' || admin) return true;
  return status === 'unknown' ? null : false;
}

/** A report handed in by the page (the support inbox's «Open»), loaded and verified as a file would be. */
export interface OpenedReport {
  /** What is opened (a new key loads it). */
  key: string;
  /** Shown where a file's name would be. */
  name: string;
  status: 'loading' | 'failed' | 'ready';
  /** Why it could not be fetched. */
  error?: string;
  /** The report file as sent, parsed from JSON. */
  file?: unknown;
  /** What support knows beside the file: the description the reporter typed, who sent it. */
  details?: SupportDetails;
}

/** What the replay folds and shows with, given by src/routes: the app's root reducer and its routes. */
export interface ReplayScreenProps<S> {
  /** The app's root reducer with every endpoint injected. */
  reducer: FoldReducer<S>;
  /** The app's route objects, rendered read-only in the frame. */
  frameRoutes: () => RouteObject[];
  /** A report to open at once, without a file. */
  opened?: OpenedReport | null;
}

/** The `/replay` screen: open a report file, verify it, step through it and watch the real screens render each state. */
export default function ReplayScreen<S>({ reducer, frameRoutes, opened = null }: ReplayScreenProps<S>) {
  const t = useMessages(replayMessages);
  const allowed = useReplayAllowed();
  const [replay, setReplay] = useState<Replay | null>(null);
  const [position, setPosition] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  // A new file remounts the frame (fresh replay store and router).
  const [generation, setGeneration] = useState(0);

  const [details, setDetails] = useState<SupportDetails | null>(null);

  /** Folds and verifies a log; anything that fails clears the previous replay and its verdict. */
  const show = useCallback(
    (read: () => LoadedLog, name: string, support: SupportDetails | null) => {
      try {
        const next = foldLog(read(), reducer);
        setReplay(next);
        setPosition(next.length);
        setLoadError(null);
        setDetails(support);
        setGeneration((g) => g + 1);
      } catch (error) {
        setReplay(null);
        setDetails(null);
        setLoadError(error instanceof Error ? error.message : String(error));
      }
      setFileName(name);
    },
    [reducer],
  );

  const load = useCallback(
    async (file: File) => {
      let text: string;
      try {
        text = await file.text();
      } catch (error) {
        text = '';
        setLoadError(error instanceof Error ? error.message : String(error));
      }
      show(() => parseReportFile(text), file.name, null);
    },
    [show],
  );

  // A report handed in by the page opens once it has arrived (adjusted while rendering, as React advises for
  // state that follows a prop): a new key or a new status loads it, not every render of the page.
  const [openedSeen, setOpenedSeen] = useState<string | null>(null);
  const openedMark = opened && opened.status !== 'loading' ? `${opened.key}:${opened.status}` : null;
  if (opened && openedMark !== null && openedMark !== openedSeen) {
    setOpenedSeen(openedMark);
    if (opened.status === 'failed') {
      setReplay(null);
      setDetails(null);
      setFileName(opened.name);
      setLoadError(opened.error ?? opened.name);
    } else {
      show(() => parseReportValue(opened.file), opened.name, opened.details ?? null);
    }
  }

  const length = replay?.length ?? 0;
  const step = useCallback(
    (move: Step) =>
      setPosition((p) => (move === 'first' ? 0 : move === 'last' ? length : Math.min(length, Math.max(0, p + move)))),
    [length],
  );
  useReplayKeys(replay !== null, step);

  if (allowed === null) return null;
  if (!allowed)
    return (
      <Alert severity="warning" data-testid="replay-forbidden">
        {t('forbidden')}
      </Alert>
    );

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void load(file);
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void load(file);
  };

  const action = replay && position > 0 ? (replay.log.actions[position - 1] ?? null) : null;
  const at = replay && position > 0 ? replay.log.timestamps[position - 1] : undefined;
  const route = replay ? routeAt(replay.log, position) : null;

  return (
    <Box data-testid="replay-screen" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              component="label"
              variant="contained"
              startIcon={<UploadFileIcon />}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {t('openFile')}
              <input
                type="file"
                accept=".json,application/json"
                hidden
                onChange={onFile}
                data-testid="replay-file-input"
              />
            </Button>
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="replay-source"
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {opened?.status === 'loading' ? t('openingReport', { name: opened.name }) : (fileName ?? t('dropHint'))}
            </Typography>
          </Stack>
        }
      />
      {loadError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('loadFailed', { message: loadError })}
        </Alert>
      ) : null}
      {replay ? (
        <Stack spacing={2}>
          <VerificationBanner replay={replay} />
          {replay.log.baseIndex > 0 ? (
            <Alert severity="info">{t('droppedBefore', { count: replay.log.baseIndex })}</Alert>
          ) : null}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <IconButton aria-label={t('first')} onClick={() => step('first')} disabled={position === 0}>
                <FirstPageIcon />
              </IconButton>
              <IconButton
                aria-label={t('previous')}
                onClick={() => step(-1)}
                disabled={position === 0}
                data-testid="replay-previous"
              >
                <NavigateBeforeIcon />
              </IconButton>
              <IconButton
                aria-label={t('next')}
                onClick={() => step(1)}
                disabled={position === length}
                data-testid="replay-next"
              >
                <NavigateNextIcon />
              </IconButton>
              <IconButton aria-label={t('last')} onClick={() => step('last')} disabled={position === length}>
                <LastPageIcon />
              </IconButton>
              <Typography
                data-testid="replay-position"
                data-position={position}
                sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 140 }}
              >
                {t('step', { position, length })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {action ? action.type : ''}
                {at !== undefined ? ` · ${new Date(at).toLocaleTimeString()}` : ''}
                {route ? ` · ${t('route')}: ${route}` : ''}
              </Typography>
            </Stack>
            <Box sx={{ px: 1.5 }}>
              <Slider
                aria-label={t('stepSlider')}
                value={position}
                min={0}
                max={Math.max(length, 1)}
                disabled={length === 0}
                step={1}
                onChange={(_event, value) => setPosition(Array.isArray(value) ? (value[0] ?? 0) : value)}
                valueLabelDisplay="auto"
                data-testid="replay-slider"
                data-replay-slider=""
              />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t('keyboardHint')}
            </Typography>
          </Paper>
          <ReplayFrame
            key={generation}
            state={replay.states[position]}
            route={route}
            label={t('frameTitle')}
            routes={frameRoutes}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
              <ActionInspector action={action} before={replay.states[position - 1]} after={replay.states[position]} />
            </Paper>
            <ReportDetails log={replay.log} support={details} />
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
