import { defineMessages } from '@/i18n/messages';

/** Strings of the e-mail verification screen. */
export const verifyEmailMessages = defineMessages({
  ru: {
    title: 'Подтверждение e-mail',
    intro: 'Мы отправили письмо со ссылкой на {email}. Откройте его и перейдите по ссылке, чтобы подтвердить адрес.',
    introGuest: 'Откройте письмо со ссылкой для подтверждения адреса или войдите, чтобы отправить его снова.',
    resend: 'Отправить письмо ещё раз',
    resendIn: 'Отправить снова через {seconds} с',
    sending: 'Отправляем…',
    checking: 'Проверяем ссылку…',
    verified: 'Адрес подтверждён. Добро пожаловать!',
    verifiedGuest: 'Адрес подтверждён. Теперь войдите в аккаунт.',
    linkFailed: 'Ссылка недействительна или устарела. Запросите новое письмо.',
    signIn: 'Войти',
    home: 'На главную',
  },
  en: {
    title: 'E-mail confirmation',
    intro: 'We have sent an e-mail with a link to {email}. Open it and follow the link to confirm the address.',
    introGuest: 'Open the e-mail with the confirmation link, or sign in to have it sent again.',
    resend: 'Send the e-mail again',
    resendIn: 'Send again in {seconds} s',
    sending: 'Sending…',
    checking: 'Checking the link…',
    verified: 'Your address is confirmed. Welcome!',
    verifiedGuest: 'Your address is confirmed. Now sign in.',
    linkFailed: 'The link is invalid or has expired. Ask for a new e-mail.',
    signIn: 'Sign in',
    home: 'Go to the home page',
  },
});
