/** The message a popup sends to the window that opened it when its flow (payment, game, Telegram) is over. */
export interface CloseMessage {
  type: 'close';
  id: string;
}

/**
 * Tells the opening window (same origin only) that this popup is done and asks the browser to close it.
 * Returns false when there is no opener to tell, so the page can offer a way home instead.
 */
export function notifyOpenerAndClose(win: Window, id: string): boolean {
  if (!hasLiveOpener(win)) return false;
  const opener = win.opener as Window;
  const message: CloseMessage = { type: 'close', id };
  opener.postMessage(message, win.location.origin);
  win.close();
  return true;
}

/** True when a window opened this one and is still open. */
export function hasLiveOpener(win: Window): boolean {
  const opener = win.opener as Window | null;
  return Boolean(opener && !opener.closed);
}
