import { defineMessages } from '@/i18n/messages';

/** Strings of the bonuses screen. */
export const bonusesMessages = defineMessages({
  ru: {
    title: 'Бонусы',
    active: 'Активные',
    finished: 'Завершённые',
    emptyActive: 'У вас нет активных бонусов.',
    emptyFinished: 'Завершённых бонусов пока нет.',
    amount: 'Сумма бонуса',
    wager: 'Вейджер x{wager}',
    wagered: 'Отыграно {wagered} из {required}',
    progressLabel: 'Отыгрыш бонуса «{title}»',
    expires: 'Действует до {date}',
    received: 'Получен {date}',
    statusActive: 'Активен',
    statusFinished: 'Отыгран',
    statusExpired: 'Истёк',
    guest: 'Здесь будут ваши бонусы и прогресс их отыгрыша.',
  },
  en: {
    title: 'Bonuses',
    active: 'Active',
    finished: 'Finished',
    emptyActive: 'You have no active bonuses.',
    emptyFinished: 'No finished bonuses yet.',
    amount: 'Bonus amount',
    wager: 'Wager x{wager}',
    wagered: 'Wagered {wagered} of {required}',
    progressLabel: 'Wagering of the bonus "{title}"',
    expires: 'Valid until {date}',
    received: 'Received {date}',
    statusActive: 'Active',
    statusFinished: 'Wagered',
    statusExpired: 'Expired',
    guest: 'Your bonuses and their wagering progress will be here.',
  },
});
