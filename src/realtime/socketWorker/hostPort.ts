/**
 * One page's line to the socket host (`socketHost.ts`): the reports for that page, queued and sent in batches of at
 * most one per FLUSH_INTERVAL_MS (or MAX_BATCH reports), signature requests as objects and the rest as JSON text. A
 * dedicated worker or the host on the page has one line; the shared worker one per tab of the site.
 */
import { FLUSH_INTERVAL_MS, MAX_BATCH, type WorkerBatch, type WorkerCommand, type WorkerReport } from './protocol';

/** The host's end of a line to a page: a worker's global scope, a SharedWorker's port, or one end of a MessageChannel. */
export interface HostPort {
  postMessage(batch: WorkerBatch): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerCommand>) => void): void;
}

/** Requests the page answers at once, sent as objects (not in the JSON text the page parses on its frames). */
const isSignatureRequest = (item: WorkerReport): boolean =>
  item.kind === 'authorize' || item.kind === 'authenticateUser';

export class PortLink {
  /** The channels this page subscribed to (the host subscribes once for all pages). */
  readonly channels = new Set<string>();
  /** Whether the page listens for every incoming message (a liveness probe). */
  watchingMessages = false;
  /** Whether the page wants the connection up (`start`/`connect`; a lone `disconnect` takes it back). */
  wantsConnection = true;
  /** Whether the page asked to sign the connection in as the user (`signin`): it is asked for the signature. */
  wantsSignin = false;
  /** Set when the host gave the page up for silent; it is told so (`dropped`) when it speaks again. */
  dropped = false;
  private readonly queue: WorkerReport[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private lastFlushAt = 0;
  private silence: { timeoutMs: number; onSilent: () => void; timer: ReturnType<typeof setTimeout> | null } | null =
    null;

  constructor(readonly port: HostPort) {}

  /**
   * Queues a report; the batch leaves at once after a quiet spell, or FLUSH_INTERVAL_MS after the previous one, or
   * as soon as it holds MAX_BATCH reports (in a flood the timer itself may come late, and the page reads each batch
   * in one task).
   */
  report(item: WorkerReport): void {
    this.queue.push(item);
    if (this.queue.length >= MAX_BATCH) {
      if (this.flushTimer !== null) clearTimeout(this.flushTimer);
      this.flush();
    } else if (this.flushTimer === null) {
      this.flushTimer = setTimeout(() => this.flush(), Math.max(0, this.lastFlushAt + FLUSH_INTERVAL_MS - Date.now()));
    }
  }

  /**
   * Calls `onSilent` once the page has said nothing for `timeoutMs`. A shared worker cannot see a tab crash or be
   * killed: such a tab never says `bye`, and its channels would be held for as long as the worker runs.
   */
  watchSilence(timeoutMs: number, onSilent: () => void): void {
    this.stopWatching();
    this.silence = { timeoutMs, onSilent, timer: null };
    this.heard();
  }

  /** The page said something (any command, a ping at least): its silence starts again from now. */
  heard(): void {
    const { silence } = this;
    if (!silence) return;
    if (silence.timer !== null) clearTimeout(silence.timer);
    silence.timer = setTimeout(silence.onSilent, silence.timeoutMs);
  }

  /** Drops what is queued and stops listening for silence: the page is gone. */
  close(): void {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.queue.length = 0;
    this.stopWatching();
  }

  private stopWatching(): void {
    if (this.silence?.timer != null) clearTimeout(this.silence.timer);
    this.silence = null;
  }

  private flush(): void {
    this.flushTimer = null;
    this.lastFlushAt = Date.now();
    const batch = this.queue.splice(0);
    const asked = batch.filter(isSignatureRequest);
    const rest = asked.length === 0 ? batch : batch.filter((item) => !isSignatureRequest(item));
    if (rest.length === 0) {
      this.port.postMessage({ reports: asked });
      return;
    }
    let encoded: string;
    try {
      // Payloads arrived as JSON text, so JSON carries them whole.
      encoded = JSON.stringify(rest);
    } catch {
      // Not expected (a value JSON cannot write): the structured clone carries what JSON cannot, rather than lose it.
      this.port.postMessage({ reports: batch });
      return;
    }
    this.port.postMessage({ reports: asked, encoded });
  }
}
