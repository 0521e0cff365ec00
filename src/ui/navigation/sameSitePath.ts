/**
 * The one test of a path the app is asked to go to (the `intented` query parameter — sic, as the seed
 * spells it — or a redirect from the server): followed only when it is a same-site path, else `fallback`.
 * Same-site means: starts with exactly one `/`, contains no backslash, no control characters, no `//`
 * anywhere a browser could read as a host, no scheme, and resolves to the page's own origin.
 */
export function sameSitePath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.includes('\\') || value.includes('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(value)) return fallback;
  try {
    // A browser must resolve it to the same origin.
    const base = 'https://same.origin.invalid';
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
