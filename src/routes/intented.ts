import { generationOf } from '@/ui/navigation/generation';

/**
 * Where to go after sign-in: the `intented` (sic, as the seed spells it) query parameter when it is a
 * same-site path, else `/`. Same-site means: starts with exactly one `/`, contains no backslash, no
 * control characters, no `//` anywhere a browser could read as a host, and no scheme.
 */
export function safeIntented(value: string | null | undefined): string {
  if (!value) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\') || value.includes('//')) return '/';
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(value)) return '/';
  try {
    // A browser must resolve it to the same origin.
    const base = 'https://same.origin.invalid';
    if (new URL(value, base).origin !== base) return '/';
  } catch {
    return '/';
  }
  return value;
}

/** The sign-in route for a guest stopped by the `auth` middleware, keeping where they were going. */
export function signInPathFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  return `${generationOf(pathname)}/sign-in?${new URLSearchParams({ intented: target }).toString()}`;
}
