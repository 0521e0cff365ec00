/** The account history's descriptions of balance movements and its filter errors, in both languages (part of the catalogue). */
export const HISTORY_MESSAGES = {
  'history.opening': { en: 'Opening balance', ru: 'Начальный баланс' },
  'history.deposit': { en: 'Deposit #{id}, {method}', ru: 'Пополнение №{id}, {method}' },
  'history.withdrawal': { en: 'Withdrawal #{id}', ru: 'Вывод №{id}' },
  'history.withdrawal_refund': { en: 'Withdrawal #{id} returned', ru: 'Возврат вывода №{id}' },
  'history.bonus': { en: 'Bonus “{title}” granted', ru: 'Начислен бонус «{title}»' },
  'history.bonus_fulfilled': { en: 'Bonus “{title}” wagered', ru: 'Бонус «{title}» отыгран' },
  'history.bonus_forfeit': { en: 'Bonus “{title}” forfeited', ru: 'Бонус «{title}» сгорел' },
  'history.freespin_win': { en: 'Free-spin winnings in {game}', ru: 'Выигрыш фриспинов в {game}' },
  'history.cash_reward': { en: 'Cash prize: {description}', ru: 'Денежный приз: {description}' },
  'history.spin_stake': { en: 'Bet in {game}', ru: 'Ставка в {game}' },
  'history.spin_win': { en: 'Win in {game}', ru: 'Выигрыш в {game}' },
  'history.method_card': { en: 'card', ru: 'карта' },
  'history.method_sbp': { en: 'SBP', ru: 'СБП' },
  'history.method_crypto': { en: 'crypto', ru: 'криптовалюта' },
  'history.unknown': { en: '—', ru: '—' },
  'history.from_after_to': {
    en: 'The “from” day must not be after the “to” day.',
    ru: 'Дата «с» не может быть позже даты «по».',
  },
  'history.unknown_zone': {
    en: 'Unknown time zone.',
    ru: 'Неизвестный часовой пояс.',
  },
} as const;
