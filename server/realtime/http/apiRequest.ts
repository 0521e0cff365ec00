import type { IncomingMessage } from 'node:http';
import type { Application } from '../application';

/** An HTTP API refusal: status and a plain-text body, as Reverb's HttpException renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A controller's answer: a status and a JSON body. */
export interface ApiResponse {
  status: number;
  body: unknown;
}

/** A verified request to one app's HTTP API. */
export interface ApiRequest {
  method: string;
  /** raw path, without the query */
  path: string;
  /** decoded query parameters (the last one wins when a key repeats) */
  query: Record<string, string>;
  body: string;
  app: Application;
  params: Record<string, string>;
}

/** Reads the body up to `limit` bytes; beyond that, 413. */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        reject(new HttpError(413, 'Payload too large.'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** Parses a JSON object body; anything else is a 400. */
export function jsonObject(body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'Request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** `{}` or `{ key: value }`: a 200 JSON answer. */
export function ok(body: unknown): ApiResponse {
  return { status: 200, body };
}
