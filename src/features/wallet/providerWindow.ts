/**
 * The payment provider's page in a popup. The popup is opened (blank) inside the click, before the
 * request answers, because browsers only allow popups during a user gesture; it is pointed at the
 * provider once the server gave the address. A blocked popup leaves the caller a link to open in a new tab.
 */

/** Name of the popup window, so a second deposit reuses it. */
const POPUP_NAME = 'payment-provider';
const POPUP_FEATURES = 'popup,width=520,height=720';

/** Opens an empty popup during the click; null when the browser blocked it. */
export function openBlankPopup(win: Window = window): Window | null {
  try {
    return win.open('about:blank', POPUP_NAME, POPUP_FEATURES);
  } catch {
    return null;
  }
}

/** Sends an opened popup to the provider page, or tries a new tab; false when both were refused. */
export function showProviderPage(popup: Window | null, url: string, win: Window = window): boolean {
  if (popup && !popup.closed) {
    popup.location.href = url;
    return true;
  }
  try {
    return win.open(url, '_blank') !== null;
  } catch {
    return false;
  }
}

/** A `{ type: 'close', id }` message from our own /close page (see features/close/notifyOpener). */
export function isCloseMessage(
  event: MessageEvent,
  origin: string,
): event is MessageEvent<{ type: 'close'; id: string }> {
  const data: unknown = event.data;
  return (
    event.origin === origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'close' &&
    typeof (data as { id?: unknown }).id === 'string'
  );
}
