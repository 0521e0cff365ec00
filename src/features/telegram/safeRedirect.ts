/** A server-given redirect is followed only when it is a same-site path (one leading slash, no scheme, no backslash). */
export function safeRedirect(target: string | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
