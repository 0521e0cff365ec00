import { defineMessages } from '@/i18n/messages';

/** Strings of the freespins screen. */
export const freespinsMessages = defineMessages({
  ru: {
    title: 'Фриспины',
    empty: 'У вас пока нет фриспинов.',
    game: 'Игра',
    spins: 'Использовано',
    usedOf: '{used} из {quantity}',
    left: 'осталось {left}',
    expires: 'Действуют до',
    noExpiry: 'Без срока',
    status: 'Статус',
    statusActive: 'Активны',
    statusUsed: 'Использованы',
    statusExpired: 'Истекли',
    usedLabel: 'Использовано фриспинов в игре {game}',
    guest: 'Здесь будут ваши фриспины: игра, сколько использовано и до какого числа они действуют.',
    play: 'Играть',
  },
  en: {
    title: 'Free spins',
    empty: 'You have no free spins yet.',
    game: 'Game',
    spins: 'Used',
    usedOf: '{used} of {quantity}',
    left: '{left} left',
    expires: 'Valid until',
    noExpiry: 'No expiry',
    status: 'Status',
    statusActive: 'Active',
    statusUsed: 'Used',
    statusExpired: 'Expired',
    usedLabel: 'Free spins used in {game}',
    guest: 'Your free spins will be here: the game, how many are used and until when they are valid.',
    play: 'Play',
  },
});
