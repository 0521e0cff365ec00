/** The messaging app the site may run inside (Telegram Mini App): haptics and the closing confirmation. */
export { setMiniAppHost, hapticNotification, useClosingConfirmation, type MiniAppHost } from './miniAppHost';
