/** The server's sentences about two-factor sign-in and sessions, in both languages (part of the catalogue). */
export const ACCOUNT_SECURITY_MESSAGES = {
  'two_factor.already_enabled': {
    en: 'Two-factor sign-in is already on.',
    ru: 'Двухфакторный вход уже включён.',
  },
  'two_factor.not_pending': {
    en: 'Start turning on two-factor sign-in first.',
    ru: 'Сначала начните включение двухфакторного входа.',
  },
  'two_factor.not_enabled': { en: 'Two-factor sign-in is off.', ru: 'Двухфакторный вход выключен.' },
  'two_factor.code_invalid': {
    en: 'The code is wrong or has expired.',
    ru: 'Код неверный или устарел.',
  },
  'two_factor.code_used': {
    en: 'This code has already been used. Wait for the next one.',
    ru: 'Этот код уже использован. Дождитесь следующего.',
  },
  'two_factor.challenge_expired': {
    en: 'The sign-in took too long. Sign in again.',
    ru: 'Вход занял слишком много времени. Войдите заново.',
  },
  'sessions.not_found': { en: 'Session not found.', ru: 'Сеанс не найден.' },
} as const;
