/** GET /realtime/missed: the signed-in player's private-channel events after a sequence number (docs/realtime-recovery.md). */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { HttpError, validationError } from '../errors';
import { text } from '../../i18n';

/** Registers the recovery route. */
export function realtimeMissedRoutes(app: FastifyInstance, ctx: HttpContext): void {
  route(app, ctx, 'GET', '/realtime/missed', 'user', (request) => {
    const { after, stream } = request.query;
    if (after !== undefined && stream === undefined)
      throw validationError({ stream: [text('validation.required_with', { attribute: 'stream', other: 'after' })] });
    const answer = ctx.domain.pushHistory.since(currentUser(request).uuid, after, stream);
    if (answer.gone)
      throw new HttpError(410, text('http.history_gone'), undefined, { stream: answer.stream, seq: answer.seq });
    return { stream: answer.stream, seq: answer.seq, events: answer.events };
  });
}
