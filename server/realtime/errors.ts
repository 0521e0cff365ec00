/**
 * One error type per `pusher:error` code the server sends, as Reverb's Exceptions/ do.
 * Each carries the code, the message and, where a subscription failed, the channel.
 */
export abstract class PusherError extends Error {
  abstract readonly code: number;
  /** set when the error refuses a subscription, so the client can be told which channel failed */
  channel?: string;
  /** `type` and `status` of the `pusher:subscription_error` sent with a refused subscription */
  readonly subscriptionError: { type: string; status: number } = { type: 'AuthError', status: 403 };
}

/** 4001: the key in the upgrade URL names no application. */
export class ApplicationDoesNotExist extends PusherError {
  readonly code = 4001;
  constructor() {
    super('Application does not exist');
  }
}

/** 4009: the Origin header's host matches none of the app's allowed origins. */
export class InvalidOrigin extends PusherError {
  readonly code = 4009;
  constructor() {
    super('Origin not allowed');
  }
}

/** 4009: a private or presence subscription whose signature does not verify. */
export class ConnectionUnauthorized extends PusherError {
  readonly code = 4009;
  constructor(channel: string, message = 'Connection is unauthorized') {
    super(message);
    this.channel = channel;
  }
}

/** 4009: a `pusher:signin` whose signature does not verify, or whose user data names no id; the connection is closed. */
export class SigninUnauthorized extends PusherError {
  readonly code = 4009;
  constructor(message = 'Connection not authorized: the sign-in does not verify') {
    super(message);
  }
}

/** 4009: a channel type this server does not serve (private-encrypted-). */
export class UnsupportedChannel extends PusherError {
  readonly code = 4009;
  constructor(channel: string) {
    super('Encrypted channels are not supported by this server');
    this.channel = channel;
  }
}

/** 4009: a client event on a channel the sender has not joined. */
export class NotAChannelMember extends PusherError {
  readonly code = 4009;
  constructor() {
    super('The client is not a member of the specified channel.');
  }
}

/** 4200: bad JSON, a missing field, or an unknown `pusher:*` event. */
export class InvalidMessageFormat extends PusherError {
  readonly code = 4200;
  constructor(readonly reason = 'Invalid message format') {
    super('Invalid message format');
  }
}

/** 4201: a ping went unanswered; the connection is then closed. */
export class PongNotReceived extends PusherError {
  readonly code = 4201;
  constructor() {
    super('Pong reply not received in time');
  }
}

/** 4301: the app does not accept client events at all. */
export class ClientEventsDisabled extends PusherError {
  readonly code = 4301;
  constructor() {
    super('The app does not have client messaging enabled.');
  }
}

/** 4301: client events are only relayed on private and presence channels. */
export class ClientEventsNotAllowedOnChannel extends PusherError {
  readonly code = 4301;
  constructor() {
    super('Client events are only supported on private and presence channels.');
  }
}

/** 4301: an inbound message larger than the app's maxMessageSize; the message is dropped. */
export class MessageTooLarge extends PusherError {
  readonly code = 4301;
  constructor(size: number, limit: number) {
    super(`Message too large: ${size} bytes, the limit is ${limit} bytes.`);
  }
}

/**
 * 4200 (reconnect at once): the REST API asked for this user's connections to be closed, e.g. after a sign-out. The
 * client reconnects and must authorise its private channels again, which only a token still valid can do.
 */
export class ConnectionTerminated extends PusherError {
  readonly code = 4200;
  constructor() {
    super('Connection terminated by the server: authorise again');
  }
}

/** 4009: a channel name outside Pusher's rules (164 characters of `A-Za-z0-9_-=@,.;`); the subscription is refused. */
export class InvalidChannelName extends PusherError {
  readonly code = 4009;
  override readonly subscriptionError = { type: 'InvalidChannel', status: 400 };
  constructor(channel: string) {
    super('Invalid channel name: at most 164 characters from A-Z a-z 0-9 _ - = @ , . ;');
    this.channel = channel;
  }
}

/** 4100 (over capacity): the connection already holds the app's maximum of channels. */
export class TooManyChannels extends PusherError {
  readonly code = 4100;
  override readonly subscriptionError = { type: 'LimitReached', status: 4100 };
  constructor(channel: string, limit: number) {
    super(`A connection may join at most ${limit} channels.`);
    this.channel = channel;
  }
}

/** 4100 (over capacity): the presence channel already has the app's maximum of members. */
export class PresenceChannelFull extends PusherError {
  readonly code = 4100;
  override readonly subscriptionError = { type: 'LimitReached', status: 4100 };
  constructor(channel: string, limit: number) {
    super(`The presence channel already has its maximum of ${limit} members.`);
    this.channel = channel;
  }
}

/** 4301: the socket sent more messages than the app's rate limit allows; the excess is dropped. */
export class RateLimitExceeded extends PusherError {
  readonly code = 4301;
  constructor() {
    super('Rate limit exceeded');
  }
}

/** 4100 (over capacity, pusher-js retries later): the server holds its maximum of sockets, in all or from this address. */
export class OverConnectionCap extends PusherError {
  readonly code = 4100;
  constructor() {
    super('Over capacity');
  }
}
