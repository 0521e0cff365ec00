import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIds } from '../../lib/log';
import type { ApplicationProvider } from '../application';
import type { RealtimeLogger } from '../index';
import { type ApiResponse, HttpError, readBody } from './apiRequest';
import { channelController } from './controllers/channelController';
import { channelsController } from './controllers/channelsController';
import { channelUsersController } from './controllers/channelUsersController';
import { connectionsController } from './controllers/connectionsController';
import type { ApiContext, Controller } from './controllers/context';
import { eventsBatchController } from './controllers/eventsBatchController';
import { eventsController } from './controllers/eventsController';
import { usersTerminateController } from './controllers/usersTerminateController';
import { verifySignature } from './verifySignature';

/** Largest request body read, in bytes (a full batch of ten 10 KB events fits; Pusher's own limit is per event). */
export const MAX_REQUEST_SIZE = 256 * 1024;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  keys: string[];
  controller: Controller;
}

const routes: Route[] = [
  { method: 'POST', pattern: /^\/apps\/([^/]+)\/events$/, keys: ['app'], controller: eventsController },
  { method: 'POST', pattern: /^\/apps\/([^/]+)\/batch_events$/, keys: ['app'], controller: eventsBatchController },
  { method: 'GET', pattern: /^\/apps\/([^/]+)\/channels$/, keys: ['app'], controller: channelsController },
  {
    method: 'GET',
    pattern: /^\/apps\/([^/]+)\/channels\/([^/]+)$/,
    keys: ['app', 'channel'],
    controller: channelController,
  },
  {
    method: 'GET',
    pattern: /^\/apps\/([^/]+)\/channels\/([^/]+)\/users$/,
    keys: ['app', 'channel'],
    controller: channelUsersController,
  },
  { method: 'GET', pattern: /^\/apps\/([^/]+)\/connections$/, keys: ['app'], controller: connectionsController },
  {
    method: 'POST',
    pattern: /^\/apps\/([^/]+)\/users\/([^/]+)\/terminate_connections$/,
    keys: ['app', 'user'],
    controller: usersTerminateController,
  },
];

/** The Pusher HTTP API and `GET /up`: match, find the app, read the body, check the signature, run the controller. */
export class Router {
  constructor(
    private readonly apps: ApplicationProvider,
    private readonly context: ApiContext,
    private readonly logger: RealtimeLogger,
  ) {}

  /** Answers one request; its log lines carry a request id of their own. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    return requestIds.run(randomUUID(), () => this.answer(request, response));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = Date.now();
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const method = request.method ?? 'GET';
    try {
      const answer = await this.route(request, method, path, queryAt < 0 ? '' : url.slice(queryAt + 1));
      send(response, answer.status, JSON.stringify(answer.body), 'application/json');
    } catch (error) {
      if (error instanceof HttpError) {
        send(response, error.status, error.message, 'text/plain; charset=utf-8');
        this.logger.warn('http api refused', { method, path, status: error.status, message: error.message });
      } else {
        send(response, 500, 'Internal server error.', 'text/plain; charset=utf-8');
        this.logger.error('http api failed', {
          method,
          path,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    }
    this.logger.info('http api', { method, path, ms: Date.now() - started });
  }

  private async route(request: IncomingMessage, method: string, path: string, rawQuery: string): Promise<ApiResponse> {
    if (path === '/up') {
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Method not allowed.');
      return { status: 200, body: { health: 'OK' } };
    }
    const candidates = routes.filter((route) => route.pattern.test(path));
    if (candidates.length === 0) throw new HttpError(404, 'Not found.');
    const route = candidates.find((candidate) => candidate.method === method);
    if (!route) throw new HttpError(405, 'Method not allowed.');

    const match = route.pattern.exec(path) ?? [];
    const params: Record<string, string> = {};
    route.keys.forEach((key, index) => {
      params[key] = decode(match[index + 1] ?? '');
    });
    const appId = params.app ?? '';
    const app = this.apps.findById(appId);
    if (!app) throw new HttpError(404, `No matching application for ID [${appId}].`);

    const body = await readBody(request, MAX_REQUEST_SIZE);
    const query: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(rawQuery)) query[key] = value;
    verifySignature(app, method, path, query, body);

    return route.controller({ method, path, query, body, app, params }, this.context);
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Malformed path.');
  }
}

function send(response: ServerResponse, status: number, body: string, type: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}
