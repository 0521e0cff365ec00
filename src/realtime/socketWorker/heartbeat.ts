/**
 * The page's pings to the socket worker. A shared worker cannot see a tab crash or be killed (no `bye` comes), so it
 * gives up a page it has not heard from for the page's `tabTimeoutMs` (docs/realtime-client.md, "Tabs").
 */

/** How often the page pings, at most. */
export const PING_INTERVAL_MS = 10_000;

/** Pings with `ping` while started: every PING_INTERVAL_MS, or a third of `timeoutMs` when that is shorter. */
export class Heartbeat {
  private timer: ReturnType<typeof setInterval> | null = null;

  /** Without `timeoutMs` the host does not drop the page, and there is nothing to ping for. */
  constructor(
    private readonly timeoutMs: number | undefined,
    private readonly ping: () => void,
  ) {}

  start(): void {
    if (this.timer !== null || this.timeoutMs === undefined) return;
    this.timer = setInterval(this.ping, Math.min(PING_INTERVAL_MS, this.timeoutMs / 3));
    // Under Node (the tests) a pinging page must not keep the process alive; a browser's timer id has no `unref`.
    (this.timer as { unref?: () => void }).unref?.();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
