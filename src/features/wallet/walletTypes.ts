/**
 * Wire types of the wallet endpoints (docs/api-wallet.md). Kept here until the server's OpenAPI document
 * describes them; then they become `Schemas[...]` re-exports in `src/api/types.ts`.
 */

/** GET /wallet: the money the player has, and the per-currency deposit bounds. */
export interface Wallet {
  balance: string;
  bonus_balance: string;
  withdrawable: string;
  currency_code: string;
  deposit_limits: { min: string; max: string };
}

/** How a deposit is paid at the provider. */
export type PaymentMethod = 'card' | 'sbp' | 'crypto';
export const paymentMethods: readonly PaymentMethod[] = ['card', 'sbp', 'crypto'];

/** A deposit's state; a pending one older than 30 minutes is reported as `abandoned`. */
export type PaymentStatus = 'pending' | 'fulfilled' | 'declined' | 'abandoned';

/** One deposit of the player. */
export interface Payment {
  id: number | string;
  amount: string;
  currency_code: string;
  method: PaymentMethod | string;
  status: PaymentStatus;
  created_at: string;
  completed_at: string | null;
}

/** POST /payments answer: the new payment and the provider page to open. */
export interface DepositAnswer {
  payment: Payment;
  redirect_url: string;
}
