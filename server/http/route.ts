/** `route()`: registers one operation of openapi.yaml with its schema and auth level. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operation, toFastifyPath, type ApiPath, type MethodsOf, type OperationAt, type RouteTypes } from './openapi';
import { authenticate, type AuthLevel } from './auth';
import type { HttpContext } from './context';
import { HttpError } from './errors';
import { text } from '../i18n';

/** A request of the operation at `P` and `M`: body, query and path parameters typed from openapi.yaml. */
export type ApiRequest<P extends ApiPath, M extends MethodsOf<P>> = FastifyRequest<RouteTypes<OperationAt<P, M>>>;

/**
 * 415 for a body of a type the operation does not declare, checked before the body is read: the API takes JSON, and
 * a form only where the document says a browser form or pusher-js posts one (docs/server.md, "Request bodies").
 */
function refusedMediaType(request: FastifyRequest, accepted: readonly string[]): HttpError | undefined {
  const header = request.headers['content-type'];
  if (header === undefined) return undefined;
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return accepted.includes(type) ? undefined : new HttpError(415, text('http.media_type'));
}

/**
 * Registers one route described in openapi.yaml (and its aliases), with its schema and auth level. The handler's
 * request is typed from the operation, so a route the document lacks does not compile (and throws at start-up).
 * `x-modes` keeps it out of other modes; `x-impersonation: forbidden` refuses it under X-Login-As.
 */
export function route<P extends ApiPath, M extends MethodsOf<P>>(
  app: FastifyInstance,
  ctx: HttpContext,
  method: M,
  path: P,
  auth: AuthLevel,
  handler: (request: ApiRequest<P, M>, reply: FastifyReply) => unknown,
): void {
  const op = operation(method, path);
  if (op.modes && !op.modes.includes(ctx.config.mode)) return;
  const urls = [`/api${toFastifyPath(path)}`, ...op.aliases.map(toFastifyPath)];
  for (const url of urls) {
    app.route<RouteTypes<OperationAt<P, M>>>({
      method,
      url,
      schema: op.schema,
      config: { openapiPath: path },
      onRequest: (request, _reply, done) => done(refusedMediaType(request, op.mediaTypes)),
      preValidation:
        auth === 'none'
          ? undefined
          : (request, _reply, done) => {
              try {
                authenticate(ctx, request, auth);
                if (op.impersonationForbidden) ctx.domain.impersonation.assertActingAsSelf(request.actor, request.user);
                done();
              } catch (err) {
                done(err as Error);
              }
            },
      handler,
    });
  }
}
