import { defineMessages } from '@/i18n/messages';

/** Strings of the settings screen. */
export const settingsMessages = defineMessages({
  ru: {
    title: 'Настройки',
    password: 'Смена пароля',
    currentPassword: 'Текущий пароль',
    newPassword: 'Новый пароль',
    confirmPassword: 'Повторите новый пароль',
    save: 'Сменить пароль',
    saving: 'Сохраняем…',
    language: 'Язык интерфейса',
    languageHint: 'Сохраняется в этом браузере и в вашем аккаунте.',
    telegram: 'Telegram',
    winsFeed: 'Лента выигрышей',
    guestPassword: 'Войдите, чтобы сменить пароль и привязать Telegram.',
    mismatch: 'Пароли не совпадают.',
  },
  en: {
    title: 'Settings',
    password: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    save: 'Change password',
    saving: 'Saving…',
    language: 'Interface language',
    languageHint: 'Remembered in this browser and on your account.',
    telegram: 'Telegram',
    winsFeed: 'Wins feed',
    guestPassword: 'Sign in to change your password and link Telegram.',
    mismatch: 'The passwords do not match.',
  },
});
