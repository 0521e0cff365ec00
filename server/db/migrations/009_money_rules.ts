/**
 * Bonus money that was lost stops locking the player's own money: `bonuses.remaining_minor` is what is left of the
 * bonus money inside the balance (it shrinks when the balance falls below it, and leaves the balance when the bonus
 * expires or is forfeited). A payment the provider took but the site would not credit is `refunded`, with the reason
 * recorded.
 */
export const up = `
ALTER TABLE bonuses ADD COLUMN remaining_minor INTEGER NOT NULL DEFAULT 0;
UPDATE bonuses SET remaining_minor = credited_minor WHERE status = 'active';
CREATE INDEX bonuses_user_status ON bonuses(user_id, status);
CREATE INDEX bonuses_expiry ON bonuses(status, expires_at);

ALTER TABLE payments ADD COLUMN refund_reason TEXT;
`;
