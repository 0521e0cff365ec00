/**
 * The channels and the connection of the page's stand-in for the pusher-js client (`workerPusher.ts`): callbacks
 * bound as pusher-js binds them, called with what the socket worker reports.
 */
import { SERVER_CLOSE_EVENT, SOCKETS_EVENT, type PushMetadata, type WorkerCommand } from './protocol';

type Callback = (data?: unknown, metadata?: PushMetadata) => void;
type GlobalCallback = (event: string, data?: unknown) => void;

/** Callbacks by event name, plus global ones, called like pusher-js calls them: global ones first, in binding order. */
class Callbacks {
  private readonly byEvent = new Map<string, Callback[]>();
  private globals: GlobalCallback[] = [];

  bind(event: string, callback: Callback): void {
    this.byEvent.set(event, [...(this.byEvent.get(event) ?? []), callback]);
  }

  unbind(event?: string, callback?: Callback): void {
    if (event === undefined) {
      this.byEvent.clear();
      return;
    }
    const left = callback ? (this.byEvent.get(event) ?? []).filter((c) => c !== callback) : [];
    if (left.length > 0) this.byEvent.set(event, left);
    else this.byEvent.delete(event);
  }

  bindGlobal(callback: GlobalCallback): void {
    this.globals = [...this.globals, callback];
  }

  unbindGlobal(callback?: GlobalCallback): void {
    this.globals = callback ? this.globals.filter((c) => c !== callback) : [];
  }

  has(event: string): boolean {
    return this.byEvent.has(event);
  }

  emit(event: string, data?: unknown, metadata?: PushMetadata): void {
    // The lists are replaced, never changed in place: a callback that unbinds does not disturb this loop.
    for (const callback of this.globals) callback(event, data);
    for (const callback of this.byEvent.get(event) ?? []) callback(data, metadata);
  }
}

/** Events bound as on a pusher-js channel (`bind`, `bind_global`), emitted with what the worker reports. */
class Bindable {
  private readonly callbacks = new Callbacks();
  bind(event: string, callback: Callback): this {
    this.callbacks.bind(event, callback);
    return this;
  }
  unbind(event?: string, callback?: Callback): this {
    this.callbacks.unbind(event, callback);
    return this;
  }
  bind_global(callback: GlobalCallback): this {
    this.callbacks.bindGlobal(callback);
    return this;
  }
  unbind_global(callback?: GlobalCallback): this {
    this.callbacks.unbindGlobal(callback);
    return this;
  }
  /** @internal an event the worker received for this target. */
  deliver(event: string, data: unknown, metadata: PushMetadata): void {
    this.callbacks.emit(event, data, metadata);
  }
}

/** A channel as laravel-echo and our subscriptions use it (`channel.subscription` in Echo). */
export class WorkerChannel extends Bindable {
  constructor(
    readonly name: string,
    private readonly post: (command: WorkerCommand) => void,
  ) {
    super();
  }
  /** Sends a client event (`client-…`: Echo's `whisper`) on this channel. */
  trigger(event: string, data: unknown): boolean {
    // pusher-js throws for any other name; thrown here, on the page, it never reaches the worker.
    if (!event.startsWith('client-')) throw new Error(`Event '${event}' does not start with 'client-'`);
    this.post({ type: 'trigger', channel: this.name, event, data });
    return true;
  }
}

/**
 * The signed-in user (pusher-js's `pusher.user`): `signin()`, and the events the server sends to the user
 * (`#server-to-user-{id}`) and `pusher:signin_error`, bound as on pusher-js's.
 */
export class WorkerUser extends Bindable {
  /** Whether `signin()` was called (pusher-js's name): a worker that starts again is asked to sign in again. */
  signin_requested = false;
  constructor(private readonly post: (command: WorkerCommand) => void) {
    super();
  }
  signin(): void {
    if (this.signin_requested) return;
    this.signin_requested = true;
    this.post({ type: 'signin' });
  }
}

/** The connection's state as the worker last reported it, and its events. */
export class WorkerConnection {
  state = 'initialized';
  socket_id: string | null = null;
  private readonly callbacks = new Callbacks();
  constructor(private readonly post: (command: WorkerCommand) => void) {}

  bind(event: string, callback: Callback): this {
    const watching = this.callbacks.has('message');
    this.callbacks.bind(event, callback);
    if (event === 'message' && !watching) this.post({ type: 'watchMessages', on: true });
    return this;
  }
  unbind(event?: string, callback?: Callback): this {
    const watching = this.callbacks.has('message');
    this.callbacks.unbind(event, callback);
    if (watching && !this.callbacks.has('message')) this.post({ type: 'watchMessages', on: false });
    return this;
  }
  send_event(event: string, data: unknown): boolean {
    this.post({ type: 'send', event, data });
    return true;
  }
  /** @internal */
  changeState(previous: string, current: string, socketId: string | null): void {
    this.state = current;
    this.socket_id = socketId;
    this.callbacks.emit('state_change', { previous, current });
    this.callbacks.emit(current);
  }
  /** @internal */
  messageArrived(): void {
    this.callbacks.emit('message');
  }
  /**
   * @internal the WebSockets pusher-js holds open or opening, as `sockets` ({ open }): not a pusher-js event; it
   * tells a connection attempt in flight from pusher-js waiting between attempts (both are its `connecting`).
   */
  socketsChanged(open: number): void {
    this.callbacks.emit(SOCKETS_EVENT, { open });
  }
  /** @internal the server closed the connection with a Pusher close code, as `server_close` ({ code }): not a pusher-js event. */
  serverClosed(code: number): void {
    this.callbacks.emit(SERVER_CLOSE_EVENT, { code });
  }
  /** @internal whether someone listens for every message (a new worker is then told to report them). */
  watchesMessages(): boolean {
    return this.callbacks.has('message');
  }
}
