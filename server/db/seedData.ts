/** The demo data (docs/contract.md, Demo data): fixed lists the seed expands into rows. */

export const DEMO_USERS = [
  {
    uuid: '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a01',
    email: 'player@example.com',
    password: 'player-password',
    name: 'Player One',
    roles: ['player'],
    currency: 'RUB',
    balance: '1000.00',
    verified: true,
    loyaltyPoints: 1250,
  },
  {
    uuid: '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a02',
    email: 'unverified@example.com',
    password: 'player-password',
    name: 'Unverified Player',
    roles: ['player'],
    currency: 'USD',
    balance: '0.00',
    verified: false,
    loyaltyPoints: 0,
  },
  {
    uuid: '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a03',
    email: 'admin@example.com',
    password: 'admin-password',
    name: 'Site Admin',
    roles: ['admin'],
    currency: 'USD',
    balance: '0.00',
    verified: true,
    loyaltyPoints: 0,
  },
] as const;

/** The game providers' names (each one's slug is its name slugified, like a game's). */
export const PROVIDER_NAMES = [
  'Aurora Gaming',
  'Bright Forge',
  'Crimson Reels Studio',
  'Nordlicht Play',
  'Golden Lynx',
  'Pixel Harbor',
  'Velvet Dice',
  'Sakura Spin',
  'Iron Compass',
];

/** The tags by slug, with each one's name, in the order the catalogue lists them (a slug can only be listed once). */
export const TAGS: Readonly<Record<string, string>> = {
  slots: 'Слоты',
  live: 'Лайв-казино',
  table: 'Настольные',
  jackpot: 'Джекпот',
  megaways: 'Megaways',
  fruits: 'Фрукты',
  egypt: 'Египет',
  adventure: 'Приключения',
  classic: 'Классика',
  'bonus-buy': 'Покупка бонуса',
  crash: 'Краш-игры',
  asia: 'Азия',
};

export const TITLE_ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mystic',
  'Frozen',
  'Royal',
  'Blazing',
  'Hidden',
  'Cosmic',
  'Ancient',
  'Electric',
  'Crystal',
  'Emerald',
  'Thunder',
  'Midnight',
  'Sunny',
  'Savage',
  'Silent',
  'Sweet',
  'Magic',
  'Neon',
  'Iron',
];
export const TITLE_NOUNS = [
  'Pharaoh',
  'Dragon',
  'Fortune',
  'Reels',
  'Jungle',
  'Bison',
  'Cherries',
  'Vikings',
  'Pearls',
  'Temple',
  'Safari',
  'Panda',
  'Galaxy',
  'Harbor',
  'Lotus',
  'Samurai',
  'Treasure',
  'Wolves',
  'Sevens',
  'Phoenix',
];
export const TABLE_GAMES = [
  ['European Roulette', 'table'],
  ['Blackjack Classic', 'table'],
  ['Speed Baccarat', 'live'],
  ['Lightning Roulette Live', 'live'],
  ["Texas Hold'em Bonus", 'table'],
  ['Dream Wheel Live', 'live'],
  ['Sic Bo Deluxe', 'table'],
  ['Rocket Crash', 'crash'],
  ['Aviator Skies', 'crash'],
  ['Mines Field', 'crash'],
  ['Plinko Drop', 'crash'],
  ['Dragon Tiger Live', 'live'],
  ['Казино Холдем', 'table'],
  ['Русская рулетка Live', 'live'],
  ['Пирамида удачи', 'slots'],
  ['Сокровища Байкала', 'slots'],
] as const;

export const LOYALTY_LEVELS = [
  { name: 'Новичок', min_points: 0, cashback_percent: '0.00', perks: ['Еженедельные турниры'] },
  { name: 'Бронза', min_points: 500, cashback_percent: '3.00', perks: ['Кешбэк 3%', 'Бонус на день рождения'] },
  { name: 'Серебро', min_points: 2000, cashback_percent: '5.00', perks: ['Кешбэк 5%', 'Ускоренный вывод'] },
  { name: 'Золото', min_points: 10000, cashback_percent: '8.00', perks: ['Кешбэк 8%', 'Персональный менеджер'] },
  {
    name: 'Платина',
    min_points: 50000,
    cashback_percent: '12.00',
    perks: ['Кешбэк 12%', 'Эксклюзивные бонусы', 'Приглашения на события'],
  },
];

