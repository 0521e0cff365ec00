import { toApiError } from '@/api/errors';
import { hapticNotification } from '@/ui/host';

/** The toast kinds notistack knows. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** How long a toast stays (docs/contract.md, Constants). */
export const TOAST_DURATION_MS = 5000;

/** A page a toast leads to (its one button): a desktop path, opened in the generation being browsed. */
export interface ToastLink {
  label: string;
  path: string;
}

/** What shows toasts once notistack has loaded (set by the toast host when it mounts). */
export interface ToastHost {
  show: (message: string, variant: ToastVariant, link?: ToastLink) => void;
  closeAll: () => void;
}

// notistack loads with the first toast, not with the page: toasts asked for before are kept here.
let host: ToastHost | null = null;
let pending: { message: string; variant: ToastVariant; link?: ToastLink }[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** True once a toast was asked for: the provider then mounts the toast host. */
export const toastsRequested = (): boolean => requested;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Connects the mounted host and shows what waited for it; returns the disconnect. */
export function attachToastHost(next: ToastHost): () => void {
  host = next;
  const waiting = pending;
  pending = [];
  waiting.forEach(({ message, variant, link }) => next.show(message, variant, link));
  return () => {
    if (host === next) host = null;
  };
}

/**
 * Shows a toast. Callable from components and sagas alike (notistack 3's standalone API; needs the
 * ToastProvider mounted). The message is plain text: React escapes it, server text is never HTML. An error
 * toast also asks the mini-app host (if any) for an error haptic. With `link`, the toast has a button to that page.
 */
export function showToast(message: string, variant: ToastVariant = 'default', link?: ToastLink): void {
  // Inside the Telegram Mini App an error is also felt (a haptic notification).
  if (variant === 'error') hapticNotification('error');
  if (host) {
    host.show(message, variant, link);
    return;
  }
  pending.push({ message, variant, link });
  requestHost();
}

function requestHost(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

/**
 * Loads the toast host now, before any toast: for a signed-in session, whose pushes show toasts. The first one then
 * appears at once instead of after notistack's chunk has been fetched and evaluated (on a busy phone, most of a
 * second). A guest's visit never loads it.
 */
export function prepareToasts(): void {
  requestHost();
}

/** Hides every visible toast (used on sign-out and in tests). */
export function closeAllToasts(): void {
  pending = [];
  host?.closeAll();
}

/** The message a failed request or thrown value should show: the response's `message`, else the error's own. */
export function errorMessage(error: unknown, fallback = 'Error'): string {
  if (typeof error === 'object' && error !== null) {
    if ('status' in error || 'message' in error) {
      const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
      if (apiError?.message) return apiError.message;
    }
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** The generic error helper of the seed: an error toast with the response's data.message or the error's message. */
export function showErrorToast(error: unknown, fallback?: string): void {
  showToast(errorMessage(error, fallback), 'error');
}

/**
 * A CSS length the layout sets on :root for what covers the window's bottom edge (the compact layout's bottom
 * navigation): the toasts stack above it instead of over it.
 */
export const TOASTS_ABOVE = '--toasts-above';
