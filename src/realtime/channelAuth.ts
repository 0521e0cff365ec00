/** Why a private or presence subscription was not signed; `status` is null for network or parse failures. */
export class ChannelAuthError extends Error {
  override name = 'ChannelAuthError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The subscription was given up (sign-out) before its authorisation answered: expected, not a failure. */
export class SubscriptionCancelled extends ChannelAuthError {
  override name = 'SubscriptionCancelled';
  constructor() {
    super('subscription no longer wanted', null);
  }
}
