import type { ActionRecorder } from './actionRecorder';

const messageOf = (reason: unknown): string =>
  reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason === 'string' ? reason : 'Unknown error';

/** Feeds uncaught errors and unhandled rejections of the page into the recorder; returns the uninstaller. */
export function installErrorCapture(recorder: Pick<ActionRecorder, 'noteError'>, target: Window = window): () => void {
  const onError = (event: ErrorEvent) =>
    recorder.noteError('window', event.error ? messageOf(event.error) : event.message);
  const onRejection = (event: PromiseRejectionEvent) => recorder.noteError('promise', messageOf(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
