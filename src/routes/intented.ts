import { generationOf } from '@/ui/navigation/generation';

/** The sign-in route for a guest stopped by the `auth` middleware, keeping where they were going. */
export function signInPathFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  return `${generationOf(pathname)}/sign-in?${new URLSearchParams({ intented: target }).toString()}`;
}
