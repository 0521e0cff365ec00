/**
 * The realtime wire contract (docs/contract.md, "Realtime events") as ONE typed map, generated from
 * server/openapi.yaml (`x-realtime-events` and its `…Event` schemas) by `npm run api:types`: event name → payload, the
 * channel it comes on, and a validator per event that checks the payload at the boundary. The listeners, the action
 * creators (`realtimeActions.ts`) and the reducers are all driven from this map.
 */
import type { RealtimeEvents } from '@/api/types';
import {
  commonEventNames as commonNames,
  lazyValidatedEventNames,
  supportEventNames as supportNames,
  userEventNames as userNames,
} from './eventNames.generated';

/** Events on the public `common` channel. */
export type CommonEventMap = RealtimeEvents['common'];

/** Events on `private-App.Models.User.{uuid}`. */
export type UserEventMap = RealtimeEvents['user'];

/** Events on `private-support`, the support desk's channel (administrators only). */
export type SupportEventMap = RealtimeEvents['support'];

/** Every event the SPA listens to, by its short (broadcastAs) name. */
export type WireEventMap = CommonEventMap & UserEventMap & SupportEventMap;
export type WireEventName = keyof WireEventMap;
export type CommonEventName = keyof CommonEventMap;
export type UserEventName = keyof UserEventMap;
export type SupportEventName = keyof SupportEventMap;

/** A payload guard: true when `data` has the shape of event E's payload. */
export type PayloadGuard<E extends WireEventName> = (data: unknown) => data is WireEventMap[E];

/** Public channel every visitor listens to. */
export const COMMON_CHANNEL = 'common';
/** Presence channel of signed-in players, as Echo names it (`join()` adds the `presence-` prefix). */
export const PRESENCE_CHANNEL = 'AuthorizedUsers';

/** The support desk's channel, as Echo names it: the API signs it for administrators only. */
export const SUPPORT_CHANNEL = 'support';

/** The private channel of one user, as Echo names it (`private()` adds the `private-` prefix). */
export function userChannelName(uuid: string): string {
  return `App.Models.User.${uuid}`;
}

/**
 * Validates one event's payload against its schema: money a decimal string ("1234.50", never a number),
 * currency codes upper-case, ids positive integers, text bounded (pattern, maxLength and enum in openapi.yaml).
 * False while the validators of the event's channel are not loaded: nothing is subscribed before they are.
 */
export function isValidPayload<E extends WireEventName>(event: E, data: unknown): data is WireEventMap[E] {
  const validate = validators[event];
  return validate !== undefined && validate(data);
}

/**
 * The kinds of channel, each with its own validators: `common` for every visitor, `user` for a signed-in player,
 * `support` for an administrator.
 */
export type ChannelKind = 'common' | 'user' | 'support';
/** The validator modules: one per channel kind, and `lazy` for the events a screen loads itself (the wins feed). */
export type ValidatorGroup = ChannelKind | 'lazy';

let validators: { readonly [E in WireEventName]?: PayloadGuard<E> } = {};
const loaded = new Set<ValidatorGroup>();
const lazyValidated: ReadonlySet<string> = new Set(lazyValidatedEventNames);

/**
 * Whether a push of `event` waits for its screen to load its validator (docs/wins-feed.md): until then it is ignored,
 * neither an action nor a dropped payload.
 */
export function awaitsValidator(event: WireEventName): boolean {
  return lazyValidated.has(event) && !loaded.has('lazy');
}

/**
 * The validators of each channel kind (generated code): `common`'s sit in the realtime chunk beside laravel-echo, so a
 * first visit paints without them; `user`'s (most of the code) are a chunk of their own, downloaded only once a
 * player signs in. A failed download rejects and can be asked for again.
 */
const validatorModules = {
  common: () => import('./payloadValidators.common.generated'),
  user: () => import(/* webpackChunkName: "realtime-user" */ './payloadValidators.user.generated'),
  support: () => import(/* webpackChunkName: "realtime-support" */ './payloadValidators.support.generated'),
  lazy: () => import(/* webpackChunkName: "realtime-lazy" */ './payloadValidators.lazy.generated'),
} satisfies Record<ValidatorGroup, unknown>;

/** Loads the validators of these groups; the realtime saga awaits this before it subscribes to a channel of that kind. */
export async function loadPayloadValidators(...kinds: ValidatorGroup[]): Promise<void> {
  for (const kind of kinds) {
    if (loaded.has(kind)) continue;
    const { payloadValidators } = await validatorModules[kind]();
    validators = { ...validators, ...payloadValidators };
    loaded.add(kind);
  }
}

/** Names of the events on `common`, in a stable order (drives the listeners). */
export const commonEventNames: readonly CommonEventName[] = commonNames;

/** Names of the events on the user's private channel, in a stable order (drives the listeners). */
export const userEventNames: readonly UserEventName[] = userNames;

/** Names of the events on the support desk's channel. */
export const supportEventNames: readonly SupportEventName[] = supportNames;

/** The notification events: each one prepends to the live feed, bumps the unread count and shows a toast. */
export const notificationEventNames = [
  'PaymentFulfilled',
  'BonusCreatedNotification',
  'BonusFulfilledNotification',
  'CashRewardNotification',
  'FreespinRewardNotification',
] as const satisfies readonly UserEventName[];
export type NotificationEventName = (typeof notificationEventNames)[number];

/** The member info the presence channel carries (no e-mail, no balance). */
export interface PresenceMember {
  name: string;
}
