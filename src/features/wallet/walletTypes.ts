/** Wire types of the wallet endpoints: the OpenAPI schemas (`src/api/types.ts`) plus the names this feature uses. */
import type { Payment } from '@/api/types';

export type { Payment, Wallet } from '@/api/types';

/** How a deposit is paid at the provider. */
export type PaymentMethod = Payment['method'];
export const paymentMethods: readonly PaymentMethod[] = ['card', 'sbp', 'crypto'];

/** A deposit's state; a pending one older than 30 minutes is reported as `abandoned`. */
export type PaymentStatus = Payment['status'];

/** POST /payments answer: the new payment and the provider page to open. */
export interface DepositAnswer {
  payment: Payment;
  redirect_url: string;
}
