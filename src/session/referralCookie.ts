import type { Generation } from '@/ui/navigation/generation';

/** localStorage key under which a referral code from a /r/{code} link waits for the sign-up form. */
export const REFERRAL_STORAGE_KEY = 'referral_code';

/** Query parameter of the sign-up route that carries the code (`/sign-up?ref=CODE`). */
export const REFERRAL_QUERY_PARAM = 'ref';

/** Remembers a checked referral code so sign-up can use it even after the visitor browses away. */
export function rememberReferralCode(code: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Private mode or a full quota: the ?ref= parameter still carries the code to the form.
  }
}

/** The remembered referral code, or null. */
export function readReferralCode(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(REFERRAL_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the remembered code (after a successful sign-up). */
export function forgetReferralCode(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The sign-up address with the code filled in, in the generation of the current page. */
export function signUpPathWithReferral(code: string, generation: Generation): string {
  return `${generation}/sign-up?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}
