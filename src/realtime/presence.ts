/**
 * The presence channel as a subscription (by Echo name, without `presence-`): its member list and changes as actions.
 * Only a signed-in player joins it, so it travels in the user channel's chunk (`userChannelSagas.ts`).
 */
import type { EchoInstance } from './echoFactory';
import { memberJoined, memberLeft, presenceSynced, subscriptionFailed } from './realtimeActions';
import { bindAll, statusOfError, type Handler, type Subscribe } from './subscriptions';

/** Joins the presence channel (by Echo name, without `presence-`) and delivers the member list and its changes. */
export function presenceEvents(echo: EchoInstance, name: string): Subscribe {
  return (deliver) => {
    const channel = echo.join(name);
    const handlers: [string, Handler][] = [
      ['pusher:subscription_succeeded', (members: unknown) => deliver(presenceSynced(memberIdsOf(members)))],
      [
        'pusher:member_added',
        (member: unknown) => {
          const id = memberIdOf(member);
          if (id) deliver(memberJoined(id));
        },
      ],
      [
        'pusher:member_removed',
        (member: unknown) => {
          const id = memberIdOf(member);
          if (id) deliver(memberLeft(id));
        },
      ],
      [
        'pusher:subscription_error',
        (error: unknown) => deliver(subscriptionFailed(`presence-${name}`, statusOfError(error))),
      ],
    ];
    const unbind = bindAll(channel.subscription, handlers);
    return () => {
      unbind();
      echo.leaveChannel(`presence-${name}`);
    };
  };
}

function memberIdOf(member: unknown): string | null {
  const id = typeof member === 'object' && member !== null ? (member as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** pusher-js hands `subscription_succeeded` a Members object; its `members` map is keyed by user id. */
function memberIdsOf(members: unknown): string[] {
  const map = typeof members === 'object' && members !== null ? (members as { members?: unknown }).members : undefined;
  return typeof map === 'object' && map !== null ? Object.keys(map) : [];
}
