import { defineMessages } from '@/i18n/messages';

/** Strings of a sign-in's code step. */
export const twoFactorStepMessages = defineMessages({
  ru: {
    title: 'Код подтверждения',
    hint: 'Введите шестизначный код из приложения-аутентификатора.',
    recoveryHint: 'Введите один из резервных кодов. Каждый работает один раз.',
    code: 'Код',
    recoveryCode: 'Резервный код',
    useRecovery: 'Нет доступа к приложению? Введите резервный код',
    useApp: 'Ввести код из приложения',
    submit: 'Войти',
    cancel: 'Назад',
    networkError: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  },
  en: {
    title: 'Verification code',
    hint: 'Enter the six-digit code from your authenticator app.',
    recoveryHint: 'Enter one of your recovery codes. Each works once.',
    code: 'Code',
    recoveryCode: 'Recovery code',
    useRecovery: 'No access to the app? Use a recovery code',
    useApp: 'Enter a code from the app',
    submit: 'Sign in',
    cancel: 'Back',
    networkError: 'Cannot reach the server. Check your connection and try again.',
  },
});
