/**
 * Answers under way on a Fastify server, so that its close() can wait for them. Fastify's close resolves once every
 * connection has ended, but a request whose client went away (a page closed mid-download) has no connection left and
 * still runs its handler and its onSend hooks, compression included: work that would otherwise happen after the
 * server was closed (in a test file, after the file's modules are gone).
 */
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';

/** The longest close() waits: no request is known to skip its hooks, but one that did must not hold a shutdown. */
const MAX_WAIT_MS = 2_000;

export interface AnswersUnderWay {
  /** Resolves when no answer is under way (at once when none is), or after MAX_WAIT_MS. */
  settled(): Promise<void>;
}

/**
 * Starts counting: a request that matched a route, from its arrival until its response has finished or its last
 * onSend hook has run, whichever comes first. (A request no route matched is answered by the not-found handler with
 * the server's hooks alone, nothing compressed.) Call it after registering every plugin that adds route-level onSend
 * hooks, such as @fastify/compress, and before the routes: its own hook is appended to each route's list, after theirs.
 */
export function countAnswersUnderWay(app: FastifyInstance): AnswersUnderWay {
  const underWay = new Set<FastifyRequest>();
  let waiting: Array<() => void> = [];
  const done = (request: FastifyRequest): void => {
    if (!underWay.delete(request) || underWay.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  const lastOnSend: onSendHookHandler = (request, _reply, payload, next) => {
    next(null, payload);
    // Fastify hands the payload on in this turn; the count drops once that has happened.
    setImmediate(() => done(request));
  };

  app.addHook('onRequest', (request, _reply, next) => {
    if (!request.is404) underWay.add(request);
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend;
    route.onSend = [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), lastOnSend];
  });
  return {
    settled: () =>
      underWay.size === 0
        ? Promise.resolve()
        : new Promise((resolve) => {
            const timer = setTimeout(resolve, MAX_WAIT_MS);
            waiting.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  };
}
