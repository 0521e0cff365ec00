/** The server's sentences about referrals and rewards, in both languages (part of the catalogue). */
export const REWARD_MESSAGES = {
  'referrals.self': {
    en: 'You cannot use your own invitation.',
    ru: 'Нельзя воспользоваться собственным приглашением.',
  },
  'referrals.device_used': {
    en: 'An account was already created on this device: an invitation is for a first sign-up only.',
    ru: 'С этого устройства уже регистрировались: приглашение действует только для первой регистрации.',
  },
  'referrals.email_used': {
    en: 'An invitation was already used with this e-mail address.',
    ru: 'С этим адресом почты приглашение уже использовали.',
  },
  'rewards.nothing_to_claim': {
    en: 'There is nothing to claim yet: the reward of a period can be claimed once the period has ended.',
    ru: 'Забирать пока нечего: награду за период можно забрать, когда он закончится.',
  },
  'jackpots.not_eligible': {
    en: 'This jackpot cannot be won in that game.',
    ru: 'Этот джекпот нельзя выиграть в этой игре.',
  },
  'rewards.already_claimed': {
    en: 'This reward has already been claimed for that period.',
    ru: 'Эту награду за этот период уже забрали.',
  },
} as const;
