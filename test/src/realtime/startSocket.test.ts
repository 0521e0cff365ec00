/**
 * How the page gets its socket host (startSocket.ts): the worker once its host says hello; the host on the page when
 * the worker throws on creation or fails before its hello (a Content-Security-Policy without a worker source); a worker
 * that failed is ended and the reason logged. The browser test under such a policy is in test/e2e/realtime.
 */
import { startSocket, type StartedWorker } from '@/realtime/socketWorker/startSocket';
import type { SocketWorkerPort } from '@/realtime/socketWorker/workerPusher';

class FakeWorker extends EventTarget {
  terminated = false;
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

const asStarted = (worker: FakeWorker) => worker as unknown as StartedWorker;
const pagePort = { postMessage() {}, addEventListener() {} } as unknown as SocketWorkerPort;

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test('the worker, once its host has said hello; the page host is never loaded', async () => {
  const worker = new FakeWorker();
  const onPage = jest.fn(async () => pagePort);
  const started = startSocket(() => asStarted(worker), onPage);
  worker.dispatchEvent(new MessageEvent('message', { data: { reports: [] } }));
  await expect(started).resolves.toBe(worker);
  // A later failure is the connection's business (WorkerPusher reports it), not a reason to switch.
  worker.dispatchEvent(new ErrorEvent('error', { message: 'crashed later' }));
  expect(onPage).not.toHaveBeenCalled();
  expect(worker.terminated).toBe(false);
  expect(warn).not.toHaveBeenCalled();
});

test('the host on the page when the worker fails before its hello; the worker is ended and the reason logged', async () => {
  const worker = new FakeWorker();
  const started = startSocket(
    () => asStarted(worker),
    async () => pagePort,
  );
  worker.dispatchEvent(new ErrorEvent('error', { message: "violates the directive worker-src 'none'" }));
  await expect(started).resolves.toBe(pagePort);
  expect(worker.terminated).toBe(true);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('the socket worker could not start'), {
    reason: "violates the directive worker-src 'none'",
  });
});

test('the host on the page when creating the worker throws', async () => {
  const started = startSocket(
    () => {
      throw new DOMException('Access to the script is denied', 'SecurityError');
    },
    async () => pagePort,
  );
  await expect(started).resolves.toBe(pagePort);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not start'), {
    reason: 'Access to the script is denied',
  });
});
