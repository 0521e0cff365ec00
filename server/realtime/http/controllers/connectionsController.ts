import { type ApiResponse, ok } from '../apiRequest';
import type { Controller } from './context';

/** GET /apps/{id}/connections: the number of open connections (a Reverb addition). */
export const connectionsController: Controller = async (request, { directory }): Promise<ApiResponse> =>
  ok({ connections: await directory.connectionCount(request.app.id) });
