import { defineMessages } from '@/i18n/messages';

/** Strings of the support replay viewer. */
export const replayMessages = defineMessages({
  ru: {
    title: 'Воспроизведение журнала',
    subtitle:
      'Откройте файл «Сообщить о проблеме» (или экспорт Redux DevTools), чтобы пройти по действиям игрока и увидеть сайт в каждом состоянии.',
    openFile: 'Открыть файл',
    dropHint: 'или перетащите файл сюда',
    forbidden: 'Воспроизведение доступно только сотрудникам поддержки.',
    loadFailed: 'Не удалось прочитать файл: {message}',
    verifiedOk:
      'Проверено: свёртка {actions, plural, one {# действия} few {# действий} many {# действий} other {# действия}} ' +
      'от снимка воспроизводит все контрольные точки ({checked}).',
    verifiedNone: 'В файле нет контрольных точек: проверить воспроизведение нечем.',
    verifiedFailed:
      'Расхождение: после {index, plural, one {# действия} few {# действий} many {# действий} other {# действия}} ' +
      'состояние отличается от записанного ({path}).',
    foldFailed: 'Редьюсер остановился на действии {error}; дальше воспроизвести нельзя.',
    step: 'Шаг {position} из {length}',
    stepSlider: 'Шаг воспроизведения',
    first: 'В начало',
    previous: 'Назад',
    next: 'Вперёд',
    last: 'В конец',
    keyboardHint: '← → — шаг назад/вперёд, PageUp/PageDown — 10 шагов назад/вперёд, Home/End — начало и конец',
    openingReport: 'Загружается {name}…',
    reporter: 'Отправитель',
    guest: 'Гость',
    resolved: 'Решено',
    initialState: 'Снимок состояния (до первого действия)',
    action: 'Действие',
    diff: 'Изменения состояния',
    noChanges: 'Действие не изменило состояние.',
    moreChanges: 'и ещё изменения…',
    added: 'добавлено',
    removed: 'удалено',
    frameTitle: 'Сайт в этом состоянии (только просмотр, без сети)',
    route: 'Страница',
    report: 'Отчёт',
    description: 'Описание',
    appVersion: 'Версия',
    createdAt: 'Создан',
    userAgent: 'Браузер',
    screen: 'Экран',
    errors: 'Последние ошибки',
    noErrors: 'Ошибок не было.',
    droppedBefore:
      '{count, plural, one {Первое # действие сессии не сохранено} few {Первые # действия сессии не сохранены} ' +
      'many {Первые # действий сессии не сохранены} other {Первые # действия сессии не сохранены}} ' +
      '(ограничение журнала); воспроизведение начинается с контрольной точки.',
    recentActions: 'Соседние действия',
  },
  en: {
    title: 'Action log replay',
    subtitle:
      'Open a "Report a problem" file (or a Redux DevTools export) to step through the player\'s actions and see the site in every state.',
    openFile: 'Open file',
    dropHint: 'or drop the file here',
    forbidden: 'Replay is available to support staff only.',
    loadFailed: 'Could not read the file: {message}',
    verifiedOk:
      'Verified: folding {actions, plural, one {# action} other {# actions}} from the snapshot reproduces every checkpoint ({checked}).',
    verifiedNone: 'The file has no checkpoints: nothing to verify the replay against.',
    verifiedFailed:
      'Mismatch: after {index, plural, one {# action} other {# actions}} the state differs from the recorded one ({path}).',
    foldFailed: 'The reducer stopped at action {error}; the rest cannot be replayed.',
    step: 'Step {position} of {length}',
    stepSlider: 'Replay step',
    first: 'First',
    previous: 'Back',
    next: 'Forward',
    last: 'Last',
    keyboardHint: '← → one step back/forward, PageUp/PageDown 10 steps back/forward, Home/End first and last',
    openingReport: 'Loading {name}…',
    reporter: 'Reporter',
    guest: 'Guest',
    resolved: 'Resolved',
    initialState: 'State snapshot (before the first action)',
    action: 'Action',
    diff: 'State changes',
    noChanges: 'The action did not change the state.',
    moreChanges: 'and more changes…',
    added: 'added',
    removed: 'removed',
    frameTitle: 'The site in this state (read-only, offline)',
    route: 'Page',
    report: 'Report',
    description: 'Description',
    appVersion: 'Version',
    createdAt: 'Created',
    userAgent: 'Browser',
    screen: 'Screen',
    errors: 'Recent errors',
    noErrors: 'No errors.',
    droppedBefore:
      '{count, plural, one {The first action of the session was} other {The first # actions of the session were}} ' +
      'not kept (log cap); the replay starts at a checkpoint.',
    recentActions: 'Nearby actions',
  },
});
