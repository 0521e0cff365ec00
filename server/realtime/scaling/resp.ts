import { connect, type Socket } from 'node:net';

/** A RESP2 reply value. */
export type RespValue = string | number | null | Buffer | RespValue[] | RespError;

/** A `-ERR …` reply. */
export class RespError extends Error {}

/** Encodes a command as a RESP array of bulk strings. */
export function encodeCommand(args: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const bytes = typeof arg === 'string' ? Buffer.from(arg, 'utf8') : arg;
    parts.push(Buffer.from(`$${bytes.length}\r\n`), bytes, Buffer.from('\r\n'));
  }
  return Buffer.concat(parts);
}

/** Parses one reply starting at `offset`; undefined when the buffer does not hold all of it yet. */
export function parseReply(buffer: Buffer, offset: number): { value: RespValue; next: number } | undefined {
  if (offset >= buffer.length) return undefined;
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new RespError(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, next: after };
      if (buffer.length < after + length + 2) return undefined;
      return { value: buffer.subarray(after, after + length), next: after + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: RespValue[] = [];
      let cursor = after;
      for (let index = 0; index < count; index += 1) {
        const item = parseReply(buffer, cursor);
        if (!item) return undefined;
        items.push(item.value);
        cursor = item.next;
      }
      return { value: items, next: cursor };
    }
    default:
      throw new RespError(`unexpected RESP type ${JSON.stringify(type)}`);
  }
}

/**
 * A small Redis connection speaking RESP2: enough for PUBLISH, SUBSCRIBE, AUTH and SELECT.
 * Commands are answered in order; in subscriber mode pushed messages go to `onPush`.
 */
export class RespConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: Array<{ resolve: (value: RespValue) => void; reject: (error: Error) => void }> = [];
  private closed = false;
  onPush?: (value: RespValue[]) => void;
  onClose?: (error?: Error) => void;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('redis connection closed')));
  }

  /** Connects to `redis://[user:password@]host:port[/db]` and authenticates / selects the db. */
  static async open(url: string): Promise<RespConnection> {
    const parsed = new URL(url);
    const socket = connect(Number(parsed.port || 6379), parsed.hostname || '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('error', reject);
    });
    const connection = new RespConnection(socket);
    if (parsed.password) {
      const auth = parsed.username ? ['AUTH', decodeURIComponent(parsed.username), decodeURIComponent(parsed.password)] : ['AUTH', decodeURIComponent(parsed.password)];
      await connection.command(auth);
    }
    const db = parsed.pathname.replace('/', '');
    if (db) await connection.command(['SELECT', db]);
    return connection;
  }

  /** Sends a command; resolves with its reply (rejects on an error reply). */
  command(args: Array<string | Buffer>): Promise<RespValue> {
    if (this.closed) return Promise.reject(new Error('redis connection closed'));
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.socket.write(encodeCommand(args));
    });
  }

  close(): void {
    this.closed = true;
    this.socket.end();
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let offset = 0;
    for (;;) {
      const reply = parseReply(this.buffer, offset);
      if (!reply) break;
      offset = reply.next;
      this.dispatch(reply.value);
    }
    this.buffer = offset >= this.buffer.length ? Buffer.alloc(0) : this.buffer.subarray(offset);
  }

  private dispatch(value: RespValue): void {
    if (Array.isArray(value) && this.onPush) {
      const kind = value[0]?.toString();
      if (kind === 'message' || kind === 'pmessage') {
        this.onPush(value);
        return;
      }
    }
    const waiter = this.pending.shift();
    if (!waiter) return;
    if (value instanceof RespError) waiter.reject(value);
    else waiter.resolve(value);
  }

  private fail(error: Error): void {
    const wasOpen = !this.closed;
    this.closed = true;
    for (const waiter of this.pending.splice(0)) waiter.reject(error);
    if (wasOpen) this.onClose?.(error);
  }
}
