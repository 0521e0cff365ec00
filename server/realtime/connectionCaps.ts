import type { IncomingMessage } from 'node:http';
import { addressKey } from '../lib/addressKey';

/**
 * Open sockets per client address (an IPv6 /64 counts as one) and in all, so one client cannot hold the process's file
 * descriptors and memory. `admit` counts a socket in, `release` out; a refused socket is never counted.
 */
export class ConnectionCaps {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxTotal: number,
    private readonly maxPerAddress: number,
    private readonly addressOf: (request: IncomingMessage) => string = (request) => request.socket.remoteAddress ?? '',
  ) {
    if (!(maxTotal > 0 && maxPerAddress > 0)) throw new Error('realtime connection caps must be positive');
  }

  /** The address key of a request, or null when either cap is reached. */
  admit(request: IncomingMessage): string | null {
    const key = addressKey(this.addressOf(request));
    const held = this.perAddress.get(key) ?? 0;
    if (this.total >= this.maxTotal || held >= this.maxPerAddress) return null;
    this.perAddress.set(key, held + 1);
    this.total++;
    return key;
  }

  release(key: string): void {
    const held = this.perAddress.get(key) ?? 0;
    if (held <= 1) this.perAddress.delete(key);
    else this.perAddress.set(key, held - 1);
    this.total = Math.max(0, this.total - 1);
  }
}
