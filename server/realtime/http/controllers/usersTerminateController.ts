import { type ApiResponse, ok } from '../apiRequest';
import type { Controller } from './context';

/** POST /apps/{id}/users/{user_id}/terminate_connections: closes that user's sockets (4009). */
export const usersTerminateController: Controller = async (request, { directory }): Promise<ApiResponse> => {
  await directory.terminate(request.app.id, request.params.user ?? '');
  return ok({});
};
