/**
 * The demo slot page's words, in both languages (part of the catalogue). `{win}` is filled by the page's own script,
 * which writes the amount as the SPA writes money.
 */
export const SLOT_MESSAGES = {
  'slot.mode.demo': { en: 'Demo mode', ru: 'Демо-режим' },
  'slot.mode.real': { en: 'Real money', ru: 'Игра на деньги' },
  'slot.balance': { en: 'Balance', ru: 'Баланс' },
  'slot.stake': { en: 'Stake', ru: 'Ставка' },
  'slot.spin': { en: 'Spin', ru: 'Крутить' },
  'slot.freespins_left': { en: 'Free spins left:', ru: 'Фриспинов осталось:' },
  'slot.win': { en: 'Win: {win}', ru: 'Выигрыш: {win}' },
  'slot.no_win': { en: 'No win', ru: 'Без выигрыша' },
  'slot.free_win': {
    en: 'Free spin: {win} won, credited to the bonus account',
    ru: 'Фриспин: выигрыш {win} — на бонусный счёт',
  },
  'slot.free_no_win': { en: 'Free spin: no win', ru: 'Фриспин: без выигрыша' },
  'slot.error': { en: 'Something went wrong', ru: 'Ошибка' },
  'slot.offline': { en: 'No connection to the server', ru: 'Нет связи с сервером' },
  'slot.unavailable': { en: 'Game unavailable', ru: 'Игра недоступна' },
  'slot.refused.401': { en: 'Sign in to play for real money.', ru: 'Войдите, чтобы играть на деньги.' },
  'slot.refused.403': {
    en: 'This game session has ended or is open in another sign-in. Start the game again.',
    ru: 'Эта игровая сессия завершилась или открыта в другом входе. Запустите игру заново.',
  },
  'slot.refused.404': {
    en: 'Game session not found. Start the game again.',
    ru: 'Игровая сессия не найдена. Запустите игру заново.',
  },
  'slot.refused.other': {
    en: 'The game is unavailable. Start it again.',
    ru: 'Игра недоступна. Запустите её заново.',
  },
} as const;
