/** The columns every table of a player's money movements shares (bonuses, payments, withdrawals, reward claims). */

/** A sum of money one player received or moved in one currency, in minor units, and when it was recorded. */
export interface PlayerMoneyRow {
  id: number;
  user_id: number;
  amount_minor: number;
  currency_code: string;
  created_at: string;
}
