import { originAllowed } from './application';
import type { ChannelManager } from './channels/channelManager';
import { handleClientEvent } from './clientEvent';
import type { Connection } from './connection';
import { invalidMessageFormat, invalidOrigin, messageTooLarge, PusherError, rateLimitExceeded } from './errors';
import type { EventDispatcher } from './eventDispatcher';
import type { EventHandler } from './eventHandler';
import type { RealtimeLogger } from './index';
import { formatError, formatPayload } from './payload';

/** The connection lifecycle (Reverb's Protocols/Pusher/Server): open, message, control, close, error. */
export class Server {
  constructor(
    private readonly managerFor: (appId: string) => ChannelManager,
    private readonly handler: EventHandler,
    private readonly dispatcher: EventDispatcher,
    private readonly logger: RealtimeLogger,
  ) {}

  /** Checks the origin, registers the connection and acknowledges it. */
  open(connection: Connection): void {
    if (!originAllowed(connection.app, connection.origin)) {
      this.logger.warn('origin refused', { app: connection.app.id, origin: connection.origin });
      connection.fail(invalidOrigin());
      return;
    }
    this.managerFor(connection.app.id).add(connection);
    connection.touch();
    this.handler.acknowledge(connection);
    this.logger.info('connection established', { app: connection.app.id, socket: connection.id });
  }

  /**
   * One inbound text frame: rate limit, size check, JSON, then `pusher:*` to the handler, the rest to client events.
   * Over the socket's rate limit the frame is dropped before it is parsed; the first one of a window gets 4301 (or,
   * with `terminateOnLimit`, the socket is closed with 4301). A terminated socket's late frames are ignored.
   */
  message(connection: Connection, raw: Buffer, isBinary: boolean): void {
    if (connection.terminated) return;
    connection.touch();
    const verdict = connection.countMessage(Date.now());
    if (verdict !== 'ok') {
      if (verdict === 'first-over') this.refuseOverLimit(connection);
      return;
    }
    try {
      if (raw.length > connection.app.maxMessageSize) throw messageTooLarge(raw.length, connection.app.maxMessageSize);
      if (isBinary) throw invalidMessageFormat('binary frame');
      const frame = parseFrame(raw.toString('utf8'));
      if (frame.event.startsWith('pusher:')) {
        this.handler.handle(connection, frame.event, eventData(frame.data));
      } else {
        handleClientEvent(connection, frame, this.managerFor(connection.app.id), this.dispatcher);
      }
    } catch (error) {
      this.error(connection, error);
    }
  }

  private refuseOverLimit(connection: Connection): void {
    const error = rateLimitExceeded();
    this.logger.warn('rate limit exceeded', {
      app: connection.app.id,
      socket: connection.id,
      terminated: connection.app.rateLimit.terminateOnLimit,
    });
    if (connection.app.rateLimit.terminateOnLimit) connection.fail(error);
    else connection.sendError(error);
  }

  /** A WebSocket control ping or pong from the client. */
  control(connection: Connection, kind: 'ping' | 'pong'): void {
    if (kind === 'ping') connection.usesControlFrames = true;
    connection.touch();
  }

  /** Leaves every channel (presence members leave once their last socket has gone). */
  close(connection: Connection): void {
    this.managerFor(connection.app.id).remove(connection);
    this.logger.info('connection closed', { app: connection.app.id, socket: connection.id });
  }

  /**
   * A PusherError goes out as `pusher:error` (and, for a refused subscription, a
   * `pusher:subscription_error` on the channel so pusher-js can surface it); anything else is 4200.
   */
  error(connection: Connection, error: unknown): void {
    if (error instanceof PusherError) {
      connection.sendError(error);
      if (error.channel !== undefined) {
        connection.send(
          formatPayload(
            'subscription_error',
            { type: error.subscriptionError.type, error: error.message, status: error.subscriptionError.status },
            error.channel,
          ),
        );
      }
      this.logger.warn('pusher error', {
        app: connection.app.id,
        socket: connection.id,
        code: error.code,
        message: error.message,
        // a refused name may be anything up to the message size: the log keeps Pusher's maximum length
        channel: error.channel?.slice(0, 164),
        reason: error.reason,
      });
      return;
    }
    connection.send(formatError(4200, 'Invalid message format'));
    this.logger.error('message handling failed', {
      app: connection.app.id,
      socket: connection.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** `value` as a JSON object, a string being parsed first; else refused (4200) with the reason for the log. */
function jsonObject(value: unknown, reasons: { notJson: string; notObject: string }): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalidMessageFormat(reasons.notJson);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidMessageFormat(reasons.notObject);
  return parsed as Record<string, unknown>;
}

function parseFrame(text: string): { event: string; channel?: unknown; data?: unknown } {
  const parsed = jsonObject(text, { notJson: 'bad JSON', notObject: 'not an object' });
  if (typeof parsed.event !== 'string' || parsed.event === '') throw invalidMessageFormat('missing event');
  return parsed as { event: string; channel?: unknown; data?: unknown };
}

/** `data` of a `pusher:*` event: an object, or a JSON string of one (Reverb accepts both). */
function eventData(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null || data === '') return {};
  return jsonObject(data, { notJson: 'data is not JSON', notObject: 'data is not an object' });
}
