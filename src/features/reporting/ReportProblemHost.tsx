import { useEffect } from 'react';
import { lazyPart } from '@/ui/lazyRetrying';
import { useAppStore } from '@/app/hooks';
import { installErrorCapture } from '@/diagnostics/errorCapture';
import { isReportShortcut, openReportDialog, useReportDialogOpen } from './reportDialogControl';

// Loaded on first use: the dialog is not part of any page's first load.
const ReportProblemDialog = lazyPart(() => import('./ReportProblemDialog'));

/**
 * Mounted once for the whole app (guests included): captures page errors into the recorder, opens the
 * "report a problem" dialog on Ctrl+Alt+R, and renders it while open.
 */
export function ReportProblemHost() {
  const store = useAppStore();
  const open = useReportDialogOpen();

  useEffect(() => installErrorCapture(store.recorder), [store]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isReportShortcut(event)) return;
      event.preventDefault();
      openReportDialog();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return open ? <ReportProblemDialog /> : null;
}
