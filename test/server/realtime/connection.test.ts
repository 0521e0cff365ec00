import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { RealtimeServer } from '../../../server/realtime';
import { generateSocketId } from '../../../server/realtime/connection';
import { connectedClient, eventually, sdkFor, startTestRealtime, TEST_APP } from './helpers';

// real sockets and timers: allow for a loaded CI machine
jest.setTimeout(20_000);

/** A client frame as RFC 6455 wants it: FIN + text opcode, masked (with a zero mask, so the payload is unchanged). */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length >= 126) throw new Error('keep test frames short');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

describe('connection', () => {
  it('makes socket ids like Reverb: two integers in 1..1e9', () => {
    for (let i = 0; i < 1000; i += 1) {
      const [a, b] = generateSocketId().split('.').map(Number) as [number, number];
      expect(a >= 1 && a <= 1e9 && b >= 1 && b <= 1e9).toBe(true);
    }
  });

  describe('a client that never reads', () => {
    let server: RealtimeServer;
    beforeAll(async () => {
      server = await startTestRealtime();
    });
    afterAll(() => server.close());

    it('is cut off once megabytes wait for it, while others keep receiving', async () => {
      const socket = connect(server.port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        [
          `GET /app/${TEST_APP.key}?protocol=7 HTTP/1.1`,
          `Host: 127.0.0.1:${server.port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(maskedTextFrame(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'firehose' } })));
      socket.pause(); // never read again: the kernel buffers fill, then the server's
      await eventually(() => server.channels(TEST_APP.id).get('firehose')?.subscriptionCount === 1);

      const reader = await connectedClient(server.port);
      reader.client.send({ event: 'pusher:subscribe', data: { channel: 'firehose' } });
      await reader.client.next('pusher_internal:subscription_succeeded');
      const stillSubscribed = (): number => server.channels(TEST_APP.id).get('firehose')?.subscriptionCount ?? 0;

      const sdk = sdkFor(server.port);
      const batch = Array.from({ length: 10 }, () => ({ channel: 'firehose', name: 'Chunk', data: 'x'.repeat(9_900) }));
      for (let sent = 0; sent < 600 && stillSubscribed() === 2; sent += 1) {
        await sdk.triggerBatch(batch);
      }
      await eventually(() => stillSubscribed() === 1, 5000);
      await sdk.trigger('firehose', 'After', {});
      await reader.client.next('After', 5000);
      expect(reader.client.closeEvent).toBeUndefined();
      reader.client.close();
      socket.destroy();
    }, 30_000);
  });
});
