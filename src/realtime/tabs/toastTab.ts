/**
 * The tabs of the site in one browser, as the realtime client sees them (docs/realtime-client.md, "Tabs"): they speak
 * over a BroadcastChannel, whether their socket is shared (SharedWorker) or each tab's own. Every tab's store takes
 * every push, but a push's toast shows once: in the tab the player looked at last (the visible tab focused most
 * recently). Each tab that becomes visible or gets the focus claims the toasts; the latest claim wins.
 */

/** What tabs say to each other. */
export type TabMessage =
  /** `tab` became the one the player looks at, at `at` (ms since the epoch). */
  | { type: 'focused'; tab: string; at: number }
  /** A tab started: the tab holding the toasts says so again. */
  | { type: 'hello'; tab: string }
  /** A tab is closing: if it held the toasts, nobody holds them until the next claim. */
  | { type: 'gone'; tab: string }
  /** The player `uuid` signed out in a tab: every other tab signs out too. */
  | { type: 'signedOut'; uuid: string };

/** The part of a BroadcastChannel the tabs use (tests pass Node's). */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void;
  close(): void;
}

/** The channel's name: one per site (a BroadcastChannel reaches the same origin only). */
export const TAB_CHANNEL_NAME = 'realtime-tabs';

/** The browser's BroadcastChannel, or null where there is none (then every tab shows its own toasts). */
export function openTabChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(TAB_CHANNEL_NAME) as TabChannel);
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Which tab shows the toasts, as this tab knows it. */
export class ToastTab {
  readonly id = randomId();
  private claim: { tab: string; at: number } | null = null;
  private readonly listener = ({ data }: MessageEvent<TabMessage>) => this.receive(data);

  constructor(
    private readonly channel: TabChannel | null,
    private readonly now: () => number = Date.now,
  ) {
    channel?.addEventListener('message', this.listener);
    channel?.postMessage({ type: 'hello', tab: this.id });
  }

  /** Whether this tab shows a push's toast: it holds the latest claim, or nobody is known to hold one. */
  showsToasts(): boolean {
    return this.claim === null || this.claim.tab === this.id;
  }

  /** The player looks at this tab now: it takes the toasts. */
  focused(): void {
    const claim = { tab: this.id, at: Math.max(this.now(), (this.claim?.at ?? 0) + 1) };
    this.claim = claim;
    this.channel?.postMessage({ type: 'focused', ...claim });
  }

  /** This tab is closing: another tab takes the toasts on its next claim. */
  gone(): void {
    this.channel?.postMessage({ type: 'gone', tab: this.id });
  }

  close(): void {
    this.channel?.removeEventListener('message', this.listener);
  }

  private receive(message: TabMessage): void {
    switch (message.type) {
      case 'focused':
        if (
          this.claim === null ||
          message.at > this.claim.at ||
          (message.at === this.claim.at && message.tab > this.claim.tab)
        )
          this.claim = { tab: message.tab, at: message.at };
        break;
      case 'hello':
        if (this.claim?.tab === this.id) this.channel?.postMessage({ type: 'focused', ...this.claim });
        break;
      case 'gone':
        if (this.claim?.tab === message.tab) this.claim = null;
        break;
      case 'signedOut':
        break; // the sessions' part (tabSaga.ts)
    }
  }
}
