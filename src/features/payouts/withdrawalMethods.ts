/** The payout methods a withdrawal can go by, each with the message key of its name. */
export const withdrawalMethodKeys = { card: 'methodCard', bank: 'methodBank', crypto: 'methodCrypto' } as const;
