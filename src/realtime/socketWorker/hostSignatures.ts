/**
 * The signatures pusher-js in the socket host (`socketHost.ts`) asks for: a private or presence channel's, and the
 * user's (`signin`). A page signs (it holds the bearer token): the latest page that holds the channel, or that asked
 * to sign in. When that page leaves first the next one is asked; with none left, the request fails.
 */
import type { ChannelAuthorizationCallback, UserAuthenticationCallback } from 'pusher-js/worker';
import type { PortLink } from './hostPort';

/** A signature pusher-js asked for, and the page asked to give it. */
interface PendingAuthorization {
  channel: string;
  socketId: string;
  link: PortLink | null;
  callback: ChannelAuthorizationCallback;
}

/** A user signature (`signin`) pusher-js asked for, and the page asked to give it. */
interface PendingSignin {
  socketId: string;
  link: PortLink | null;
  callback: UserAuthenticationCallback;
}

export class SignatureRequests {
  private nextRequestId = 0;
  private readonly channels = new Map<number, PendingAuthorization>();
  private readonly users = new Map<number, PendingSignin>();

  /** `pages` lists the host's pages, oldest first. */
  constructor(private readonly pages: () => Iterable<PortLink>) {}

  /** pusher-js's `channelAuthorization.customHandler`. */
  channel(socketId: string, channel: string, callback: ChannelAuthorizationCallback): void {
    this.nextRequestId += 1;
    const request: PendingAuthorization = { channel, socketId, link: null, callback };
    this.channels.set(this.nextRequestId, request);
    this.askChannel(this.nextRequestId, request);
  }

  /** pusher-js's `userAuthentication.customHandler`. */
  user(socketId: string, callback: UserAuthenticationCallback): void {
    this.nextRequestId += 1;
    const request: PendingSignin = { socketId, link: null, callback };
    this.users.set(this.nextRequestId, request);
    this.askUser(this.nextRequestId, request);
  }

  /** A page left: what it was asked is asked of another page. */
  askAgain(link: PortLink): void {
    for (const [requestId, request] of this.channels) if (request.link === link) this.askChannel(requestId, request);
    for (const [requestId, request] of this.users) if (request.link === link) this.askUser(requestId, request);
  }

  answerChannel(link: PortLink, requestId: number, answer: Parameters<ChannelAuthorizationCallback>): void {
    const request = this.channels.get(requestId);
    if (request?.link !== link) return; // not asked of this page (any more)
    this.channels.delete(requestId);
    request.callback(...answer);
  }

  answerUser(link: PortLink, requestId: number, answer: Parameters<UserAuthenticationCallback>): void {
    const request = this.users.get(requestId);
    if (request?.link !== link) return;
    this.users.delete(requestId);
    request.callback(...answer);
  }

  /** The latest page for which `wants` holds. */
  private latest(wants: (link: PortLink) => boolean): PortLink | undefined {
    return [...this.pages()].reverse().find(wants);
  }

  private askChannel(requestId: number, request: PendingAuthorization): void {
    const signer = this.latest((link) => link.channels.has(request.channel));
    if (!signer) {
      this.channels.delete(requestId);
      request.callback(new Error('no page holds this channel any more'), null);
      return;
    }
    request.link = signer;
    signer.report({ kind: 'authorize', requestId, socketId: request.socketId, channel: request.channel });
  }

  private askUser(requestId: number, request: PendingSignin): void {
    const signer = this.latest((link) => link.wantsSignin);
    if (!signer) {
      this.users.delete(requestId);
      request.callback(new Error('no page asks to sign in any more'), null);
      return;
    }
    request.link = signer;
    signer.report({ kind: 'authenticateUser', requestId, socketId: request.socketId });
  }
}
