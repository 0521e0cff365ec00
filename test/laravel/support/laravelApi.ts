/**
 * Laravel's API and the realtime server's HTTP API as the Laravel suite asks them: sign-ins, channel authorisations,
 * subscriptions and presence members, and answers checked against their schemas in server/openapi.yaml.
 */
import { DEMO } from '../../e2e/support/ui';
import { responseValidator, validationErrorsText } from '../../support/openapiResponses';
import type { LaravelStack } from './laravelStack';

export const PRESENCE = 'presence-AuthorizedUsers';

/** The helpers, on the stack `current()` answers (started in the suite's `beforeAll`). */
export function laravelApi(current: () => LaravelStack) {
  /** Subscriptions of a channel on the realtime server (0 when it is not occupied). */
  async function subscriptions(channel: string): Promise<number> {
    const res = await current().pusher.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } });
    const body = (await res.json()) as { occupied: boolean; subscription_count?: number };
    return body.occupied ? (body.subscription_count ?? 0) : 0;
  }

  async function signInThroughApi(email: string): Promise<{ token: string; uuid: string }> {
    const res = await fetch(`${current().apiUrl}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password: DEMO.player.password }),
    });
    const { token, user } = (await res.json()) as { token: string; user: { uuid: string } };
    return { token, uuid: user.uuid };
  }

  /** What Laravel's authorisation of the presence channel tells the other members about this user. */
  async function presenceMember(token: string): Promise<{ user_id: string; user_info: unknown }> {
    const res = await fetch(`${current().apiUrl}/broadcasting/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ socket_id: '1.1', channel_name: PRESENCE }),
    });
    return JSON.parse(((await res.json()) as { channel_data: string }).channel_data) as {
      user_id: string;
      user_info: unknown;
    };
  }

  /** The member ids on the presence channel. */
  async function presenceIds(): Promise<string[]> {
    const res = await current().pusher.get({ path: `/channels/${PRESENCE}/users` });
    return ((await res.json()) as { users: { id: string }[] }).users.map((user) => user.id);
  }

  /** Calls Laravel's API as the SPA does and checks the answer against its schema in server/openapi.yaml. */
  async function answer(
    method: string,
    path: string,
    status: number,
    { token, json }: { token?: string; json?: unknown } = {},
  ): Promise<unknown> {
    const res = await fetch(`${current().apiUrl}${path}`, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    expect(`${method} ${path} → ${res.status}`).toBe(`${method} ${path} → ${status}`);
    if (status === 204) return null;
    const body: unknown = await res.json();
    const validate = responseValidator(path, method, status);
    if (!validate(body)) throw new Error(`${method} ${path} → ${status}: ${validationErrorsText(validate)}`);
    return body;
  }

  return { subscriptions, signInThroughApi, presenceMember, presenceIds, answer };
}
