/** The deposit methods the provider offers, each with the message key of its name. */
export const paymentMethodKeys = { card: 'methodCard', sbp: 'methodSbp', crypto: 'methodCrypto' } as const;
