/**
 * A server's close() and the answers of requests whose client went away: their handler and hooks (compression
 * included) still run after the connection is gone, and countAnswersUnderWay lets close() wait for them.
 */
import { createHook } from 'node:async_hooks';
import net from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import { countAnswersUnderWay } from '../../../scripts/answersUnderWay';

/** A server whose one route waits for `release()` before answering with a compressible page, as a stream. */
async function gatedServer() {
  const app = Fastify();
  await app.register(fastifyCompress, { encodings: ['br'] });
  const answers = countAnswersUnderWay(app);
  let entered!: () => void;
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async (_request, reply) => {
    entered();
    await released;
    // A stream, as a file is sent: compression makes a stream of its own for it.
    return reply.type('text/html').send(Readable.from(['<p>slow</p>'.repeat(1_000)]));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, answers, handlerEntered, release, port: (app.server.address() as net.AddressInfo).port };
}

/** Asks for the slow page on a raw socket, waits until its handler runs, then hangs up and waits for the server to see it. */
async function requestAndHangUp(server: Awaited<ReturnType<typeof gatedServer>>): Promise<void> {
  const socket = net.connect(server.port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n');
  await server.handlerEntered;
  socket.destroy();
  while ((await new Promise<number>((resolve) => server.app.server.getConnections((_e, count) => resolve(count)))) > 0)
    await sleep(5);
}

test('close() then settled() resolve only after a cut-short answer has been compressed', async () => {
  const events: string[] = [];
  // A brotli stream is a ZLIB resource to Node: its creation is when compressing starts.
  const zlibStreams = createHook({ init: (_id, type) => void (type === 'ZLIB' && events.push('compressing')) });
  zlibStreams.enable();
  try {
    const server = await gatedServer();
    await requestAndHangUp(server);
    const closing = server.app.close().then(() => events.push('server closed'));
    const settling = closing.then(() => server.answers.settled()).then(() => events.push('answers settled'));
    await closing;
    events.push('handler released');
    const releasedAt = Date.now();
    server.release();
    await settling;
    // Settled by the answer's own hooks, not by the longest wait.
    expect(Date.now() - releasedAt).toBeLessThan(1_000);
  } finally {
    zlibStreams.disable();
  }
  // Fastify's close alone comes first; the answer is still compressed after it, and settled() waits for that.
  expect(events).toEqual(['server closed', 'handler released', 'compressing', 'answers settled']);
});

test('settled() resolves at once when nothing is under way', async () => {
  const server = await gatedServer();
  await server.app.close();
  const started = Date.now();
  await server.answers.settled();
  expect(Date.now() - started).toBeLessThan(100);
});
