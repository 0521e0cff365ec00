import { defineMessages } from '@/i18n/messages';

/** Why a player's own decision is disabled while an administrator acts as them. */
export const actingAsMessages = defineMessages({
  ru: {
    realMoney: 'В режиме администратора игра на деньги недоступна: ставки делает только сам игрок. Демо-режим открыт.',
    deposit: 'В режиме администратора пополнение недоступно: деньгами игрока распоряжается только он сам.',
    withdrawal: 'В режиме администратора вывод недоступен: деньгами игрока распоряжается только он сам.',
    limits:
      'В режиме администратора лимиты, напоминание о времени, перерыв и самоисключение не меняются: это решения самого игрока.',
  },
  en: {
    realMoney: 'Real-money play is not available in administrator mode: only the player places bets. The demo is open.',
    deposit: "Deposits are not available in administrator mode: only the player decides about the player's money.",
    withdrawal:
      "Withdrawals are not available in administrator mode: only the player decides about the player's money.",
    limits:
      'Limits, the reality check, time-outs and self-exclusion cannot be changed in administrator mode: they are the player’s own decisions.',
  },
});
