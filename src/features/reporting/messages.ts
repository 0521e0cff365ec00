import { defineMessages } from '@/i18n/messages';

/** Strings of the "report a problem" dialog (the way to open it: entryMessages.ts). */
export const reportingMessages = defineMessages({
  ru: {
    title: 'Сообщить о проблеме',
    intro:
      'Опишите, что произошло. К отчёту приложится журнал действий этой вкладки — без паролей, токенов и подписей Telegram.',
    descriptionLabel: 'Что случилось?',
    descriptionHelp: 'Что вы делали, что ожидали увидеть и что увидели.',
    summary:
      'Журнал: {actions, plural, one {# действие} few {# действия} many {# действий} other {# действия}}, {size}. Версия {version}, страница {route}.',
    errorsSeen: 'Последние ошибки: {count}',
    download: 'Скачать',
    send: 'Отправить в поддержку',
    sending: 'Отправляем…',
    close: 'Закрыть',
    sent: 'Отчёт №{id} отправлен в поддержку',
    sendFailed: 'Не удалось отправить отчёт: {message}',
    descriptionRequired: 'Опишите проблему, чтобы отправить отчёт',
    downloaded: 'Файл отчёта сохранён',
    shortcutHint: 'Сочетание клавиш: Ctrl+Alt+R',
  },
  en: {
    title: 'Report a problem',
    intro:
      'Describe what happened. The action log of this tab is attached, without passwords, tokens or Telegram signatures.',
    descriptionLabel: 'What happened?',
    descriptionHelp: 'What you did, what you expected and what you saw.',
    summary: 'Log: {actions, plural, one {# action} other {# actions}}, {size}. Version {version}, page {route}.',
    errorsSeen: 'Recent errors: {count}',
    download: 'Download',
    send: 'Send to support',
    sending: 'Sending…',
    close: 'Close',
    sent: 'Report #{id} sent to support',
    sendFailed: 'Could not send the report: {message}',
    descriptionRequired: 'Describe the problem to send the report',
    downloaded: 'Report file saved',
    shortcutHint: 'Keyboard shortcut: Ctrl+Alt+R',
  },
});