export const PROMOTIONS = [
  {
    slug: 'welcome-pack',
    title: 'Приветственный пакет',
    summary: '100% к первому депозиту и 100 фриспинов',
    badge: 'Новым игрокам',
  },
  {
    slug: 'weekend-reload',
    title: 'Бонус выходного дня',
    summary: '50% к депозиту каждую пятницу',
    badge: 'Каждую неделю',
  },
  {
    slug: 'cashback-monday',
    title: 'Кешбэк по понедельникам',
    summary: 'До 12% проигрыша за неделю возвращаем деньгами',
    badge: null,
  },
  {
    slug: 'telegram-bonus',
    title: 'Бонус за Telegram',
    summary: '25 фриспинов за привязку Telegram',
    badge: 'Telegram',
  },
  { slug: 'referral', title: 'Приведи друга', summary: '500 ₽ за каждого друга, сделавшего депозит', badge: null },
];

export const JACKPOTS = [
  { name: 'Mega', amount: '1250000.00', currency: 'USD' },
  { name: 'Major', amount: '85000.00', currency: 'USD' },
  { name: 'Minor', amount: '4200.00', currency: 'USD' },
  { name: 'Mini', amount: '350.00', currency: 'USD' },
];

export const SETTINGS: { key: string; value: unknown }[] = [
  { key: 'site_name', value: 'Lucky Lynx' },
  { key: 'default_locale', value: 'ru' },
  { key: 'default_currency', value: 'RUB' },
  { key: 'support_email', value: 'support@example.com' },
  { key: 'min_withdrawal', value: { RUB: '500.00', USD: '10.00', EUR: '10.00' } },
  // What an unverified player may withdraw in total, per currency (docs/kyc.md); a currency not named needs verification.
  {
    key: 'kyc_withdrawal_limit',
    value: {
      RUB: '50000.00',
      USD: '500.00',
      EUR: '500.00',
      KZT: '250000.00',
      UAH: '20000.00',
      BYR: '15000000.00',
      BTC: '0.00500000',
      USDT: '500.00000000',
    },
  },
  { key: 'maintenance', value: false },
  { key: 'registration_open', value: true },
  {
    key: 'deposit_limits',
    value: {
      USD: { min: '10.00', max: '5000.00' },
      RUB: { min: '100.00', max: '500000.00' },
      EUR: { min: '10.00', max: '5000.00' },
      KZT: { min: '5000.00', max: '2500000.00' },
      UAH: { min: '400.00', max: '200000.00' },
      BYR: { min: '300000.00', max: '150000000.00' },
      BTC: { min: '0.00010000', max: '0.50000000' },
      USDT: { min: '10.00000000', max: '5000.00000000' },
    },
  },
];

export const COUNTERS = [
  { key: 'players_online', label: 'Игроков онлайн', value: 1843 },
  { key: 'games_total', label: 'Игр', value: 0 },
  { key: 'payouts_today', label: 'Выплат сегодня', value: 312 },
  { key: 'tournaments_running', label: 'Турниров идёт', value: 1 },
];

export const BOOSTS = [
  {
    title: 'x2 очки лояльности',
    description: 'Двойные очки за ставки в слотах Golden Lynx',
    multiplier: '2.00',
    days: 3,
  },
  { title: 'x1.5 кешбэк', description: 'Повышенный кешбэк на лайв-игры до конца недели', multiplier: '1.50', days: 5 },
  { title: 'x3 турнирные очки', description: 'Тройные очки в турнире «Весенний спринт»', multiplier: '3.00', days: 1 },
];

export const PLAYER_NAMES = [
  'Алексей',
  'Мария',
  'Dmitry',
  'Olga',
  'Иван',
  'Kate',
  'Сергей',
  'Anna',
  'Nikolai',
  'Елена',
  'Timur',
  'Aigerim',
  'Pavel',
  'Oksana',
];
