import type { ChannelDirectory } from '../../channelDirectory';
import type { EventDispatcher } from '../../eventDispatcher';
import type { ApiRequest, ApiResponse } from '../apiRequest';

/** What a controller may use besides its request. */
export interface ApiContext {
  directory: ChannelDirectory;
  dispatcher: EventDispatcher;
}

/** One HTTP API endpoint. */
export type Controller = (request: ApiRequest, context: ApiContext) => Promise<ApiResponse>;
