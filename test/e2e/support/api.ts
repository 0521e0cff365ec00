/** Direct API calls of the browser tests (set-up and checks done "from another device"). */

/** GET an API path (with a bearer token when given) and return its JSON; throws on a non-2xx answer. */
export async function apiJson<T>(apiUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
