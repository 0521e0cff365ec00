/** Helpers shared by the account-screen browser tests. */
import type { BrowserContext } from 'playwright-core';

/** Keeps the browser offline beyond localhost: Telegram's scripts (widget, Mini App SDK) are refused, not fetched. */
export async function blockExternalScripts(context: BrowserContext): Promise<void> {
  await context.route((url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1', (route) => route.abort());
}

/** GET an API path with a bearer token and return its JSON. */
export async function apiJson<T>(apiUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
