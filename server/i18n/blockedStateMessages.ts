/** The server's sentences about blocked states (maintenance, a region not served), in both languages (part of the catalogue). */
export const BLOCKED_STATE_MESSAGES = {
  'maintenance.on': {
    en: 'The site is under maintenance. Please come back a little later.',
    ru: 'На сайте идут технические работы. Загляните чуть позже.',
  },
  'region.blocked': {
    en: 'The site is not available in your region.',
    ru: 'Сайт недоступен в вашем регионе.',
  },
} as const;
