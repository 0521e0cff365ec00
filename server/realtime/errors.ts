/**
 * The `pusher:error` codes this server sends, and one named constructor per situation that sends one, as Reverb's
 * Exceptions/ do. Each error carries the code, the message and, where a subscription failed, the channel.
 */
export class PusherError extends Error {
  constructor(
    readonly code: 4001 | 4009 | 4100 | 4200 | 4201 | 4301,
    message: string,
    /** set when the error refuses a subscription, so the client can be told which channel failed */
    readonly channel?: string,
    /** `type` and `status` of the `pusher:subscription_error` sent with a refused subscription */
    readonly subscriptionError: { type: string; status: number } = { type: 'AuthError', status: 403 },
    /** for the log only: what exactly was wrong with a message the client sent */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** A subscription refused because a limit is reached (4100, over capacity). */
const limitReached = (message: string, channel: string) =>
  new PusherError(4100, message, channel, { type: 'LimitReached', status: 4100 });

/** 4001: the key in the upgrade URL names no application. */
export const applicationDoesNotExist = () => new PusherError(4001, 'Application does not exist');

/** 4009: the Origin header's host matches none of the app's allowed origins. */
export const invalidOrigin = () => new PusherError(4009, 'Origin not allowed');

/** 4009: a private or presence subscription whose signature does not verify. */
export const connectionUnauthorized = (channel: string, message = 'Connection is unauthorized') =>
  new PusherError(4009, message, channel);

/** 4009: a `pusher:signin` whose signature does not verify, or whose user data names no id; the connection is closed. */
export const signinUnauthorized = (message = 'Connection not authorized: the sign-in does not verify') =>
  new PusherError(4009, message);

/** 4009: a channel type this server does not serve (private-encrypted-). */
export const unsupportedChannel = (channel: string) =>
  new PusherError(4009, 'Encrypted channels are not supported by this server', channel);

/** 4009: a client event on a channel the sender has not joined. */
export const notAChannelMember = () => new PusherError(4009, 'The client is not a member of the specified channel.');

/** 4200: bad JSON, a missing field, or an unknown `pusher:*` event; `reason` says which, for the log. */
export const invalidMessageFormat = (reason = 'Invalid message format') =>
  new PusherError(4200, 'Invalid message format', undefined, undefined, reason);

/** 4201: a ping went unanswered; the connection is then closed. */
export const pongNotReceived = () => new PusherError(4201, 'Pong reply not received in time');

/** 4301: the app does not accept client events at all. */
export const clientEventsDisabled = () => new PusherError(4301, 'The app does not have client messaging enabled.');

/** 4301: client events are only relayed on private and presence channels. */
export const clientEventsNotAllowedOnChannel = () =>
  new PusherError(4301, 'Client events are only supported on private and presence channels.');

/** 4301: an inbound message larger than the app's maxMessageSize; the message is dropped. */
export const messageTooLarge = (size: number, limit: number) =>
  new PusherError(4301, `Message too large: ${size} bytes, the limit is ${limit} bytes.`);

/**
 * 4200 (reconnect at once): the REST API asked for this user's connections to be closed, e.g. after a sign-out. The
 * client reconnects and must authorise its private channels again, which only a token still valid can do.
 */
export const connectionTerminated = () => new PusherError(4200, 'Connection terminated by the server: authorise again');

/** 4009: a channel name outside Pusher's rules (164 characters of `A-Za-z0-9_-=@,.;`); the subscription is refused. */
export const invalidChannelName = (channel: string) =>
  new PusherError(4009, 'Invalid channel name: at most 164 characters from A-Z a-z 0-9 _ - = @ , . ;', channel, {
    type: 'InvalidChannel',
    status: 400,
  });

/** 4100 (over capacity): the connection already holds the app's maximum of channels. */
export const tooManyChannels = (channel: string, limit: number) =>
  limitReached(`A connection may join at most ${limit} channels.`, channel);

/** 4100 (over capacity): the presence channel already has the app's maximum of members. */
export const presenceChannelFull = (channel: string, limit: number) =>
  limitReached(`The presence channel already has its maximum of ${limit} members.`, channel);

/** 4301: the socket sent more messages than the app's rate limit allows; the excess is dropped. */
export const rateLimitExceeded = () => new PusherError(4301, 'Rate limit exceeded');

/** 4100 (over capacity, pusher-js retries later): the server holds its maximum of sockets, in all or from this address. */
export const overConnectionCap = () => new PusherError(4100, 'Over capacity');
