/**
 * A realtime server alone in its own process, for tests that measure its heap: started with `--expose-gc`, it answers
 * `{ type: 'heap' }` with `process.memoryUsage().heapUsed` after a full collection, and `{ type: 'stop' }` by exiting.
 */
import { startRealtimeServer } from '../../../../server/realtime';
import { TEST_APP } from '../helpers';

type Request = { type: 'heap' } | { type: 'stop' };

const gc = (globalThis as { gc?: () => void }).gc;

async function main(): Promise<void> {
  if (!gc || !process.send) throw new Error('start this file with --expose-gc through child_process.fork');
  const collect = gc;
  const send = process.send.bind(process);
  const server = await startRealtimeServer({ host: '127.0.0.1', port: 0, apps: [TEST_APP] });
  process.on('message', (message: Request) => {
    if (message.type === 'heap') {
      // Two passes: the first may only queue finalizers that the second collects.
      collect();
      collect();
      send({ type: 'heap', heapUsed: process.memoryUsage().heapUsed });
    } else {
      void server.close().then(() => process.exit(0));
    }
  });
  send({ type: 'listening', port: server.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
