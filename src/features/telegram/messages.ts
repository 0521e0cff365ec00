import { defineMessages } from '@/i18n/messages';

/** Strings of the Telegram sign-in and linking. */
export const telegramMessages = defineMessages({
  ru: {
    badData: 'Telegram не передал данные для входа. Откройте приложение из бота ещё раз.',
    signedIn: 'Вы вошли через Telegram',
    linkTitle: 'Telegram',
    linked: 'Telegram привязан к аккаунту (ID {id}).',
    notLinked: 'Привяжите Telegram, чтобы входить в один клик и получать бонус за привязку.',
    widgetUnavailable: 'Вход через Telegram не настроен на этом сайте.',
    widgetLoading: 'Загружаем кнопку Telegram…',
    signInWith: 'Войти через Telegram',
    or: 'или',
    refusedTitle: 'Не удалось войти через Telegram',
    refusedHelp:
      'Telegram передал данные, которые сайт не смог проверить. Войдите по e-mail или откройте приложение из бота ещё раз.',
    signInByEmail: 'Войти по e-mail',
    continueAsGuest: 'Продолжить как гость',
  },
  en: {
    badData: 'Telegram did not pass the sign-in data. Open the app from the bot again.',
    signedIn: 'You signed in with Telegram',
    linkTitle: 'Telegram',
    linked: 'Telegram is linked to your account (ID {id}).',
    notLinked: 'Link Telegram to sign in with one click and get the linking bonus.',
    widgetUnavailable: 'Telegram sign-in is not configured on this site.',
    widgetLoading: 'Loading the Telegram button…',
    signInWith: 'Sign in with Telegram',
    or: 'or',
    refusedTitle: 'Could not sign you in with Telegram',
    refusedHelp:
      'Telegram passed sign-in data the site could not verify. Sign in by e-mail, or open the app from the bot again.',
    signInByEmail: 'Sign in by e-mail',
    continueAsGuest: 'Continue as a guest',
  },
});
