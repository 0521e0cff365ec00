/** The realtime wire contract (docs/contract.md, Realtime events), generated from `x-realtime-events` in openapi.yaml: event maps and channel names. */
import type { realtimeEvents } from '../generated/openapi';

/** Events on `private-App.Models.User.{uuid}`: name → payload. */
export type UserEventMap = realtimeEvents['user'];
/** Events on the public `common` channel: name → payload. */
export type CommonEventMap = realtimeEvents['common'];
/** Events on `private-support`, the support desk's channel (administrators only): name → payload. */
export type SupportEventMap = realtimeEvents['support'];

export type UserEventName = keyof UserEventMap;
export type CommonEventName = keyof CommonEventMap;

/** The private channel of one user, with `{user_id}` where the uuid goes (the realtime server's `userChannel` option). */
export const USER_CHANNEL_TEMPLATE = 'private-App.Models.User.{user_id}';

/** The private channel of one user. */
export function userChannel(uuid: string): string {
  return USER_CHANNEL_TEMPLATE.replace('{user_id}', uuid);
}

export const COMMON_CHANNEL = 'common';
export const PRESENCE_CHANNEL = 'presence-AuthorizedUsers';
/** The support desk's channel: POST /broadcasting/auth signs it for administrators only. */
export const SUPPORT_CHANNEL = 'private-support';
