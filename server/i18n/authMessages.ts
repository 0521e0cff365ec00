/** What sign-up, sign-in, password and Telegram sign-in say, in both languages (part of the catalogue). */
export const AUTH_MESSAGES = {
  'auth.reserved_email': {
    en: 'Addresses at {domain} are reserved for Telegram accounts. Use your own e-mail.',
    ru: 'Адреса на {domain} зарезервированы для аккаунтов Telegram. Укажите свой e-mail.',
  },

  // Sign-in, sign-up, e-mail, passwords.
  'auth.failed': { en: 'These credentials do not match our records.', ru: 'Неверный e-mail или пароль.' },
  'auth.invalid_currency': { en: 'The selected currency is invalid.', ru: 'Выбранная валюта недоступна.' },
  'auth.invalid_referral': { en: 'The selected referral code is invalid.', ru: 'Такого реферального кода нет.' },
  'auth.email_already_verified': {
    en: 'Your email address is already verified.',
    ru: 'Ваш адрес e-mail уже подтверждён.',
  },
  'auth.mail_wait': {
    en: 'Please wait {seconds#seconds} before requesting another email.',
    ru: 'Подождите {seconds#seconds}, прежде чем запрашивать новое письмо.',
  },
  'auth.verification_sent': {
    en: 'A new verification link has been sent to your email address.',
    ru: 'Новая ссылка для подтверждения отправлена на ваш e-mail.',
  },
  'auth.verification_invalid': { en: 'Invalid verification link.', ru: 'Ссылка для подтверждения недействительна.' },
  'auth.verification_expired': {
    en: 'This verification link has expired. Request a new one.',
    ru: 'Срок действия ссылки истёк. Запросите новую.',
  },
  'auth.verification_other_account': {
    en: 'This verification link belongs to another account.',
    ru: 'Эта ссылка для подтверждения относится к другому аккаунту.',
  },
  'auth.email_verified': { en: 'Your email address has been verified.', ru: 'Ваш адрес e-mail подтверждён.' },
  'auth.reset_link_sent': {
    en: 'If this email is registered, we have sent a password reset link to it.',
    ru: 'Если этот e-mail зарегистрирован, мы отправили на него ссылку для сброса пароля.',
  },
  'auth.reset_token_invalid': {
    en: 'This password reset token is invalid or has expired.',
    ru: 'Ссылка для сброса пароля недействительна или устарела.',
  },
  'auth.password_reset': { en: 'Your password has been reset.', ru: 'Пароль изменён.' },
  'auth.password_incorrect': { en: 'The password is incorrect.', ru: 'Неверный пароль.' },
  'auth.password_changed': { en: 'Your password has been changed.', ru: 'Пароль изменён.' },

  // Telegram.
  'telegram.unverified': {
    en: 'The Telegram data could not be verified.',
    ru: 'Не удалось проверить данные Telegram.',
  },
  'telegram.no_user': { en: 'The Telegram data does not contain a user.', ru: 'В данных Telegram нет пользователя.' },
  'telegram.no_auth_date': {
    en: 'The Telegram data does not contain auth_date.',
    ru: 'В данных Telegram нет auth_date.',
  },
  'telegram.outdated': {
    en: 'The Telegram data is outdated. Please sign in with Telegram again.',
    ru: 'Данные Telegram устарели. Войдите через Telegram ещё раз.',
  },
  'telegram.used': {
    en: 'This Telegram sign-in was already used. Sign in with Telegram again (in the app: close it and open it again).',
    ru: 'Этот вход через Telegram уже использован. Войдите через Telegram ещё раз (в приложении: закройте и откройте его снова).',
  },
  'telegram.user_mismatch': {
    en: 'The user does not match the signed Telegram data.',
    ru: 'Пользователь не совпадает с подписанными данными Telegram.',
  },
  'telegram.welcome': {
    en: 'Welcome! We have created an account for you through Telegram.',
    ru: 'Добро пожаловать! Мы создали для вас аккаунт через Telegram.',
  },
  'telegram.linked_elsewhere': {
    en: 'This Telegram account is already linked to another user.',
    ru: 'Этот аккаунт Telegram уже привязан к другому пользователю.',
  },
  'telegram.already_linked': {
    en: 'Your account is already linked to another Telegram account.',
    ru: 'Ваш аккаунт уже привязан к другому аккаунту Telegram.',
  },
  'telegram.linked': { en: 'Telegram is now linked to your account.', ru: 'Telegram подключён к вашему аккаунту.' },
} as const;
