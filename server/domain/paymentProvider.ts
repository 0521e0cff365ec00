/**
 * The stand-in payment provider's side of a deposit: its development secret, what its callback states and how that is
 * signed (docs/wallet.md).
 */
import { hmacSha256 } from '../lib/crypto';

export type ProviderStatus = 'fulfilled' | 'declined';

/** A pending payment older than this is reported as abandoned. */
export const PAYMENT_ABANDON_MS = 30 * 60_000;

/** The development secret of the stand-in provider (PAYMENT_PROVIDER_SECRET overrides it). */
export const DEV_PAYMENT_PROVIDER_SECRET = 'local-payment-provider-secret';

/** How far a callback's timestamp may be from the server's clock before the callback is refused as stale. */
export const CALLBACK_MAX_AGE_S = 300;

/** What the provider's callback states; the signature covers all of it. */
export interface ProviderCallback {
  payment_id: number;
  status: ProviderStatus;
  amount: string;
  currency_code: string;
  /** Unix seconds */
  timestamp: number;
}

/** Hex HMAC-SHA256 of `payment_id:status:amount:currency_code:timestamp`: the stand-in provider's callback signature. */
export function providerCallbackSignature(secret: string, c: ProviderCallback): string {
  return hmacSha256(secret, `${c.payment_id}:${c.status}:${c.amount}:${c.currency_code}:${c.timestamp}`);
}

/** Why a payment the provider fulfilled was returned instead of credited. */
export type RefundReason = 'deposit_limit' | 'excluded';
