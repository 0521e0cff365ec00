import Cookies from 'universal-cookie';
import { cookieIsSecure } from '@/api/cookieTokenStore';
import type { Generation } from '@/ui/navigation/generation';

/**
 * The cookies that carry an invitation from a /r/{code} link to the sign-up form (docs/referrals.md): the code
 * (30 days, so it survives browsing and closing the tab) and the browser's random device id, which the sign-up
 * sends so one device claims an invitation once.
 */
export const REFERRAL_COOKIE = 'referral_code';
export const DEVICE_COOKIE = 'device_id';
const REFERRAL_DAYS = 30;
const DEVICE_DAYS = 360;

/** Query parameter of the sign-up route that carries the code (`/sign-up?ref=CODE`). */
export const REFERRAL_QUERY_PARAM = 'ref';

const write = (cookies: Cookies, name: string, value: string, days: number): void => {
  const maxAge = days * 86_400;
  cookies.set(name, value, {
    path: '/',
    maxAge,
    expires: new Date(Date.now() + maxAge * 1000),
    sameSite: 'lax',
    secure: cookieIsSecure(window.location),
  });
};

const read = (cookies: Cookies, name: string): string | null => {
  const value: unknown = cookies.get(name, { doNotParse: true });
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Remembers a checked referral code for 30 days. */
export function rememberReferralCode(code: string, cookies = new Cookies()): void {
  write(cookies, REFERRAL_COOKIE, code, REFERRAL_DAYS);
}

/** The remembered referral code, or null. */
export function readReferralCode(cookies = new Cookies()): string | null {
  return read(cookies, REFERRAL_COOKIE);
}

/** Forgets the remembered code (after a successful sign-up). */
export function forgetReferralCode(cookies = new Cookies()): void {
  cookies.remove(REFERRAL_COOKIE, { path: '/' });
}

/** This browser's device id, made (random) and kept on first use. */
export function deviceId(cookies = new Cookies()): string {
  const known = read(cookies, DEVICE_COOKIE);
  if (known) return known;
  // getRandomValues works on plain-http origins too (randomUUID needs a secure context).
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  write(cookies, DEVICE_COOKIE, made, DEVICE_DAYS);
  return made;
}

/** The sign-up address with the code filled in, in the generation of the current page. */
export function signUpPathWithReferral(code: string, generation: Generation): string {
  return `${generation}/sign-up?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}
